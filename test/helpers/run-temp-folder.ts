// One temporary folder per test run. The test workers, and every process they start (CLI builds, servers, Chromium),
// get it as TMPDIR, so the fixture sites, builds and scratch files the tests make there (hundreds of megabytes a run)
// go with it when the run ends, whether or not each test cleaned up after itself. A run that was killed leaves its
// folder behind; the next run removes it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Reporter } from 'vitest/node';

const PREFIX = 'cheerio-site-tests-';

/** Creates this run's temporary folder (named for this process) after removing those of runs no longer alive; returns its path. */
export function createRunTempFolder(): string {
  const parent = os.tmpdir();
  for (const name of fs.readdirSync(parent)) {
    const pid = Number(name.slice(PREFIX.length));
    if (name.startsWith(PREFIX) && Number.isInteger(pid) && pid !== process.pid && !isAlive(pid)) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  const dir = path.join(parent, `${PREFIX}${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A vitest reporter that only removes the run's temporary folder when the run ends (and makes it again for watch mode's next run). */
export default class RunTempFolder implements Reporter {
  constructor(private readonly options: { dir: string }) {}

  onTestRunStart(): void {
    fs.mkdirSync(this.options.dir, { recursive: true });
  }

  onTestRunEnd(): void {
    fs.rmSync(this.options.dir, { recursive: true, force: true });
  }
}
