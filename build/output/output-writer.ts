// Where a build writes: a staging folder swapped in at the end, or (watch mode) the live folder itself.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { replaceFile } from '../deferred-writes.ts';
import { createStagingFolder, discardStaging, swapIntoPlace } from './output-folder.ts';

/** Writes build output; nothing is visible in `outDir` until `commit` in atomic mode. */
export interface OutputWriter {
  write(relativeFile: string, contents: string | Uint8Array): Promise<void>;
  remove(relativeFile: string): Promise<void>;
  copyFolder(source: string): Promise<void>;
  /** Atomic mode: swaps the staging folder into place. */
  commit(): Promise<void>;
  /** Atomic mode: throws the staging folder away, leaving `outDir` untouched. */
  abort(): Promise<void>;
}

/** What an in-place writer wrote in earlier builds: path → hash of the contents. */
export type WrittenFiles = Map<string, string>;

/**
 * Creates a writer in `atomic` (production) or `in-place` (watch mode) mode. In place, a file whose contents
 * did not change since the last build is not written again, so a save rewrites only what it changed.
 */
export async function createOutputWriter(outDir: string, mode: 'atomic' | 'in-place', written: WrittenFiles = new Map()): Promise<OutputWriter> {
  const root = mode === 'atomic' ? await createStagingFolder(outDir) : path.resolve(outDir);
  if (mode === 'in-place') await fs.mkdir(root, { recursive: true });
  // Each folder is made once per build rather than once per file written into it.
  const folders = new Map<string, Promise<unknown>>();
  const makeFolder = (folder: string) => {
    let made = folders.get(folder);
    if (!made) folders.set(folder, (made = fs.mkdir(folder, { recursive: true, mode: 0o755 })));
    return made;
  };
  return {
    async write(relativeFile, contents) {
      if (mode === 'in-place') {
        const hash = createHash('sha1').update(contents).digest('base64');
        if (written.get(relativeFile) === hash) return;
        written.set(relativeFile, hash);
      }
      const file = path.join(root, relativeFile);
      await makeFolder(path.dirname(file));
      // In place, the dev server may be serving the file while it is written: it is replaced whole, never truncated
      // (a file truncated and rewritten was once served half written).
      await (mode === 'in-place' ? replaceFile(file, contents) : fs.writeFile(file, contents, { mode: 0o644 }));
    },
    async remove(relativeFile) {
      written.delete(relativeFile);
      await fs.rm(path.join(root, relativeFile), { force: true });
    },
    async copyFolder(source) {
      // In place, a file copied before (same size and time) is left alone rather than rewritten under a tab loading it.
      // The copy's time is the source's to the millisecond (utimes keeps less than the file system's nanoseconds).
      const unchanged = async (from: string, to: string) => {
        const [a, b] = await Promise.all([fs.stat(from), fs.stat(to).catch(() => undefined)]);
        return a.isFile() && b !== undefined && b.isFile() && a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < 1;
      };
      const options = mode === 'in-place' ? { preserveTimestamps: true, filter: async (from: string, to: string) => !(await unchanged(from, to)) } : {};
      await fs.cp(source, root, { recursive: true, force: true, ...options }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    commit: () => (mode === 'atomic' ? swapIntoPlace(root, outDir) : Promise.resolve()),
    abort: () => (mode === 'atomic' ? discardStaging(root) : Promise.resolve()),
  };
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
