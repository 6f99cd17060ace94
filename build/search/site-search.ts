// The search step of a build. A production build writes content-hashed files, reused from the cache when
// no indexed page changed. Watch mode uses fixed names and rebuilds the index only once edits pause, so a
// save never waits for the whole site to be indexed again.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../log.ts';
import type { SearchPageSource } from './search-page-source.ts';
import { cachedSearchFiles } from './search-files-cache.ts';
import type { SearchFiles } from './write-search-index.ts';

/** How long watch mode waits after the last rebuild before it re-indexes. */
export const DEV_SEARCH_DELAY_MS = 1000;

/** Builds the search files for one site, now or (in watch mode) once edits pause. */
export class SiteSearch {
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly cache: { rootDir: string; cacheFile: string }) {}

  /** Production: the content-hashed files, to be written with the rest of the output; `logger` hears of a cache file that could not be written. */
  files(pages: Iterable<SearchPageSource>, baseUrl: string, logger?: Logger): Promise<SearchFiles> {
    return cachedSearchFiles(pages, baseUrl, { hashNames: true }, { ...this.cache, ...(logger ? { warn: (message: string) => logger.warn(message) } : {}) });
  }

  /** Watch mode: the fixed URLs at once; the files are written into `outDir` after DEV_SEARCH_DELAY_MS of quiet. */
  later(pages: Iterable<SearchPageSource>, baseUrl: string, outDir: string, logger: Logger): Pick<SearchFiles, 'manifestUrl'> {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.writing = cachedSearchFiles(pages, baseUrl, { hashNames: false }, this.cache)
        .then(async (search) => {
          for (const file of search.files) {
            await fs.mkdir(path.dirname(path.join(outDir, file.path)), { recursive: true });
            await fs.writeFile(path.join(outDir, file.path), file.contents);
          }
        })
        .catch((error: unknown) => logger.warn(`搜索索引未能更新：${(error as Error).message}`));
    }, DEV_SEARCH_DELAY_MS);
    // A pending re-index never keeps the process alive.
    this.timer.unref();
    return { manifestUrl: devManifestUrl(baseUrl) };
  }

  /** Watch mode: drops a re-index still waiting for quiet and waits for one under way. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.writing;
  }
}

/** Where watch mode writes the search manifest (a fixed name, unlike production's content-hashed one). */
export function devManifestUrl(baseUrl: string): string {
  return `${baseUrl}search/manifest.json`;
}
