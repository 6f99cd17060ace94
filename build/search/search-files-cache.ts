// The search files of the last build, kept on disk: a build whose indexed pages did not change (most
// rebuilds) reuses them instead of extracting records and building the index again.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { SearchPageSource } from './search-page-source.ts';
import type { SearchFileOptions, SearchFiles } from './write-search-index.ts';

/** What the cached files depend on besides the pages: the indexing code itself. */
function indexerVersion(rootDir: string): string {
  const hash = createHash('sha1');
  for (const file of fg.sync(['build/search/**/*.ts', 'theme/lib/search/**/*.ts'], { cwd: rootDir }).sort()) {
    hash.update(file).update(readFileSync(path.join(rootDir, file)));
  }
  return hash.digest('base64url');
}

/** A key for everything that shapes the search files. */
function searchKey(pages: readonly SearchPageSource[], baseUrl: string, options: SearchFileOptions, rootDir: string): string {
  const hash = createHash('sha1').update(indexerVersion(rootDir)).update(baseUrl).update(String(options.hashNames ?? true));
  for (const page of pages) hash.update(JSON.stringify([page.url, page.lvl0, page.title, page.tag, page.draft, page.unlisted])).update(JSON.stringify(page.blocks));
  return hash.digest('base64url');
}

/** `buildSearchFiles`, answered from `cacheFile` when the pages and the indexer are unchanged. */
export async function cachedSearchFiles(
  pages: readonly SearchPageSource[],
  baseUrl: string,
  options: SearchFileOptions,
  { rootDir, cacheFile }: { rootDir: string; cacheFile: string },
): Promise<SearchFiles> {
  const key = searchKey(pages, baseUrl, options, rootDir);
  const stored = await fs.readFile(cacheFile, 'utf8').then((text) => JSON.parse(text) as { key?: string; files?: SearchFiles }, () => undefined);
  if (stored?.key === key && stored.files) return stored.files;
  // The indexer (MiniSearch) loads only when the pages changed.
  const { buildSearchFiles } = await import('./write-search-index.ts');
  const files = buildSearchFiles(pages, baseUrl, options);
  await fs.mkdir(path.dirname(cacheFile), { recursive: true });
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  await fs.writeFile(temporary, JSON.stringify({ key, files }));
  await fs.rename(temporary, cacheFile);
  return files;
}
