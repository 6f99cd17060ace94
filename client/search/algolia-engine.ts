// The hosted search service (Algolia DocSearch), used only when the site configures it. One multi-index
// POST per query; hits arrive in the DocSearch record shape the local index also uses. The query text is
// expanded as the local index expands it (theme/lib/search/expand-query.ts): the alternatives are sent as
// optional words, which the service matches any of, ranking records that hold more of them higher.
import { CURRENT_DOCS_VERSION, SEARCH_HITS_PER_PAGE, SEARCH_TIMEOUTS_MS, SITE_LOCALE } from '../../theme/lib/constants.ts';
import type { SearchHierarchy, SearchRecord } from '../../theme/lib/search/records.ts';
import type { SearchEngine } from './search-engine.ts';
import { highlightOf } from '../../theme/lib/search/search-index.ts';
import { versionScope, type SearchScope } from '../../theme/lib/search/version-scope.ts';
import type { QueryExpander } from '../../theme/lib/search/expand-query.ts';

/** What `<html data-search-algolia>` holds. */
export interface AlgoliaConfig {
  appId: string;
  /** The search-only key, public by design. */
  apiKey: string;
  indexName: string;
  /** Filter by language and docs tag, as Docusaurus does. */
  contextualSearch: boolean;
  /** Service origin; defaults to Algolia's DSN host for `appId` (tests point it at 127.0.0.1). */
  host?: string;
}

/** A hit as the service returns it: a DocSearch record, some fields possibly missing. */
type AlgoliaHit = Partial<SearchRecord> & { hierarchy: SearchHierarchy; url: string; objectID: string };
interface AlgoliaResponse {
  results: { hits: AlgoliaHit[]; nbHits: number }[];
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * Returns the request body of one query: the query text as `expander` expands it, with its optional words, the
 * DocSearch parameters, plus the contextual filters (the scope's docs tags, else the current version's).
 */
export function algoliaRequestBody(config: AlgoliaConfig, query: string, page: number, scope: SearchScope = versionScope(CURRENT_DOCS_VERSION), expander?: QueryExpander): object {
  const expanded = expander?.text(query) ?? { query, optionalWords: [] };
  return {
    requests: [{
      indexName: config.indexName,
      query: expanded.query,
      ...(expanded.optionalWords.length > 0 ? { optionalWords: expanded.optionalWords } : {}),
      page,
      hitsPerPage: SEARCH_HITS_PER_PAGE,
      attributesToRetrieve: [...LEVELS.map((level) => `hierarchy.${level}`), 'hierarchy', 'content', 'type', 'url', 'url_without_anchor', 'anchor'],
      attributesToHighlight: [...LEVELS.map((level) => `hierarchy.${level}`), 'content'],
      attributesToSnippet: [...LEVELS.slice(1).map((level) => `hierarchy.${level}:10`), 'content:10'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      snippetEllipsisText: '…',
      ...(config.contextualSearch
        ? { facetFilters: [`language:${SITE_LOCALE}`, ['docusaurus_tag:default', ...scope.docsTags.map((tag) => `docusaurus_tag:${tag}`)]] }
        : {}),
    }],
  };
}

// The index holds the public site's absolute URLs; links stay on this site (as Docusaurus does).
function sitePath(url: string): string {
  if (!/^https?:\/\//.test(url)) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

// The service's two timeouts. fetch cannot see the TCP connection, so "connect" runs until the response
// headers arrive (as Algolia's own browser client does: its connect timeout ends when the XHR leaves the
// OPENED state) and "read" from then until the body is complete.
interface RequestTimeouts {
  connect: number;
  read: number;
}

// Fetches `url` and returns the parsed JSON body; rejects on a timeout, a non-2xx status or `signal`.
async function fetchJsonWithTimeouts(url: string, init: RequestInit, timeouts: RequestTimeouts, signal: AbortSignal): Promise<unknown> {
  const controller = new AbortController();
  const stop = () => controller.abort(signal.reason);
  signal.addEventListener('abort', stop);
  const expire = (phase: string, ms: number) => setTimeout(() => controller.abort(new Error(`search request: no ${phase} within ${ms} ms`)), ms);
  let timer = expire('response', timeouts.connect);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    clearTimeout(timer);
    timer = expire('complete response', timeouts.read);
    if (!response.ok) throw new Error(`search request: HTTP ${response.status}`);
    return await response.json();
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

/** Returns a service hit as a complete search record. */
export function recordFromHit(hit: AlgoliaHit, position: number): SearchRecord {
  const url = sitePath(hit.url);
  const hashAt = url.indexOf('#');
  return {
    objectID: hit.objectID,
    hierarchy: hit.hierarchy,
    content: hit.content ?? null,
    type: hit.type ?? 'content',
    url,
    url_without_anchor: hashAt === -1 ? url : url.slice(0, hashAt),
    anchor: hashAt === -1 ? null : url.slice(hashAt + 1),
    language: hit.language ?? SITE_LOCALE,
    docusaurus_tag: hit.docusaurus_tag ?? '',
    weight: hit.weight ?? { pageRank: 0, level: 0, position },
  };
}

// The expander, loaded once: the glossary's for every query, with the Traditional Chinese table from the first query
// with a Han character (the service's index cannot be asked which characters it lacks). A failed load is forgotten,
// so the next query tries again.
let glossaryOnly: Promise<QueryExpander> | undefined;
let withTraditional: Promise<QueryExpander> | undefined;
function expanderFor(query: string): Promise<QueryExpander> {
  const retry = <T>(promise: Promise<T>, forget: () => void) => promise.catch((error: unknown) => {
    forget();
    throw error;
  });
  const expanders = import('../../theme/lib/search/query-expanders.ts');
  glossaryOnly ??= retry(expanders.then((module) => module.glossaryExpander), () => (glossaryOnly = undefined));
  if (!/\p{Script=Han}/u.test(query)) return glossaryOnly;
  return (withTraditional ??= retry(
    Promise.all([expanders, import('../../theme/lib/search/traditional-chinese.ts')]).then(([module, { TRADITIONAL_EXPANSIONS }]) => module.withTraditional(TRADITIONAL_EXPANSIONS)),
    () => (withTraditional = undefined),
  ));
}

/** Returns an engine that queries the hosted service. */
export function createAlgoliaEngine(config: AlgoliaConfig): SearchEngine {
  const host = config.host ?? `https://${config.appId}-dsn.algolia.net`;
  // Credentials as query parameters and a "simple" content type: no CORS preflight, one round trip.
  const url = `${host}/1/indexes/*/queries?${new URLSearchParams({ 'x-algolia-api-key': config.apiKey, 'x-algolia-application-id': config.appId })}`;
  return {
    preload() {},
    async search(query, page, signal, scope) {
      const expander = await expanderFor(query);
      signal.throwIfAborted();
      const init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: JSON.stringify(algoliaRequestBody(config, query, page, scope, expander)) };
      const answer = await fetchJsonWithTimeouts(url, init, SEARCH_TIMEOUTS_MS, signal) as AlgoliaResponse;
      const result = answer.results[0];
      if (!result) throw new Error('search response without results');
      return { hits: result.hits.map(recordFromHit), nbHits: result.nbHits, ...highlightOf(query, expander) };
    },
  };
}
