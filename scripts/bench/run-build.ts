// Runs one production build in a fresh child process and measures it from the outside.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, keepUntilEnd, stopChild, trackChild } from './cleanup.ts';
import { cliEntry, npmScriptNodeFlags, repoRoot } from './paths.ts';
import { countHtmlFiles, peakRssOf, watchStepLines, type StepTiming } from './build-progress.ts';

/** The JSON the CLI writes with `--stats-file`. */
export interface BuildStats {
  routes: number;
  warnings: number;
  durationMs: number;
  timings: StepTiming[];
  /** Worker threads that compiled Markdown; 0 in the main thread (missing from stats of builds before issue #16). */
  compileWorkers?: number;
  peakRssBytes: number;
  /** CPU time of the whole process (every thread), in user space and in the kernel; missing from stats of older builds. */
  cpuUserMs?: number;
  cpuSystemMs?: number;
}

/** One measured build: wall time seen by the parent (process start-up included) and the child's stats. */
export interface BuildRun {
  wallMs: number;
  stats: BuildStats;
}

/** A build stopped at the time limit: what it had done by then, as lower bounds for the report. */
export interface TimedOutBuild {
  timedOut: true;
  limitMs: number;
  /** Steps the CLI reported as finished before it was stopped. */
  completedSteps: StepTiming[];
  htmlFilesWritten: number;
  /** Peak RSS so far, where the OS tells (Linux /proc); the true peak is at least this. */
  peakRssBytes?: number;
}

/** Tells a stopped build from a finished one. */
export function isTimedOut(result: BuildRun | TimedOutBuild): result is TimedOutBuild {
  return 'timedOut' in result;
}

// Enough of the output to show why a build failed, without holding 10,000 warnings in memory.
const OUTPUT_TAIL_CHARS = 8000;

/**
 * Builds `siteDir` (default: the repository's own site) into a temp folder, removed afterwards; a finished
 * build's output is first handed to `inspectOutput`, outside the measured time.
 */
export async function runBuild(
  siteDir: string | undefined,
  timeoutMs: number,
  inspectOutput?: (outDir: string) => Promise<void>,
): Promise<BuildRun | TimedOutBuild> {
  const workDir = await makeTempDir('build');
  try {
    const statsFile = path.join(workDir, 'stats.json');
    const args = [...npmScriptNodeFlags('build'), cliEntry, 'build', '--out', path.join(workDir, 'out'), '--stats-file', statsFile, ...(siteDir ? ['--site', siteDir] : [])];
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    trackChild(child);
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const completedSteps = watchStepLines(child.stdout);
    let timedOut: TimedOutBuild | undefined;
    const timer = setTimeout(async () => {
      timedOut = { timedOut: true, limitMs: timeoutMs, completedSteps, htmlFilesWritten: 0, ...(await peakRssOf(child.pid)) };
      await stopChild(child);
    }, timeoutMs);
    const { code, wallMs } = await new Promise<{ code: number | null; wallMs: number }>((resolve, reject) => {
      child.once('error', reject);
      // 'exit' rather than 'close': the wall time ends when the process does, not when its pipes drain.
      child.once('exit', (exitCode) => resolve({ code: exitCode, wallMs: performance.now() - started }));
    });
    clearTimeout(timer);
    if (timedOut) return { ...timedOut, htmlFilesWritten: await countHtmlFiles(workDir) };
    if (code !== 0) throw new Error(`build exited with code ${code}:\n${output}`);
    const stats = JSON.parse(await fs.readFile(statsFile, 'utf8')) as BuildStats;
    await inspectOutput?.(path.join(workDir, 'out'));
    return { wallMs, stats };
  } finally {
    // Its output stays until the benchmark ends (keepUntilEnd).
    keepUntilEnd(workDir);
  }
}

/** Returns a finished build, or throws for one that hit the time limit (the real site never should). */
export function finished(result: BuildRun | TimedOutBuild): BuildRun {
  if (isTimedOut(result)) throw new Error(`build did not finish within ${result.limitMs} ms`);
  return result;
}

/** Runs the CLI once untimed so a stale CLI bundle is rebuilt before, not during, the first measurement. */
export async function warmCliBundle(): Promise<void> {
  const child = spawn(process.execPath, [cliEntry, 'help'], { cwd: repoRoot, detached: true, stdio: 'ignore' });
  trackChild(child);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`\`site.mjs help\` exited with code ${code}`);
}
