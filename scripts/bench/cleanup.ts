// Everything the benchmark creates outside the repository — temp folders and child processes — is
// registered here, so it is removed on success, on failure and on Ctrl-C alike.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tempDirs = new Set<string>();
const children = new Set<ChildProcess>();

/** Creates a registered temp folder and returns its path. */
export async function makeTempDir(label: string): Promise<string> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), `cheerio-bench-${label}-`));
  tempDirs.add(dir);
  return dir;
}

/** Removes a registered temp folder now. */
export async function removeTempDir(dir: string): Promise<void> {
  await fs.promises.rm(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/**
 * Leaves a registered temp folder to `cleanUpNow`, at the end of the run: a measured build's site and output, and the
 * dev server's copies of the site (measured just before the synthetic builds). Deleting them between builds made the
 * next build pay for it: on this machine's file system (ext4 without a journal) creating a file skips, one by one,
 * every inode of its block group freed in the last minute or more, so 1,000 synthetic pages built right after deleting
 * an earlier build's 4,204 files spent 4.7–5.7 s in the kernel instead of ~3 s, and (seventeenth session) right after
 * the dev server's copies were deleted 1.2–1.5 s instead of ~0.55 s in the search step, most of it opening its ~1,300
 * files. A maintainer's one build does not, and the build's own work is what is measured. The folders of 100, 1,000
 * and 5,000 pages (1,000 built three times) take about 0.6 GB until then (10,000 pages another 0.9 GB).
 */
export function keepUntilEnd(dir: string): void {
  if (!tempDirs.has(dir)) throw new Error(`not a temp folder of this run: ${dir}`);
}

/** Registers a child started with `detached: true`, i.e. as the leader of its own process group. */
export function trackChild(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/**
 * Signals the child's whole process group: the CLI starts an esbuild service process of its own,
 * which would outlive a plain `child.kill()`.
 */
export function signalProcessGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Stops a child's process group: SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 2000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalProcessGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalProcessGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Kills every registered child and removes every registered temp folder, synchronously. */
export function cleanUpNow(): void {
  for (const child of children) signalProcessGroup(child, 'SIGKILL');
  children.clear();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/** On Ctrl-C or SIGTERM, cleans up and exits with the conventional 128 + signal number. */
export function cleanUpOnSignals(): void {
  const exitCodes: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
  for (const [signal, code] of Object.entries(exitCodes)) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping child processes and removing temp folders…\n`);
      cleanUpNow();
      process.exit(code);
    });
  }
}
