// Search numbers for `npm run bench`: the sharded files' sizes (raw and gzip), what a query downloads from
// opening the modal to its first results (scripts/bench/search-fetch.ts), the time to load every shard, and
// query latency over the recall queries typed letter by letter.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildSearchFiles, type SearchFiles } from '../../build/search/write-search-index.ts';
import { SEARCH_HITS_PER_PAGE } from '../../theme/lib/constants.ts';
import { glossaryExpander } from '../../theme/lib/search/query-expanders.ts';
import { levelBoost, rankDocuments } from '../../theme/lib/search/search-index.ts';
import { loadShards, type SearchManifest, type ShardFile } from '../../theme/lib/search/shard-file.ts';
import { repoRoot } from './paths.ts';
import { EXPANSION_FETCH_LIMIT, FETCH_TARGETS, measureFetchedBytes, type FetchedBytes } from './search-fetch.ts';
import { loadSearchPages } from './search-pages.ts';
import { RECALL_QUERIES } from './search-queries.ts';
import type { SyntheticRun } from './results.ts';
import { median, percentile } from './statistics.ts';

/** What the search benchmark measured. */
export interface SearchBenchResult {
  /** Where the files came from: a built site's folder, or content/ compiled on the spot. */
  source: string;
  shardCount: number;
  shardBytes: number;
  shardGzipBytes: number;
  chunkCount: number;
  recordsBytes: number;
  recordsGzipBytes: number;
  fetched: FetchedBytes[];
  /** Median time to rebuild the index from every shard (the fuzzy path's worst case). */
  loadMs: number;
  queryCount: number;
  queryP50Ms: number;
  queryP95Ms: number;
}

/** The spec's targets for these numbers. */
export const SEARCH_TARGETS = { fetchedGzipBytes: FETCH_TARGETS.realSite, queryP95Ms: 5 } as const;

const gzipSize = (contents: Buffer) => zlib.gzipSync(contents, { level: 6 }).length;

// Every prefix of every query, as a reader types it (a Chinese character or a Latin letter at a time).
function typedQueries(): string[] {
  return RECALL_QUERIES.flatMap((query) => [...query].map((_, index) => [...query].slice(0, index + 1).join('')).filter((text) => text.trim()));
}

/** The search files of a site built into `outDir` (every file under `search/`, paths relative to the root `/`). */
export async function builtSearchFiles(outDir: string): Promise<SearchFiles> {
  const names = await fs.readdir(path.join(outDir, 'search'));
  // One at a time: a 10,000-page site has some 20,000 search files, more than a process may hold open at once.
  const files: SearchFiles['files'] = [];
  for (const name of names) files.push({ path: `search/${name}`, contents: await fs.readFile(path.join(outDir, 'search', name)) });
  return { files, manifestUrl: `/${files.find((file) => file.path.startsWith('search/manifest'))!.path}` };
}

// The search files of a built site, or built here from content/ (docs and blog only).
async function searchFiles(outDir: string | undefined, log: (line: string) => void): Promise<SearchFiles> {
  if (outDir) return builtSearchFiles(outDir);
  log('Search: compiling content');
  return buildSearchFiles(await loadSearchPages(repoRoot), '/');
}

