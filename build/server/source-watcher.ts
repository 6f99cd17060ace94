// The dev server's file watcher: chokidar, plus the two things it does not do for us — report every save,
// however quick, and survive a symbolic-link loop.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import chokidar from 'chokidar';
import { formatLocation } from '../diagnostics.ts';
import type { Logger } from '../log.ts';

/** Watched source folders and files; `onChange` runs for every change, quick repeated saves included. */
export interface SourceWatcherOptions {
  paths: string[];
  logger: Logger;
  onChange(file: string): void;
}

/** A running watcher. */
export interface SourceWatcher {
  /** True while a recent change may still be followed by a save chokidar did not report. */
  settling(): boolean;
  close(): Promise<void>;
}

// chokidar drops a second 'change' of one file within 50 ms (`_throttle(EV.CHANGE, path, 50)` in
// chokidar 5's index.js): a save that quick is never reported. Each change is therefore checked once more
// after that window, and a file that differs from what the change saw counts as changed again.
const CHOKIDAR_CHANGE_THROTTLE_MS = 50;
const RECHECK_AFTER_MS = CHOKIDAR_CHANGE_THROTTLE_MS + 30;
// Larger files (images under static/) are compared by size and time instead of being read.
const HASHED_UP_TO_BYTES = 1 << 20;

/** Starts watching; resolves once chokidar has read every folder. */
export async function watchSources(options: SourceWatcherOptions): Promise<SourceWatcher> {
  const { logger, onChange } = options;
  const rechecks = new Map<string, NodeJS.Timeout>();
  // Each problem is logged once: chokidar reports a loop again for every path inside it.
  const reportedErrors = new Set<string>();
  let fingerprinting = 0;
  let closed = false;
  // chokidar 5 stops reporting repeated changes when one watched path does not exist, so skip missing ones.
  const watcher = chokidar.watch(options.paths.filter((entry) => existsSync(entry)), { ignoreInitial: true });

  const recheckLater = (file: string, seen: string) => {
    if (closed) return;
    clearTimeout(rechecks.get(file));
    const timer = setTimeout(() => {
      void fingerprint(file).then((now) => {
        if (rechecks.get(file) === timer) rechecks.delete(file);
        if (now === seen || closed) return;
        onChange(file);
        recheckLater(file, now);
      });
    }, RECHECK_AFTER_MS);
    rechecks.set(file, timer);
  };
  watcher.on('all', (event, file) => {
    if (event === 'addDir' || event === 'unlinkDir') return onChange(file);
    // The rebuild starts only after the fingerprint is taken, so it reads the file at least as new as
    // that; a later write the throttle hides then differs from the fingerprint and is caught.
    fingerprinting++;
    void fingerprint(file).then((seen) => {
      fingerprinting--;
      if (closed) return;
      onChange(file);
      recheckLater(file, seen);
    });
  });
  // An unhandled 'error' event would end the process; a loop (`docs/loop -> .`) is reported once and skipped.
  watcher.on('error', (error) => {
    void describeWatchError(error as NodeJS.ErrnoException).then((message) => {
      if (reportedErrors.has(message)) return;
      reportedErrors.add(message);
      logger.error(message);
    });
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    settling: () => fingerprinting > 0 || rechecks.size > 0,
    async close() {
      closed = true;
      for (const timer of rechecks.values()) clearTimeout(timer);
      rechecks.clear();
      await watcher.close();
    },
  };
}

// What a file looks like now: its contents' hash (or size and time when large), or that it is gone.
async function fingerprint(file: string): Promise<string> {
  try {
    const stats = await fs.stat(file);
    if (!stats.isFile() || stats.size > HASHED_UP_TO_BYTES) return `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    return createHash('sha1').update(await fs.readFile(file)).digest('base64url');
  } catch {
    return 'missing';
  }
}

async function describeWatchError(error: NodeJS.ErrnoException): Promise<string> {
  if (error.code !== 'ELOOP' || !error.path) return `文件监听出错：${error.message}`;
  const loop = await loopingLink(error.path);
  return `符号链接 ${formatLocation({ file: loop })} 形成循环（指向自身或其上级目录），已跳过；请删除或修改这个链接`;
}

// chokidar reports a loop deep inside it (`docs/loop/loop/…/loop`); the link to name is the first one on
// the path that points at one of its own parent folders, or that cannot be resolved at all (`a -> b -> a`).
async function loopingLink(deepPath: string): Promise<string> {
  const parts = path.resolve(deepPath).split(path.sep);
  for (let end = 2; end <= parts.length; end++) {
    const prefix = parts.slice(0, end).join(path.sep) || path.sep;
    const isLink = await fs.lstat(prefix).then((stats) => stats.isSymbolicLink(), () => false);
    if (!isLink) continue;
    const target = await fs.realpath(prefix).catch(() => undefined);
    if (target === undefined) return prefix;
    const parent = await fs.realpath(path.dirname(prefix)).catch(() => path.dirname(prefix));
    if (parent === target || parent.startsWith(target + path.sep)) return prefix;
  }
  return deepPath;
}
