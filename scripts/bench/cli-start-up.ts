// The CLI's start-up: how long bin/site.mjs takes to tell its bundle is current (issue #16: ≤ 50 ms when nothing
// changed), and how long `site.mjs help` runs, which loads the bundle and nothing a build step would load.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isBundleFresh } from '../../bin/cli-bundle.mjs';
import { cacheDir, cliEntry, repoRoot } from './paths.ts';

/** Samples per figure. */
const RUNS = 9;

/** The two start-up figures, every sample in milliseconds. */
export interface CliStartUp {
  /** The freshness check alone, in this process, after the bundle was made. */
  bundleCheckMs: number[];
  /** `node bin/site.mjs help` from spawn to exit. */
  helpCommandMs: number[];
}

/** Measures both; the bundle must be current (run after `warmCliBundle`). */
export function measureCliStartUp(): CliStartUp {
  const paths = { rootDir: repoRoot, cacheDir, bundle: path.join(cacheDir, 'cli.mjs'), recordFile: path.join(cacheDir, 'cli-inputs.json'), entryScript: cliEntry };
  const bundleCheckMs: number[] = [];
  const helpCommandMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const fresh = isBundleFresh(paths);
    bundleCheckMs.push(performance.now() - started);
    if (!fresh) throw new Error('the CLI bundle is not current; run the CLI once first');
    const spawned = performance.now();
    const help = spawnSync(process.execPath, [cliEntry, 'help'], { cwd: repoRoot, stdio: 'ignore' });
    helpCommandMs.push(performance.now() - spawned);
    if (help.status !== 0) throw new Error(`\`site.mjs help\` exited with code ${help.status}`);
  }
  return { bundleCheckMs, helpCommandMs };
}
