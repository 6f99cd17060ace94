// Where a build writes: a staging folder swapped in at the end, or (watch mode) the live folder itself.
import { createHash } from 'node:crypto';
import { constants, copyFileSync, linkSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { replaceFile } from '../deferred-writes.ts';
import { BuildError } from '../diagnostics.ts';
import { CONTENT_HASHED_FOLDERS } from './host-files.ts';
import { createStagingFolder, discardStaging, folderBehindLinks, swapIntoPlace } from './output-folder.ts';
import { summariseOutput, type OutputSummary } from './output-summary.ts';

/** Writes build output; nothing is visible in `outDir` until `commit` in atomic mode. */
export interface OutputWriter {
  /** The folder written into: the staging folder, or (in place) the output folder itself. */
  readonly folder: string;
  write(relativeFile: string, contents: string | Uint8Array): Promise<void>;
  /** Counts files another thread wrote into `folder` (`writeIntoFolder`) as this writer's own. */
  adopt(files: readonly WrittenFile[]): void;
  remove(relativeFile: string): Promise<void>;
  copyFolder(source: string): Promise<void>;
  /** Atomic mode: what the staging folder holds, from the files this writer wrote and copied into it (in place, where a
   * build writes only what changed, nothing is counted). */
  summary(): OutputSummary;
  /** Atomic mode: swaps the staging folder into place. */
  commit(): Promise<void>;
  /** Atomic mode: throws the staging folder away, leaving `outDir` untouched. */
  abort(): Promise<void>;
}

/** Why `relativeFile` (with `/` between folders) cannot name a file inside a folder, or undefined when it can. */
export function relativePathProblem(relativeFile: string): string | undefined {
  return relativeFile.includes('\0') ? '含有 NUL 字符'
    : relativeFile.split('/').some((segment) => segment === '' || segment === '.' || segment === '..') ? '有空的、"." 或 ".." 路径段'
      : undefined;
}

/** The path of `relativeFile` inside the output folder `root`; refuses a name that would land anywhere else. */
export function outputFilePath(root: string, relativeFile: string): string {
  const problem = relativePathProblem(relativeFile);
  if (problem) throw new BuildError({ file: relativeFile }, `不能作为输出目录中的文件：${problem}`);
  const file = path.join(root, relativeFile);
  // On a system whose separator is not `/`, a segment could still hold one.
  const inside = path.relative(root, file);
  if (inside.startsWith('..') || path.isAbsolute(inside)) throw new BuildError({ file: relativeFile }, '拒绝写到输出目录之外');
  return file;
}

/** A file written into an output folder: its path there (with `/` between folders) and its size. */
export interface WrittenFile {
  path: string;
  bytes: number;
}

/**
 * Writes files straight into a folder from whichever thread made them (the search step's worker writes its thousands of
 * files while this thread renders pages); an output folder's writer then `adopt`s them.
 */
export function writeIntoFolder(folder: string, files: readonly { path: string; contents: Uint8Array }[]): WrittenFile[] {
  const inFolder = folderMaker(folder);
  return files.map(({ path: relativeFile, contents }) => {
    writeFileSync(inFolder(relativeFile), contents, { mode: 0o644 });
    return { path: relativeFile, bytes: contents.byteLength };
  });
}

/**
 * Puts files kept elsewhere (the search files' cache) into a folder as hard links, which cost a disk far less than new
 * files. A file already there is replaced whole (the dev server's folder is live); where no link can be made (another
 * disk, a file system without them) the file is copied. The folder's writer then `adopt`s them.
 */
export function linkIntoFolder(folder: string, files: readonly { path: string; source: string; bytes: number }[]): WrittenFile[] {
  const inFolder = folderMaker(folder);
  return files.map(({ path: relativeFile, source, bytes }) => {
    const file = inFolder(relativeFile);
    try {
      linkOrCopy(source, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const temporary = `${file}.${process.pid}.tmp`;
      rmSync(temporary, { force: true });
      linkOrCopy(source, temporary);
      renameSync(temporary, file);
    }
    return { path: relativeFile, bytes };
  });
}

// A hard link to `source` at `target`, or a copy where the file system cannot make one; either fails if `target` exists.
function linkOrCopy(source: string, target: string): void {
  try {
    linkSync(source, target);
  } catch (error) {
    if (!['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    copyFileSync(source, target, constants.COPYFILE_EXCL);
  }
}

// The path of each file written into `folder`, whose folders are made once each rather than once per file.
function folderMaker(folder: string): (relativeFile: string) => string {
  const made = new Set<string>();
  return (relativeFile) => {
    const file = outputFilePath(folder, relativeFile);
    const parent = path.dirname(file);
    if (!made.has(parent)) mkdirSync(parent, { recursive: true, mode: 0o755 });
    made.add(parent);
    return file;
  };
}

/** What an in-place writer wrote in earlier builds: path → hash of the contents. */
export type WrittenFiles = Map<string, string>;

/**
 * Creates a writer in `atomic` (production) or `in-place` (watch mode) mode. In place, a file whose contents
 * did not change since the last build is not written again, so a save rewrites only what it changed.
 */
export async function createOutputWriter(outDir: string, mode: 'atomic' | 'in-place', written: WrittenFiles = new Map()): Promise<OutputWriter> {
  // Atomic mode swaps the folder a symbolic `outDir` leads to; in place, writing through the link reaches it anyway.
  const swapped = mode === 'atomic' ? await folderBehindLinks(outDir) : path.resolve(outDir);
  const root = mode === 'atomic' ? await createStagingFolder(swapped) : swapped;
  const stopRemoving = mode === 'atomic' ? removeOnInterrupt(root) : () => {};
  if (mode === 'in-place') await fs.mkdir(root, { recursive: true });
  const inRoot = folderMaker(root);
  // Atomic mode: each file's size in bytes by its path in the output folder (with `/` between folders), for the summary.
  const sizes = new Map<string, number>();
  const sizeKey = (file: string) => path.relative(root, file).split(path.sep).join('/');
  // The files this build wrote: a static/ file of the same name is not copied over one (build/output/output-owners.ts
  // has warned about it).
  const writtenNow = new Set<string>();
  return {
    folder: root,
    async write(relativeFile, contents) {
      writtenNow.add(relativeFile);
      if (mode === 'in-place') {
        const hash = createHash('sha1').update(contents).digest('base64');
        if (written.get(relativeFile) === hash) return;
        written.set(relativeFile, hash);
      }
      const file = inRoot(relativeFile);
      // The bytes fs.writeFile would make of a string anyway, made here so that their length is known.
      const bytes = typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents;
      if (mode === 'atomic') {
        sizes.set(sizeKey(file), bytes.byteLength);
        // At once, in this thread: nothing else waits on a one-off build's thread, and each asynchronous write is
        // three trips to libuv's threads (open, write, close).
        writeFileSync(file, bytes, { mode: 0o644 });
        return;
      }
      // In place, the dev server may be serving the file while it is written: it is replaced whole, never truncated
      // (a file truncated and rewritten could be served half written).
      await replaceFile(file, bytes);
    },
    adopt(files) {
      for (const { path: relativeFile, bytes } of files) {
        writtenNow.add(relativeFile);
        // In place, the next write of it compares with nothing and writes.
        written.delete(relativeFile);
        if (mode === 'atomic') sizes.set(relativeFile, bytes);
      }
    },
    async remove(relativeFile) {
      written.delete(relativeFile);
      const file = outputFilePath(root, relativeFile);
      sizes.delete(sizeKey(file));
      await fs.rm(file, { force: true });
    },
    async copyFolder(source) {
      // In place, a file copied before (same size and time) is left alone rather than rewritten under a tab loading it.
      // The copy's time is the source's to the millisecond (utimes keeps less than the file system's nanoseconds).
      const unchanged = async (from: string, to: string) => {
        const [a, b] = await Promise.all([fs.stat(from), fs.stat(to).catch(() => undefined)]);
        return a.isFile() && b !== undefined && b.isFile() && a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < 1;
      };
      const ownedByBuild = (to: string) => {
        const relative = sizeKey(to);
        return writtenNow.has(relative) || (relative.includes('/') && CONTENT_HASHED_FOLDERS.includes(relative.split('/')[0]!));
      };
      const filter = mode === 'in-place'
        ? async (from: string, to: string) => !ownedByBuild(to) && !(await unchanged(from, to))
        : (_from: string, to: string) => !ownedByBuild(to);
      await fs.cp(source, root, { recursive: true, force: true, filter, ...(mode === 'in-place' ? { preserveTimestamps: true } : {}) }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      // What was copied, each file by its size (a source folder that is not there copied nothing).
      if (mode === 'atomic') {
        for (const entry of await fg('**/*', { cwd: source, dot: true, stats: true }).catch(() => [])) if (!ownedByBuild(path.join(root, entry.path))) sizes.set(entry.path, entry.stats!.size);
      }
    },
    summary: () => summariseOutput(sizes),
    // From the swap on, an interrupted build is left to `recoverOutputFolder`, which knows its two renames.
    commit: () => {
      stopRemoving();
      return mode === 'atomic' ? swapIntoPlace(root, swapped) : Promise.resolve();
    },
    abort: () => (mode === 'atomic' ? discardStaging(root).finally(stopRemoving) : Promise.resolve()),
  };
}

// A build stopped with Ctrl-C or SIGTERM removes its staging folder (the next build would, but until then it lay beside
// dist/), then ends as the signal would have ended it. Returns the function that stops listening.
function removeOnInterrupt(staging: string): () => void {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const onSignal = (signal: NodeJS.Signals) => {
    stop();
    rmSync(staging, { recursive: true, force: true });
    process.kill(process.pid, signal);
  };
  const stop = () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
  for (const signal of signals) process.once(signal, onSignal);
  return stop;
}

// Files written at once by `writeSideBySide`: enough to keep the disk busy, far below the process's limit of open
// files (a 10,000-page site has some 16,000 search files, and opening them all at once failed with EMFILE).
const FILES_AT_ONCE = 32;

/** Writes many small files a few at a time: each is mostly a wait on the disk. */
export async function writeSideBySide(writer: OutputWriter, files: readonly { path: string; contents: string | Uint8Array }[]): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await writer.write(file.path, file.contents);
    }
  };
  await Promise.all(Array.from({ length: Math.min(FILES_AT_ONCE, files.length) }, lane));
}
