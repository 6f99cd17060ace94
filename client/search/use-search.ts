// Runs queries against an engine: the latest query wins (older ones are aborted), the previous hits stay
// on screen while a new query loads (no flicker), and the spinner shows only once a query has waited
// SEARCH_STALL_MS.
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_STALL_MS } from '../../theme/lib/constants.ts';
import type { SearchAnswer, SearchEngine, SearchScope } from './search-engine.ts';

/** idle: nothing pending; loading: waiting briefly; stalled: waiting long enough for a spinner; error: failed. */
export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error';

/** What the UI renders. */
export interface SearchState {
  status: SearchStatus;
  /** The hits of `answeredQuery` (all pages loaded so far); null before the first answer. */
  answer: SearchAnswer | null;
  answeredQuery: string;
}

/**
 * Searches `query` in `scope` (keep it the same object while it does not change) on every change of either; `loadMore`
 * appends the next page of hits. A caller that shows at most `perSection` hits of each section says so (the engine may
 * then leave the others out).
 */
export function useSearch(engine: SearchEngine, query: string, scope?: SearchScope, perSection?: number): SearchState & { loadMore(): void; hasMore: boolean } {
  const [state, setState] = useState<SearchState>({ status: 'idle', answer: null, answeredQuery: '' });
  const running = useRef<AbortController | null>(null);
  const pagesLoaded = useRef(0);

  const run = useCallback((text: string, page: number) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState((previous) => ({ ...previous, status: 'loading' }));
    const stallTimer = setTimeout(() => setState((previous) => ({ ...previous, status: 'stalled' })), SEARCH_STALL_MS);
    engine.search(text, page, controller.signal, scope, perSection).then(
      (answer) => {
        if (controller.signal.aborted) return;
        pagesLoaded.current = page + 1;
        setState((previous) => ({
          status: 'idle',
          answeredQuery: text,
          answer: page === 0 || !previous.answer ? answer : { ...answer, hits: [...previous.answer.hits, ...answer.hits] },
        }));
      },
      () => {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, status: 'error' }));
      },
    ).finally(() => clearTimeout(stallTimer));
  }, [engine, scope, perSection]);

  useEffect(() => {
    const text = query.trim();
    if (text) run(text, 0);
    else {
      running.current?.abort();
      setState({ status: 'idle', answer: null, answeredQuery: '' });
    }
  }, [query, run]);
  useEffect(() => () => running.current?.abort(), []);

  const hasMore = state.answer !== null && state.answer.hits.length < state.answer.nbHits;
  const loadMore = useCallback(() => {
    if (hasMore && state.status === 'idle') run(state.answeredQuery, pagesLoaded.current);
  }, [hasMore, run, state.answeredQuery, state.status]);
  return { ...state, hasMore, loadMore };
}
