// Search data fetched from opening the modal to the first results of a query, gzip as on the wire: the
// manifest, the shards and the record chunks the browser engine (client/search/local-engine.ts) asks for
// while the query is typed a character at a time (each prefix is searched, as in the modal, which shows at most
// SEARCH_HITS_PER_GROUP hits of each section). Code is not counted. The engine runs in Node with fetch answered from
// the built files, once with query expansion and once without, since what expansion adds has a budget of its own (#46).
import zlib from 'node:zlib';
import { createLocalEngine } from '../../client/search/local-engine.ts';
import { SEARCH_HITS_PER_GROUP } from '../../theme/lib/constants.ts';

/** One query's download. */
export interface FetchedBytes {
  query: string;
  requests: number;
  gzipBytes: number;
  /** The same query's download with query expansion off: what the query fetched before expansion (#46). */
  unexpandedGzipBytes?: number;
}

/** The targets for a two-character Chinese and a five-letter Latin query, by site size. */
export const FETCH_TARGETS = { realSite: 60 * 1024, pages1000: 150 * 1024, pages10000: 300 * 1024 } as const;

/** The bench's queries: a two-character Chinese one and a five-letter Latin one. */
export const FETCH_QUERIES = ['加载', 'child'] as const;

/** What expansion may add to a query's download (gzip), against the same query unexpanded (#46). */
export const EXPANSION_FETCH_LIMIT = 2 * 1024;

/** Measures each query on a fresh engine over `files` (paths relative to the site root `/`), expanded and unexpanded. */
export async function measureFetchedBytes(files: readonly { path: string; contents: Buffer }[], manifestUrl: string, queries: readonly string[] = FETCH_QUERIES): Promise<FetchedBytes[]> {
  const unexpanded = await fetchedBytes(files, manifestUrl, queries, false);
  return (await fetchedBytes(files, manifestUrl, queries, true)).map((fetched, number) => ({ ...fetched, unexpandedGzipBytes: unexpanded[number]!.gzipBytes }));
}

// Each query's download on a fresh engine, with expansion on or off.
async function fetchedBytes(files: readonly { path: string; contents: Buffer }[], manifestUrl: string, queries: readonly string[], expand: boolean): Promise<FetchedBytes[]> {
  const byUrl = new Map(files.map((file) => [`/${file.path}`, file.contents.toString()]));
  const gzipBytes = new Map<string, number>();
  const realFetch = globalThis.fetch;
  const results: FetchedBytes[] = [];
  try {
    for (const query of queries) {
      const requested = new Set<string>();
      globalThis.fetch = (async (url: string) => {
        requested.add(url);
        const body = byUrl.get(url);
        return body === undefined ? new Response('', { status: 404 }) : new Response(body);
      }) as typeof fetch;
      const engine = createLocalEngine(manifestUrl, { expand });
      engine.preload();
      const signal = new AbortController().signal;
      const characters = [...query];
      for (let end = 1; end <= characters.length; end++) await engine.search(characters.slice(0, end).join(''), 0, signal, undefined, SEARCH_HITS_PER_GROUP);
      let total = 0;
      for (const url of requested) {
        if (!gzipBytes.has(url)) gzipBytes.set(url, zlib.gzipSync(byUrl.get(url) ?? '', { level: 6 }).length);
        total += gzipBytes.get(url)!;
      }
      results.push({ query, requests: requested.size, gzipBytes: total });
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return results;
}
