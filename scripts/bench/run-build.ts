// Runs one production build in a fresh child process and measures it from the outside.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, removeTempDir, trackChild } from './cleanup.ts';
import { cliEntry, repoRoot } from './paths.ts';

/** The JSON the CLI writes with `--stats-file`. */
export interface BuildStats {
  routes: number;
  warnings: number;
  durationMs: number;
  timings: { name: string; ms: number }[];
  peakRssBytes: number;
}

/** One measured build: wall time seen by the parent (process start-up included) and the child's stats. */
export interface BuildRun {
  wallMs: number;
  stats: BuildStats;
}

// Enough of the output to show why a build failed, without holding 10,000 warnings in memory.
const OUTPUT_TAIL_CHARS = 8000;

/** Builds `siteDir` (default: the repository's own site) into a temp folder, removed afterwards. */
export async function runBuild(siteDir?: string): Promise<BuildRun> {
  const workDir = await makeTempDir('build');
  try {
    const statsFile = path.join(workDir, 'stats.json');
    const args = [cliEntry, 'build', '--out', path.join(workDir, 'out'), '--stats-file', statsFile, ...(siteDir ? ['--site', siteDir] : [])];
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    trackChild(child);
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const { code, wallMs } = await new Promise<{ code: number | null; wallMs: number }>((resolve, reject) => {
      child.once('error', reject);
      // 'exit' rather than 'close': the wall time ends when the process does, not when its pipes drain.
      child.once('exit', (exitCode) => resolve({ code: exitCode, wallMs: performance.now() - started }));
    });
    if (code !== 0) throw new Error(`build exited with code ${code}:\n${output}`);
    const stats = JSON.parse(await fs.readFile(statsFile, 'utf8')) as BuildStats;
    return { wallMs, stats };
  } finally {
    await removeTempDir(workDir);
  }
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