/** Measures the search files of the site built into `outDir` (or, without it, of content/'s docs and blog). */
export async function measureSearch(log: (line: string) => void = () => {}, { outDir }: { outDir?: string } = {}): Promise<SearchBenchResult> {
  const search = await searchFiles(outDir, log);
  const manifest = JSON.parse(search.files.find((file) => `/${file.path}` === search.manifestUrl)!.contents.toString()) as SearchManifest;
  const shards = search.files.filter((file) => file.path.startsWith('search/shard-'));
  const chunks = search.files.filter((file) => file.path.startsWith('search/records-'));
  const sum = (numbers: number[]) => numbers.reduce((total, value) => total + value, 0);
  log('Search: bytes fetched per query');
  const fetched = await measureFetchedBytes(search.files, search.manifestUrl);
  log('Search: load time');
  const parsed = shards.map((file) => file.contents);
  const loadSamples: number[] = [];
  let loaded;
  for (let run = 0; run < 10; run++) {
    const started = performance.now();
    loaded = loadShards(manifest, parsed.map((bytes) => JSON.parse(bytes.toString()) as ShardFile));
    loadSamples.push(performance.now() - started);
  }
  log('Search: query latency');
  const { index, levels } = loaded!;
  const queries = typedQueries();
  const querySamples: number[] = [];
  for (let round = 0; round < 6; round++) {
    for (const query of queries) {
      const started = performance.now();
      rankDocuments(index, query, (id) => levelBoost(levels.get(id)), { expander: glossaryExpander }).slice(0, SEARCH_HITS_PER_PAGE);
      // The first round warms the JIT and is not counted.
      if (round > 0) querySamples.push(performance.now() - started);
    }
  }
  return {
    source: outDir ?? 'content/ (docs and blog, compiled here)',
    shardCount: shards.length,
    shardBytes: sum(parsed.map((bytes) => bytes.length)), shardGzipBytes: sum(parsed.map(gzipSize)),
    chunkCount: chunks.length,
    recordsBytes: sum(chunks.map((file) => file.contents.length)), recordsGzipBytes: sum(chunks.map((file) => gzipSize(file.contents))),
    fetched,
    loadMs: median(loadSamples),
    queryCount: queries.length,
    queryP50Ms: percentile(querySamples, 50), queryP95Ms: percentile(querySamples, 95),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? '✅' : '❌');

/** Table rows for the bytes fetched per query against `limit`, and what expansion adds to them against its own limit. */
export function fetchedRows(fetched: readonly FetchedBytes[], limit: number, where: string): string[] {
  return fetched.flatMap(({ query, requests, gzipBytes, unexpandedGzipBytes }) => [
    `| Fetched for 「${query}」, ${where} (gzip, ${requests} requests) | ${kb(gzipBytes)} | ≤ ${kb(limit)} | ${verdict(gzipBytes <= limit)} |`,
    ...(unexpandedGzipBytes === undefined ? [] : [
      `| Added by expansion to 「${query}」, ${where} (unexpanded ${kb(unexpandedGzipBytes)}) | ${kb(gzipBytes - unexpandedGzipBytes)} | ≤ ${kb(EXPANSION_FETCH_LIMIT)} | ${verdict(gzipBytes - unexpandedGzipBytes <= EXPANSION_FETCH_LIMIT)} |`,
    ]),
  ]);
}

/** Formats the result, and the synthetic sites' fetched bytes, as a Markdown table with the targets. */
export function formatSearchReport(result: SearchBenchResult, synthetic: readonly SyntheticRun[] = []): string {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  return [
    `### Search (${result.source}; ${result.queryCount} typed queries)`,
    '',
    '| Metric | Measured | Target | |',
    '|---|---|---|---|',
    `| Index: ${result.shardCount} shards (raw / gzip, all) | ${kb(result.shardBytes)} / ${kb(result.shardGzipBytes)} | | — |`,
    `| Display records: ${result.chunkCount} chunks (raw / gzip, all) | ${kb(result.recordsBytes)} / ${kb(result.recordsGzipBytes)} | | — |`,
    ...fetchedRows(result.fetched, SEARCH_TARGETS.fetchedGzipBytes, 'real site'),
    ...synthetic.flatMap(({ pages, searchFetched }) => {
      const limit = pages <= 1000 ? FETCH_TARGETS.pages1000 : FETCH_TARGETS.pages10000;
      return searchFetched ? fetchedRows(searchFetched, limit, `${pages.toLocaleString('en-US')} pages`) : [];
    }),
    `| Load every shard (median) | ${ms(result.loadMs)} | | — |`,
    `| Query latency p50 | ${ms(result.queryP50Ms)} | | — |`,
    `| Query latency p95 | ${ms(result.queryP95Ms)} | ≤ ${ms(SEARCH_TARGETS.queryP95Ms)} | ${verdict(result.queryP95Ms <= SEARCH_TARGETS.queryP95Ms)} |`,
    '',
  ].join('\n');
}
