// The shape of one benchmark's measurements, as printed and as saved to bench-results.json.
import os from 'node:os';
import type { CliStartUp } from './cli-start-up.ts';
import type { DevMemory } from './dev-memory.ts';
import type { OutputWeight } from './output-weight.ts';
import type { FetchedBytes } from './search-fetch.ts';
import { isTimedOut, type BuildRun, type TimedOutBuild } from './run-build.ts';

/** One synthetic-site build, finished or stopped at the time limit. */
export interface SyntheticRun {
  pages: number;
  /** Route count when finished: the pages plus one generated index per folder. */
  expectedRoutes: number;
  run: BuildRun | TimedOutBuild;
  /** The wall time of every build of this size, when it was built more than once (`run` is the median one). */
  wallsMs?: number[];
  /** What a finished build wrote; absent for a stopped one. */
  output?: OutputWeight;
  /** Search data fetched for the bench's queries on the built site (scripts/bench/search-fetch.ts). */
  searchFetched?: FetchedBytes[];
}

/** Everything one `npm run bench` measured. */
export interface BenchResults {
  machine: { node: string; platform: string; cpu: string; cpuCount: number; memoryBytes: number; loadAverage: number[] };
  startedAt: string;
  cliStartUp: CliStartUp;
  cold: BuildRun[];
  warm: BuildRun[];
  startToFirstPageMs: number;
  saveToReloadMs: number[];
  /** The dev server's resident set after 50 and after 500 saves of one doc. */
  devMemory: DevMemory;
  synthetic: SyntheticRun[];
}

/** Describes the machine, since every number here depends on it. */
export function describeMachine(): BenchResults['machine'] {
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpu: cpus[0]?.model ?? 'unknown',
    cpuCount: cpus.length,
    memoryBytes: os.totalmem(),
    // Other work on the machine skews every number; a high load average at the start says to rerun.
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
  };
}

/** Returns the run with the median wall time (the lower middle one for an even count). */
export function medianRun(runs: readonly BuildRun[]): BuildRun {
  const sorted = [...runs].sort((a, b) => a.wallMs - b.wallMs);
  const run = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!run) throw new Error('no runs');
  return run;
}

/** Wall milliseconds per route of a build, the unit the scale targets compare. */
export function perRouteMs(run: BuildRun): number {
  return run.wallMs / run.stats.routes;
}

/** A measured value, or only a lower bound when the build was stopped before it finished. */
export type Measured = { value: number } | { atLeast: number };

/** Wall per route of a synthetic build; for a stopped build, the time limit spread over the expected routes. */
export function syntheticPerRoute(entry: SyntheticRun): Measured {
  return isTimedOut(entry.run) ? { atLeast: entry.run.limitMs / entry.expectedRoutes } : { value: perRouteMs(entry.run) };
}

/** What the synthetic build of exactly `pages` pages wrote, when it ran and finished. */
export function outputAt(synthetic: readonly SyntheticRun[], pages: number): OutputWeight | undefined {
  return synthetic.find((entry) => entry.pages === pages)?.output;
}

/** Per-route time at 10,000 pages over that at 1,000, when both ran in this invocation and 1,000 finished. */
export function scaleRatio(synthetic: readonly SyntheticRun[]): Measured | undefined {
  const small = synthetic.find((entry) => entry.pages === 1000);
  const large = synthetic.find((entry) => entry.pages === 10_000);
  if (!small || !large || isTimedOut(small.run)) return undefined;
  const base = perRouteMs(small.run);
  const perRoute = syntheticPerRoute(large);
  return 'value' in perRoute ? { value: perRoute.value / base } : { atLeast: perRoute.atLeast / base };
}
