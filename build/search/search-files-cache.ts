// The search step's inputs named by one hash, and the files of the last build kept on disk under it: a build whose
// indexed pages did not change (most rebuilds) links them into its output instead of indexing again. The hash also names
// the files, so pages can name the manifest before the index is made (search-task.ts makes it, beside the pages).
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { cacheVersion } from '../cache-version.ts';
import { relativePathProblem, writeIntoFolder } from '../output/output-writer.ts';
import { manifestPath } from './search-file-names.ts';
import type { SearchedPage } from './page-sources.ts';
import { isSearched } from './search-page-source.ts';
import type { SearchFileOptions, SearchFiles } from './write-search-index.ts';

/** What the search step is sent, as plain data (it may run in a worker): the pages, how to name and split the files, and the cache. */
export interface SearchTask {
  pages: SearchedPage[];
  baseUrl: string;
  options: SearchFileOptions;
  /** The hash of everything that shapes the files (`searchTask`), kept with them. */
  key: string;
  /** The folder that keeps the last build's files. */
  cacheDir: string;
}

/**
 * The search step for `pages`, its key taken from what shapes the files: the indexing code and MiniSearch (the build's
 * version, build/cache-version.ts covers them), the base URL, the options, and each searched page's URL, section, title
 * and tag and the stored part that holds its blocks — whose file is named by the page's compile key, so no block is read.
 */
export function searchTask(pages: SearchedPage[], baseUrl: string, { rootDir, cacheDir, fixedNames = false, options = {} }: {
  rootDir: string; cacheDir: string; fixedNames?: boolean; options?: Omit<SearchFileOptions, 'suffix'>;
}): SearchTask & { manifestUrl: string } {
  const hash = createHash('sha1').update(cacheVersion(rootDir)).update(JSON.stringify([baseUrl, fixedNames, options]));
  for (const page of pages) {
    if (!isSearched(page)) continue;
    const { file, offset, bytes } = page.search;
    hash.update(JSON.stringify([page.url, page.lvl0, page.title, page.tag, path.basename(file), offset, bytes]));
  }
  const key = hash.digest('hex');
  const suffix = fixedNames ? '' : `-${key.slice(0, 10)}`;
  return { pages, baseUrl, options: { ...options, suffix }, key, cacheDir, manifestUrl: `${baseUrl}${manifestPath(suffix)}` };
}

// The cache: a folder holding the last build's files as they are written out, and an index naming the key they were made
// for and each file's size and time. A build links them into its output (output-writer.ts `linkIntoFolder`): a link
// costs the disk far less than a new file, and a warm build would otherwise spend its search step writing them.
const INDEX = 'index.json';

interface CacheIndex {
  key: string;
  manifestUrl: string;
  files: { path: string; bytes: number; mtimeMs: number }[];
}

/** Search files kept in the cache folder: each file's path in the output, where it is kept, and its size. */
export interface StoredSearchFiles {
  manifestUrl: string;
  files: { path: string; source: string; bytes: number }[];
}

/**
 * The files kept for `task`'s key, if the folder holds them as indexed: a file of another size or time (cut short, or
 * edited in place through a link in an output folder) or an index that is not whole makes the search step build again.
 */
export async function storedSearchFiles({ cacheDir, key }: Pick<SearchTask, 'cacheDir' | 'key'>): Promise<StoredSearchFiles | undefined> {
  const index = await fs.readFile(path.join(cacheDir, INDEX), 'utf8').then((text) => JSON.parse(text) as unknown).catch(() => undefined);
  if (!isCacheIndex(index) || index.key !== key) return undefined;
  const files = index.files.map((file) => ({ path: file.path, source: keptAt(cacheDir, file.path), bytes: file.bytes }));
  const unchanged = await Promise.all(index.files.map(async ({ bytes, mtimeMs }, number) => {
    const stat = await fs.stat(files[number]!.source).catch(() => undefined);
    return stat?.isFile() === true && stat.size === bytes && stat.mtimeMs === mtimeMs;
  }));
  return unchanged.every(Boolean) ? { manifestUrl: index.manifestUrl, files } : undefined;
}

function isCacheIndex(value: unknown): value is CacheIndex {
  if (typeof value !== 'object' || value === null) return false;
  const { key, manifestUrl, files } = value as Partial<Record<keyof CacheIndex, unknown>>;
  return typeof key === 'string' && typeof manifestUrl === 'string' && Array.isArray(files) && files.every((file: unknown) => {
    const { path: filePath, bytes, mtimeMs } = (file ?? {}) as Partial<Record<string, unknown>>;
    return typeof filePath === 'string' && relativePathProblem(filePath) === undefined
      && typeof bytes === 'number' && Number.isSafeInteger(bytes) && bytes >= 0 && typeof mtimeMs === 'number';
  });
}

/**
 * Keeps `files` in the cache folder for `task`'s key, in place of what it held: written into a folder of their own, its
 * index last, then swapped in. Throws if they cannot be kept (a full disk, a read-only cache): the caller writes them
 * straight into the output instead.
 */
export function storeSearchFiles({ cacheDir, key }: Pick<SearchTask, 'cacheDir' | 'key'>, { manifestUrl, files }: SearchFiles): StoredSearchFiles {
  const unique = `${process.pid}-${randomUUID()}`;
  const building = `${cacheDir}.${unique}.tmp`;
  const replaced = `${cacheDir}.${unique}.old`;
  // Anything else in the folder's place is not ours to remove.
  if (existsSync(cacheDir) && !statSync(cacheDir).isDirectory()) throw new Error(`${cacheDir} 不是文件夹`);
  try {
    writeIntoFolder(building, files);
    const indexed = files.map((file) => ({ path: file.path, bytes: file.contents.byteLength, mtimeMs: statSync(path.join(building, file.path)).mtimeMs }));
    writeFileSync(path.join(building, INDEX), JSON.stringify({ key, manifestUrl, files: indexed } satisfies CacheIndex));
    if (existsSync(cacheDir)) renameSync(cacheDir, replaced);
    renameSync(building, cacheDir);
  } finally {
    rmSync(building, { recursive: true, force: true });
    rmSync(replaced, { recursive: true, force: true });
  }
  return { manifestUrl, files: files.map((file) => ({ path: file.path, source: keptAt(cacheDir, file.path), bytes: file.contents.byteLength })) };
}

// Where the cache folder keeps the file of output path `filePath`.
function keptAt(cacheDir: string, filePath: string): string {
  return path.join(cacheDir, ...filePath.split('/'));
}
