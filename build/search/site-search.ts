// Watch mode's search step: fixed names, and the index rebuilt only once edits pause (by the executor, in its worker),
// so a save never waits for the whole site to be indexed again.
import type { Logger } from '../log.ts';
import { manifestPath } from './search-file-names.ts';
import type { SearchOutcome } from './search-task.ts';

/** How long watch mode waits after the last rebuild before it re-indexes. */
export const DEV_SEARCH_DELAY_MS = 1000;

/** Re-indexes one site once edits pause. */
export class SiteSearch {
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  /** Runs `reindex` (the executor's search task, fixed names, into the live folder) after DEV_SEARCH_DELAY_MS of quiet. */
  later(reindex: () => Promise<SearchOutcome>, logger: Logger): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.writing = reindex()
        .then(({ warning }) => {
          if (warning) logger.warn(warning);
        })
        .catch((error: unknown) => logger.warn(`搜索索引未能更新：${(error as Error).message}`));
    }, DEV_SEARCH_DELAY_MS);
    // A pending re-index never keeps the process alive.
    this.timer.unref();
  }

  /** Drops a re-index still waiting for quiet and waits for one under way. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.writing;
  }
}

/** Where watch mode writes the search manifest (a fixed name, unlike production's hashed one). */
export function devManifestUrl(baseUrl: string): string {
  return `${baseUrl}${manifestPath('')}`;
}
