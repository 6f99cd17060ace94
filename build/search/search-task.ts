// The search step's work, wherever the executor runs it (build/executor/): the files kept for the task's key, or else
// the pages' stored blocks indexed and the files kept, then put into the output folder. In a worker, the writing of
// thousands of small files happens there too, while the main thread renders pages.
import { cacheWriteWarning } from '../deferred-writes.ts';
import { linkIntoFolder, writeIntoFolder, type WrittenFile } from '../output/output-writer.ts';
import { withBlocks } from './page-sources.ts';
import { storedSearchFiles, storeSearchFiles, type SearchTask, type StoredSearchFiles } from './search-files-cache.ts';
import type { SearchFiles } from './write-search-index.ts';

/** What the search step tells the output folder's writer: the files it put there, and why the cache could not keep them, if it could not. */
export interface SearchOutcome {
  written: WrittenFile[];
  warning?: string;
}

/** Makes the files of `task` in the folder `folder`: linked from the cache, or built (and kept there first). */
export async function runSearchTask(task: SearchTask, folder: string): Promise<SearchOutcome> {
  const stored = await storedSearchFiles(task);
  if (stored) return { written: linkIntoFolder(folder, stored.files) };
  const built = await indexed(task);
  const kept = keep(task, built);
  if ('warning' in kept) return { written: writeIntoFolder(folder, built.files), warning: kept.warning };
  return { written: linkIntoFolder(folder, kept.files) };
}

// The files of `task`, indexed from the pages' stored blocks.
async function indexed({ pages, baseUrl, options }: SearchTask): Promise<SearchFiles> {
  // The indexer (MiniSearch) loads only when the pages changed.
  const { buildSearchFiles } = await import('./write-search-index.ts');
  return buildSearchFiles(withBlocks(pages), baseUrl, options);
}

// The files kept in the cache, or why they could not be (which only costs the next build the indexing).
function keep(task: SearchTask, files: SearchFiles): StoredSearchFiles | { warning: string } {
  try {
    return storeSearchFiles(task, files);
  } catch (error) {
    return { warning: cacheWriteWarning(error) };
  }
}
