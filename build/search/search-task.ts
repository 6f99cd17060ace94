// The search step's work, wherever the executor runs it (build/executor/): the files stored for the task's key, or
// else the pages' stored blocks indexed and the files stored, then written into the output folder. In a worker, the
// creating of thousands of small files happens there too, while the main thread renders pages.
import { writeIntoFolder, type WrittenFile } from '../output/output-writer.ts';
import { withBlocks } from './page-sources.ts';
import { storedSearchFiles, storeSearchFiles, type SearchTask } from './search-files-cache.ts';
import type { SearchFiles } from './write-search-index.ts';

/** What the search step tells the output folder's writer: the files it wrote, and why the cache could not keep them, if it could not. */
export interface SearchOutcome {
  written: WrittenFile[];
  warning?: string;
}

/** The files of `task`: those stored under its key, or built now (and stored). */
export async function searchFiles(task: SearchTask): Promise<SearchFiles & { warning?: string }> {
  const stored = await storedSearchFiles(task);
  if (stored) return stored;
  // The indexer (MiniSearch) loads only when the pages changed.
  const { buildSearchFiles } = await import('./write-search-index.ts');
  const files = buildSearchFiles(withBlocks(task.pages), task.baseUrl, task.options);
  const warning = await storeSearchFiles(task, files);
  return { ...files, ...(warning ? { warning } : {}) };
}

/** Makes the files of `task` in the output folder `folder`. */
export async function runSearchTask(task: SearchTask, folder: string): Promise<SearchOutcome> {
  const { files, warning } = await searchFiles(task);
  return { written: writeIntoFolder(folder, files), ...(warning ? { warning } : {}) };
}
