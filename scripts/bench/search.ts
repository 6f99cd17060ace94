// Search numbers for `npm run bench`: index and display-records size (raw and gzip), the browser-side
// load time (parse + rebuild), and query latency over the recall queries typed letter by letter.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildSearchFiles } from '../../build/search/write-search-index.ts';
import { unpackRecords, type RecordsFile } from '../../theme/lib/search/records-file.ts';
import { loadSearchIndex, searchRecords } from '../../theme/lib/search/search-index.ts';
import { SEARCH_HITS_PER_PAGE } from '../../theme/lib/constants.ts';
import { repoRoot } from './paths.ts';
import { loadSearchPages } from './search-pages.ts';
import { RECALL_QUERIES } from './search-queries.ts';
import { median, percentile } from './statistics.ts';

/** What the search benchmark measured. */
export interface SearchBenchResult {
  /** Where the files came from: a built site's folder, or content/ compiled on the spot. */
  source: string;
  indexBytes: number;
  indexGzipBytes: number;
  recordsBytes: number;
  recordsGzipBytes: number;
  /** Median time to turn the downloaded files into a searchable index. */
  loadMs: number;
  queryCount: number;
  queryP50Ms: number;
  queryP95Ms: number;
}

/** The spec's targets for these numbers. */
export const SEARCH_TARGETS = { totalGzipBytes: 150 * 1024, queryP95Ms: 5 } as const;

const gzipSize = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

// Every prefix of every query, as a reader types it (a Chinese character or a Latin letter at a time).
function typedQueries(): string[] {
  return RECALL_QUERIES.flatMap((query) => [...query].map((_, index) => [...query].slice(0, index + 1).join('')).filter((text) => text.trim()));
}

// The search files of a built site (`outDir/search/`), or built here from content/ (docs and blog only).
async function searchFiles(outDir: string | undefined, log: (line: string) => void): Promise<[index: string, records: string]> {
  if (outDir) {
    const names = await fs.readdir(path.join(outDir, 'search'));
    const read = (prefix: string) => fs.readFile(path.join(outDir, 'search', names.find((name) => name.startsWith(prefix))!), 'utf8');
    return [await read('index-'), await read('records-')];
  }
  log('Search: compiling content');
  const pages = await loadSearchPages(repoRoot);
  return buildSearchFiles(pages, '/').files.map((file) => file.contents) as [string, string];
}

/** Measures the search files of the site built into `outDir` (or, without it, of content/'s docs and blog). */
export async function measureSearch(log: (line: string) => void = () => {}, { outDir }: { outDir?: string } = {}): Promise<SearchBenchResult> {
  const [index, records] = await searchFiles(outDir, log);
  log('Search: load time');
  const loadSamples: number[] = [];
  let loaded;
  for (let run = 0; run < 10; run++) {
    const started = performance.now();
    loaded = { index: loadSearchIndex(index), records: unpackRecords(JSON.parse(records) as RecordsFile) };
    loadSamples.push(performance.now() - started);
  }
  log('Search: query latency');
  const queries = typedQueries();
  const querySamples: number[] = [];
  for (let round = 0; round < 6; round++) {
    for (const query of queries) {
      const started = performance.now();
      searchRecords(loaded!.index, loaded!.records, query, { limit: SEARCH_HITS_PER_PAGE });
      // The first round warms the JIT and is not counted.
      if (round > 0) querySamples.push(performance.now() - started);
    }
  }
  return {
    source: outDir ?? 'content/ (docs and blog, compiled here)',
    indexBytes: Buffer.byteLength(index), indexGzipBytes: gzipSize(index),
    recordsBytes: Buffer.byteLength(records), recordsGzipBytes: gzipSize(records),
    loadMs: median(loadSamples),
    queryCount: queries.length,
    queryP50Ms: percentile(querySamples, 50), queryP95Ms: percentile(querySamples, 95),
  };
}

/** Formats the result as a Markdown table with the targets. */
export function formatSearchReport(result: SearchBenchResult): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const verdict = (ok: boolean) => (ok ? '✅' : '❌');
  const total = result.indexGzipBytes + result.recordsGzipBytes;
  return [
    `### Search (${result.source}; ${result.queryCount} typed queries)`,
    '',
    '| Metric | Measured | Target | |',
    '|---|---|---|---|',
    `| Index size (raw / gzip) | ${kb(result.indexBytes)} / ${kb(result.indexGzipBytes)} | | — |`,
    `| Display records (raw / gzip) | ${kb(result.recordsBytes)} / ${kb(result.recordsGzipBytes)} | | — |`,
    `| Index + records (gzip) | ${kb(total)} | ≤ ${kb(SEARCH_TARGETS.totalGzipBytes)} | ${verdict(total <= SEARCH_TARGETS.totalGzipBytes)} |`,
    `| Index load (median) | ${ms(result.loadMs)} | | — |`,
    `| Query latency p50 | ${ms(result.queryP50Ms)} | | — |`,
    `| Query latency p95 | ${ms(result.queryP95Ms)} | ≤ ${ms(SEARCH_TARGETS.queryP95Ms)} | ${verdict(result.queryP95Ms <= SEARCH_TARGETS.queryP95Ms)} |`,
    '',
  ].join('\n');
}
