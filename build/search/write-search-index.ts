// Builds the static search files: a MiniSearch index and the display records, with content-hashed names
// under `search/`, so a browser can cache them forever and a new build is never mixed with an old one.
import { createHash } from 'node:crypto';
import { createSearchIndex, serialiseSearchIndex } from '../../theme/lib/search/search-index.ts';
import type { SearchRecord } from '../../theme/lib/search/records.ts';
import { packRecords } from '../../theme/lib/search/records-file.ts';
import { extractRecords } from './extract-records.ts';
import type { SearchPageSource } from './search-page-source.ts';

/** The files to write (paths relative to the output folder) and the URLs pages load them from. */
export interface SearchFiles {
  files: { path: string; contents: string }[];
  /** URL of the index, base URL included: goes into `<html data-search-index>`. */
  indexUrl: string;
  /** URL of the display records: goes into `<html data-search-records>`. */
  recordsUrl: string;
}

const hashed = (name: string, contents: string) =>
  `search/${name}-${createHash('sha256').update(contents).digest('hex').slice(0, 10)}.json`;

/** How the files are named. */
export interface SearchFileOptions {
  /**
   * Content-hashed names (the default) let browsers cache the files forever. The dev server should pass
   * false: with fixed names an edit changes the files but not every page's `<html>` attributes, so only
   * the edited page is re-rendered.
   */
  hashNames?: boolean;
}

/** Returns every record of the pages that belong in search (drafts and unlisted pages do not). */
export function collectSearchRecords(pages: readonly SearchPageSource[]): SearchRecord[] {
  return pages.filter((page) => !page.draft && !page.unlisted).flatMap(extractRecords);
}

/** Builds the index and records files for `pages`; `baseUrl` (like `/` or `/zh/`) prefixes their URLs. */
export function buildSearchFiles(pages: readonly SearchPageSource[], baseUrl: string, { hashNames = true }: SearchFileOptions = {}): SearchFiles {
  const records = collectSearchRecords(pages);
  const recordsJson = JSON.stringify(packRecords(records));
  const indexJson = serialiseSearchIndex(createSearchIndex(records));
  const name = (base: string, contents: string) => (hashNames ? hashed(base, contents) : `search/${base}.json`);
  const indexPath = name('index', indexJson);
  const recordsPath = name('records', recordsJson);
  return {
    files: [{ path: indexPath, contents: indexJson }, { path: recordsPath, contents: recordsJson }],
    indexUrl: `${baseUrl}${indexPath}`,
    recordsUrl: `${baseUrl}${recordsPath}`,
  };
}
