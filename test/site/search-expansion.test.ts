// Search across languages on the real site's built index (API pages included): an English word, its inflection,
// Traditional characters or a variant the glossary rejects each put the tutorial (or API page) that explains it among the
// first three pages /search lists. The browser's engine runs here over the built files, as /search runs it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createLocalEngine } from '../../client/search/local-engine.ts';
import type { SearchEngine } from '../../client/search/search-engine.ts';
import { builtSearchFiles } from '../../scripts/bench/search.ts';
import { EXPANSION_FETCH_LIMIT, FETCH_QUERIES, FETCH_TARGETS, measureFetchedBytes } from '../../scripts/bench/search-fetch.ts';
import { answerWords } from '../../theme/lib/search/expand-query.ts';
import { GLOSSARY_EXPANSIONS } from '../../theme/lib/search/glossary-expansions.ts';
import { realSiteDir } from '../helpers/real-site.ts';

const TRAVERSING = '/docs/basics/traversing';
const SELECTING = '/docs/basics/selecting';
const LOADING = '/docs/basics/loading';
const MANIPULATION = '/docs/basics/manipulation';
const EXTRACT = '/docs/advanced/extract';
const EXTENDING = '/docs/advanced/extending-cheerio';
const CONFIGURING = '/docs/advanced/configuring-cheerio';
const CHEERIO_API = '/docs/api/interfaces/CheerioAPI';

// [query, the page it must find, what kind of query it is]
const CASES: [string, string, 'English' | 'Traditional' | 'variant'][] = [
  ['traverse', TRAVERSING, 'English'],
  ['traversing', TRAVERSING, 'English'],
  ['traversal', TRAVERSING, 'English'],
  ['siblings', TRAVERSING, 'English'],
  ['ancestors', TRAVERSING, 'English'],
  ['遍歷', TRAVERSING, 'Traditional'],
  ['游走', TRAVERSING, 'variant'],
  ['selector', SELECTING, 'English'],
  ['selectors', SELECTING, 'English'],
  ['selecting', SELECTING, 'English'],
  ['select', SELECTING, 'English'],
  ['pseudo-class', EXTENDING, 'English'],
  ['選擇器', SELECTING, 'Traditional'],
  ['選擇元素', SELECTING, 'Traditional'],
  ['偽類', SELECTING, 'Traditional'],
  ['选取器', SELECTING, 'variant'],
  ['選取器', SELECTING, 'variant'],
  ['load', LOADING, 'English'],
  ['loading', LOADING, 'English'],
  ['encoding', LOADING, 'English'],
  ['encoding detection', LOADING, 'English'],
  ['streams', LOADING, 'English'],
  // Serialising is the API's $.html() and $.xml() (CheerioAPI), which no tutorial is about.
  ['serialize', CHEERIO_API, 'English'],
  ['加載文件', LOADING, 'Traditional'],
  ['載入文檔', LOADING, 'Traditional'],
  ['編碼', LOADING, 'Traditional'],
  ['檢測編碼', LOADING, 'Traditional'],
  ['載入', LOADING, 'variant'],
  ['串流', LOADING, 'variant'],
  ['字元編碼', LOADING, 'variant'],
  ['manipulation', MANIPULATION, 'English'],
  ['manipulating', MANIPULATION, 'English'],
  ['modified', MANIPULATION, 'English'],
  ['inserting', MANIPULATION, 'English'],
  ['wrap', MANIPULATION, 'English'],
  ['remove', MANIPULATION, 'English'],
  ['modify', MANIPULATION, 'English'],
  ['刪除', MANIPULATION, 'Traditional'],
  ['修改文檔', MANIPULATION, 'Traditional'],
  ['操縱', MANIPULATION, 'variant'],
  ['extract', EXTRACT, 'English'],
  ['extraction', EXTRACT, 'English'],
  ['base URL', EXTRACT, 'English'],
  ['提取數據', EXTRACT, 'Traditional'],
  ['基準 URL', EXTRACT, 'Traditional'],
  ['plugins', EXTENDING, 'English'],
  ['extending', EXTENDING, 'English'],
  ['擴展', EXTENDING, 'Traditional'],
  ['外掛', EXTENDING, 'variant'],
  ['configuration', CONFIGURING, 'English'],
  ['parser', CONFIGURING, 'English'],
  ['剖析器', CONFIGURING, 'variant'],
];

let engine: SearchEngine;

beforeAll(async () => {
  const outDir = realSiteDir();
  const manifest = (await fs.readdir(path.join(outDir, 'search'))).find((name) => name.startsWith('manifest-'))!;
  vi.stubGlobal('fetch', async (url: string) => new Response(await fs.readFile(path.join(outDir, decodeURIComponent(url)))));
  engine = createLocalEngine(`/search/${manifest}`);
});

afterAll(() => {
  vi.unstubAllGlobals();
});

// The pages of the first page of hits, in the order /search first shows them.
async function pagesFound(query: string): Promise<string[]> {
  const { hits } = await engine.search(query, 0, new AbortController().signal);
  return [...new Set(hits.map((hit) => hit.url_without_anchor))];
}

test('the table has at least 40 cases, English, Traditional and variants each', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(40);
  for (const kind of ['English', 'Traditional', 'variant']) expect(CASES.filter((entry) => entry[2] === kind).length).toBeGreaterThanOrEqual(8);
});

test.each(CASES)('%s puts %s in the first three pages (%s)', async (query, page) => {
  expect((await pagesFound(query)).slice(0, 3)).toContain(page);
});

test('an English word puts the tutorial above the API pages that name it', async () => {
  expect((await pagesFound('traverse'))[0]).toBe(TRAVERSING);
  expect((await pagesFound('selector'))[0]).toBe(SELECTING);
  expect((await pagesFound('manipulation'))[0]).toBe(MANIPULATION);
});

test('a Simplified query is not changed by the Traditional table: 文件 (a file) is not read as 文档', async () => {
  expect(await pagesFound('文件')).not.toEqual(await pagesFound('文档'));
});

// What expansion adds to a query's download (gzip, typed a character at a time from an opened modal, which shows a few
// hits of each section), for every word whose first page the build stores — the glossary's English words, its two-word
// terms (typed through 「encoding d」), the inflections the expander reads as them — and the bench's queries: the
// glossary's Chinese for an English word comes in the word's stored first page, with the records of the hits the modal
// shows and the reader has not fetched while typing it, not in the shards of its first characters.
const words = answerWords(GLOSSARY_EXPANSIONS);

test(`expansion adds at most 2 KB (gzip) to what each of the ${words.length} stored words and the bench's queries fetch`, async () => {
  const { files, manifestUrl } = await builtSearchFiles(realSiteDir());
  const queries = [...new Set([...FETCH_QUERIES, ...words])];
  const fetched = await measureFetchedBytes(files, manifestUrl, queries);
  expect(fetched.map(({ query }) => query)).toEqual(queries);
  for (const { query, gzipBytes, unexpandedGzipBytes } of fetched) {
    expect(gzipBytes - unexpandedGzipBytes!, query).toBeLessThanOrEqual(EXPANSION_FETCH_LIMIT);
    if ((FETCH_QUERIES as readonly string[]).includes(query)) expect(gzipBytes, query).toBeLessThanOrEqual(FETCH_TARGETS.realSite);
  }
}, 300_000);
