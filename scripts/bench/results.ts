// The shape of one benchmark's measurements, as printed and as saved to bench-results.json.
import os from 'node:os';
import type { BuildRun } from './run-build.ts';

/** One synthetic-site build. */
export interface SyntheticRun {
  pages: number;
  run: BuildRun;
}

/** Everything one `npm run bench` measured. */
export interface BenchResults {
  machine: { node: string; platform: string; cpu: string; cpuCount: number; memoryBytes: number };
  startedAt: string;
  cold: BuildRun[];
  warm: BuildRun[];
  startToFirstPageMs: number;
  saveToReloadMs: number[];
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

/** Per-route time at 10,000 pages over that at 1,000, when both ran in this invocation. */
export function scaleRatio(synthetic: readonly SyntheticRun[]): number | undefined {
  const small = synthetic.find((entry) => entry.pages === 1000);
  const large = synthetic.find((entry) => entry.pages === 10_000);
  return small && large ? perRouteMs(large.run) / perRouteMs(small.run) : undefined;
}
