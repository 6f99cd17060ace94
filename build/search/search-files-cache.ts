// The search files of the last build, kept on disk: a build whose indexed pages did not change (most
// rebuilds) reuses them instead of extracting records and building the index again.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { cacheVersion } from '../cache-version.ts';
import { cacheWriteWarning, replaceFile } from '../deferred-writes.ts';
import { isSearched, type SearchPageSource } from './search-page-source.ts';
import type { SearchFileOptions, SearchFiles } from './write-search-index.ts';

/** A key for everything that shapes the search files, added to page by page (searched pages only, in order). */
function searchKey(baseUrl: string, options: SearchFileOptions, rootDir: string) {
  // Besides the pages: the indexing code and MiniSearch, which the build's version (build/cache-version.ts) covers.
  const hash = createHash('sha1').update(cacheVersion(rootDir)).update(baseUrl).update(JSON.stringify(options));
  return {
    // Block by block rather than one JSON text of every page: at 1,000 pages that text alone took a tenth of a second.
    // A block's terms are not hashed: they follow from its text and the tokenizer, which `cacheVersion` covers.
    add(page: SearchPageSource) {
      const { blocks } = page;
      hash.update(JSON.stringify([page.url, page.lvl0, page.title, page.tag, blocks.length]));
      for (const block of blocks) hash.update(`\u0000${block.level}\u0000${block.id ?? ''}\u0000`).update(block.text);
    },
    digest: () => hash.digest('base64url'),
  };
}

// The cache file: one line of JSON (the key, the manifest URL, each file's path and length in bytes), then the
// files' contents back to back. Most contents are JSON, which a JSON string would escape quote by quote.
interface CacheHeader {
  key: string;
  manifestUrl: string;
  files: { path: string; length: number }[];
}

// The stored files, or undefined for a file that is not a whole cache (a truncated write, a full disk, a hand edit):
// its header must have the expected shape and its lengths add up to the bytes after it, or it is rebuilt. Trusting a
// truncated file once gave a build of empty search files under the good build's hashed names.
function readCache(bytes: Buffer): { key: string; files: SearchFiles } | undefined {
  const newline = bytes.indexOf(0x0a);
  if (newline < 0) return undefined;
  let header: unknown;
  try {
    header = JSON.parse(bytes.subarray(0, newline).toString());
  } catch {
    return undefined;
  }
  if (!isCacheHeader(header)) return undefined;
  const total = header.files.reduce((sum, file) => sum + file.length, 0);
  if (newline + 1 + total !== bytes.length) return undefined;
  let at = newline + 1;
  const files = header.files.map(({ path: filePath, length }) => ({ path: filePath, contents: bytes.subarray(at, (at += length)) }));
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

// The cache file's parts, written one after another rather than joined into one more copy of every file.
function cacheParts(key: string, { manifestUrl, files }: SearchFiles): (string | Buffer)[] {
  const header: CacheHeader = { key, manifestUrl, files: files.map((file) => ({ path: file.path, length: file.contents.length })) };
  return [`${JSON.stringify(header)}\n`, ...files.map((file) => file.contents)];
}

/** `buildSearchFiles`, answered from `cacheFile` when the pages and the indexer are unchanged. */
export async function cachedSearchFiles(
  pages: Iterable<SearchPageSource>,
  baseUrl: string,
  options: SearchFileOptions,
  { rootDir, cacheFile, warn }: { rootDir: string; cacheFile: string; warn?: (message: string) => void },
): Promise<SearchFiles> {
  const stored = await fs.readFile(cacheFile).then(readCache, () => undefined).catch(() => undefined);
  // With no stored files to compare with (a cold build), the key is taken in the indexer's own pass over the pages.
  let key: string | undefined;
  if (stored) {
    const hash = searchKey(baseUrl, options, rootDir);
    for (const page of pages) if (isSearched(page)) hash.add(page);
    key = hash.digest();
    if (stored.key === key) return stored.files;
  }
  // The indexer (MiniSearch) loads only when the pages changed.
  const { buildSearchFiles } = await import('./write-search-index.ts');
  const hashing = key === undefined ? searchKey(baseUrl, options, rootDir) : undefined;
  const files = buildSearchFiles(pages, baseUrl, options, hashing && ((page) => hashing.add(page)));
  // A cache that cannot be written only costs the next build the indexing.
  await replaceFile(cacheFile, cacheParts(key ?? hashing!.digest(), files)).catch((error: unknown) => warn?.(cacheWriteWarning(error)));
  return files;
}
