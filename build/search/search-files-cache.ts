// The search step's inputs named by one hash, and the files of the last build kept on disk under it: a build whose
// indexed pages did not change (most rebuilds) reuses them instead of indexing again. The hash also names the files,
// so pages can name the manifest before the index is made (search-task.ts makes it, beside the pages).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { cacheVersion } from '../cache-version.ts';
import { cacheWriteWarning, replaceFile } from '../deferred-writes.ts';
import { manifestPath } from './search-file-names.ts';
import type { SearchedPage } from './page-sources.ts';
import { isSearched } from './search-page-source.ts';
import type { SearchFileOptions, SearchFiles } from './write-search-index.ts';

/** What the search step is sent, as plain data (it may run in a worker): the pages, how to name and split the files, and the cache. */
export interface SearchTask {
  pages: SearchedPage[];
  baseUrl: string;
  options: SearchFileOptions;
  /** The hash of everything that shapes the files (`searchTask`), stored with them. */
  key: string;
  cacheFile: string;
}

/**
 * The search step for `pages`, its key taken from what shapes the files: the indexing code and MiniSearch (the build's
 * version, build/cache-version.ts covers them), the base URL, the options, and each searched page's URL, section, title
 * and tag and the stored part that holds its blocks — whose file is named by the page's compile key, so no block is read.
 */
export function searchTask(pages: SearchedPage[], baseUrl: string, { rootDir, cacheFile, fixedNames = false, options = {} }: {
  rootDir: string; cacheFile: string; fixedNames?: boolean; options?: Omit<SearchFileOptions, 'suffix'>;
}): SearchTask & { manifestUrl: string } {
  const hash = createHash('sha1').update(cacheVersion(rootDir)).update(JSON.stringify([baseUrl, fixedNames, options]));
  for (const page of pages) {
    if (!isSearched(page)) continue;
    const { file, offset, bytes } = page.search;
    hash.update(JSON.stringify([page.url, page.lvl0, page.title, page.tag, path.basename(file), offset, bytes]));
  }
  const key = hash.digest('hex');
  const suffix = fixedNames ? '' : `-${key.slice(0, 10)}`;
  return { pages, baseUrl, options: { ...options, suffix }, key, cacheFile, manifestUrl: `${baseUrl}${manifestPath(suffix)}` };
}

// The cache file: one line of JSON (the key, the manifest URL, each file's path and length in bytes), then the
// files' contents back to back. Most contents are JSON, which a JSON string would escape quote by quote.
interface CacheHeader {
  key: string;
  manifestUrl: string;
  files: { path: string; length: number }[];
}

// The stored files, or undefined for bytes that are not a whole cache file (a truncated write, a full disk, a hand
// edit): its header must have the expected shape and its lengths add up to the bytes after it, or it is rebuilt.
// Trusting a truncated file once gave a build of empty search files under the good build's names.
function readCache(buffer: Buffer): { key: string; files: SearchFiles } | undefined {
  const newline = buffer.indexOf(0x0a);
  if (newline < 0) return undefined;
  let header: unknown;
  try {
    header = JSON.parse(buffer.subarray(0, newline).toString());
  } catch {
    return undefined;
  }
  if (!isCacheHeader(header)) return undefined;
  const total = header.files.reduce((sum, file) => sum + file.length, 0);
  if (newline + 1 + total !== buffer.length) return undefined;
  let at = newline + 1;
  const files = header.files.map(({ path: filePath, length }) => ({ path: filePath, contents: buffer.subarray(at, (at += length)) }));
  return { key: header.key, files: { manifestUrl: header.manifestUrl, files } };
}

function isCacheHeader(value: unknown): value is CacheHeader {
  if (typeof value !== 'object' || value === null) return false;
  const { key, manifestUrl, files } = value as Partial<Record<keyof CacheHeader, unknown>>;
  return typeof key === 'string' && typeof manifestUrl === 'string' && Array.isArray(files) && files.every((file: unknown) => {
    const { path: filePath, length } = (file ?? {}) as { path?: unknown; length?: unknown };
    return typeof filePath === 'string' && typeof length === 'number' && Number.isSafeInteger(length) && length >= 0;
  });
}

/** The files stored for `task`'s key, if its cache file holds them whole. */
export async function storedSearchFiles({ cacheFile, key }: Pick<SearchTask, 'cacheFile' | 'key'>): Promise<SearchFiles | undefined> {
  const stored = await fs.readFile(cacheFile).then(readCache, () => undefined);
  return stored?.key === key ? stored.files : undefined;
}

/** Stores the files under `task`'s key; says why not if the cache file cannot be written (which only costs the next build the indexing). */
export async function storeSearchFiles({ cacheFile, key }: Pick<SearchTask, 'cacheFile' | 'key'>, { manifestUrl, files }: SearchFiles): Promise<string | undefined> {
  const header: CacheHeader = { key, manifestUrl, files: files.map((file) => ({ path: file.path, length: file.contents.length })) };
  // Written part by part rather than joined into one more copy of every file.
  const parts = [`${JSON.stringify(header)}\n`, ...files.map((file) => file.contents)];
  return replaceFile(cacheFile, parts).then(() => undefined, cacheWriteWarning);
}
