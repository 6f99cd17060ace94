// Where a build writes: a staging folder swapped in at the end, or (watch mode) the live folder itself.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createStagingFolder, discardStaging, swapIntoPlace, writeOutputFile } from './output-folder.ts';

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

/** Creates a writer in `atomic` (production) or `in-place` (watch mode) mode. */
export async function createOutputWriter(outDir: string, mode: 'atomic' | 'in-place'): Promise<OutputWriter> {
  const root = mode === 'atomic' ? await createStagingFolder(outDir) : path.resolve(outDir);
  if (mode === 'in-place') await fs.mkdir(root, { recursive: true });
  return {
    write: (relativeFile, contents) => writeOutputFile(root, relativeFile, contents),
    remove: (relativeFile) => fs.rm(path.join(root, relativeFile), { force: true }),
    async copyFolder(source) {
      await fs.cp(source, root, { recursive: true, force: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    commit: () => (mode === 'atomic' ? swapIntoPlace(root, outDir) : Promise.resolve()),
    abort: () => (mode === 'atomic' ? discardStaging(root) : Promise.resolve()),
  };
}
