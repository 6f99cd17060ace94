// The contract both search backends (the local index and the hosted service) fulfil for the UI.
import type { SearchAnswer } from '../../theme/lib/search/search-index.ts';
import type { SearchScope } from '../../theme/lib/search/version-scope.ts';

export type { SearchAnswer, SearchScope };

/** A search backend. */
export interface SearchEngine {
  /** Starts downloading what the engine needs, so the first query is quick; safe to call often. */
  preload(): void;
  /**
   * Returns page `page` (from 0) of the hits for `query` in `scope` (every version when absent); rejects on failure or
   * when `signal` aborts. A caller that shows at most `perSection` hits of each section (the modal) may get only those.
   */
  search(query: string, page: number, signal: AbortSignal, scope?: SearchScope, perSection?: number): Promise<SearchAnswer>;
}
