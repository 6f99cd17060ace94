// The offline engine: the build's MiniSearch index and display records, fetched from this site on first
// use and queried in the browser.
import { SEARCH_HITS_PER_PAGE } from '../../theme/lib/constants.ts';
import { unpackRecords, type RecordsFile } from '../../theme/lib/search/records-file.ts';
import { loadSearchIndex, searchRecords } from '../../theme/lib/search/search-index.ts';
import type { SearchEngine } from './search-engine.ts';

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** Returns an engine over the index and records files at these URLs (base URL included). */
export function createLocalEngine(indexUrl: string, recordsUrl: string): SearchEngine {
  let loading: ReturnType<typeof load> | undefined;
  async function load() {
    const [index, records] = await Promise.all([fetchText(indexUrl), fetchText(recordsUrl)]);
    return { index: loadSearchIndex(index), records: unpackRecords(JSON.parse(records) as RecordsFile) };
  }
  // A failed download is forgotten, so the next query asks the network again.
  const loaded = () => (loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
  return {
    preload() {
      loaded().catch(() => {});
    },
    async search(query, page, signal) {
      const { index, records } = await loaded();
      signal.throwIfAborted();
      return searchRecords(index, records, query, { offset: page * SEARCH_HITS_PER_PAGE, limit: SEARCH_HITS_PER_PAGE });
    },
  };
}
