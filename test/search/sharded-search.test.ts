// The sharded index answers exactly as the whole index does: the same hits in the same order and the same
// count, for every typed prefix of the recall queries and for typos (the fuzzy path), on the real site's
// docs and blog and on a synthetic 1,000-page site — and, asked for the modal's hits alone (a few of each section),
// those of them. The browser engine runs here over the built files.
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { SearchPageSource } from '../../build/search/search-page-source.ts';
import { buildSearchFiles, collectSearchRecords } from '../../build/search/write-search-index.ts';
import { createLocalEngine } from '../../client/search/local-engine.ts';
import { loadSearchPages } from '../../scripts/bench/search-pages.ts';
import { RECALL_QUERIES } from '../../scripts/bench/search-queries.ts';
import { SEARCH_HITS_PER_GROUP, SEARCH_HITS_PER_PAGE } from '../../theme/lib/constants.ts';
import { packRecords, unpackRecords } from '../../theme/lib/search/records-file.ts';
import { createSearchIndex, loadSearchIndex, searchRecords, serialiseSearchIndex } from '../../theme/lib/search/search-index.ts';
import { fileUrl, type SearchManifest } from '../../theme/lib/search/shard-file.ts';
import { isTutorialRecord } from '../../build/search/page-records.ts';
import { answerFiles, answerWords, expansionTargets, queryExpander } from '../../theme/lib/search/expand-query.ts';
import { GLOSSARY_EXPANSIONS } from '../../theme/lib/search/glossary-expansions.ts';
import { TRADITIONAL_EXPANSIONS } from '../../theme/lib/search/traditional-chinese.ts';
import { filesForQuery, shardsForQuery } from '../../theme/lib/search/shard-keys.ts';
import { shownHits } from '../../theme/lib/search/sections.ts';
import { repoRoot } from '../helpers/fixture-site.ts';
import { searchPageFromHtml } from './fixtures/search-page.ts';
import { syntheticPages } from './synthetic-search-pages.ts';

// Every prefix of every recall query as a reader types it, a few typos, and queries that find nothing.
const QUERIES = [
  ...new Set(RECALL_QUERIES.flatMap((query) => [...query].map((_, end) => [...query].slice(0, end + 1).join('')).filter((text) => text.trim()))),
  'atrr', 'chidlren', 'selectr', 'travers', 'extrct', 'cheerioo', 'closset', '加载 lod', 'xyzzy', '龘',
  // Two-letter prefixes with other terms: a split prefix then needs every shard of its three-letter keys.
  'ch 加载', 'lo at', 'se ch', 'ch', 'co', 'CH',
  // Expanded queries: Traditional characters (the engine loads their table only now), variants, inflections.
  '遍歷', '選擇器', '加載文件', '編碼', '选取器', 'traversing', 'selectors 屬性',
  // Glossary words typed alone (their first page is stored), in another case, inflected, or with another word.
  'select', 'class', 'decode', 'element', 'base url', 'Child', 'elements', 'loading', 'child 加载', 'parent element',
  // A two-word term typed letter by letter after its first word (each stored), one whose exact search finds nothing.
  'encoding d', 'encoding de', 'encoding dete', 'encoding sniff', 'encoding sniffi', 'class n', 'class na',
];

// The URL of the file that stores `text`'s first page (a glossary word's file holds its inflections' and typed texts' too).
const answerUrlOf = (manifest: SearchManifest, text: string) => fileUrl(manifest.answerUrl!, answerFiles(GLOSSARY_EXPANSIONS)[answerWords(GLOSSARY_EXPANSIONS).indexOf(text)]!);

// The reference knows every expansion from the start; the engine loads the Traditional table when a query needs it.
const FULL_EXPANDER = queryExpander({ ...GLOSSARY_EXPANSIONS, ...TRADITIONAL_EXPANSIONS });

/** The engine over the files built from `pages`, with fetch served from memory and every URL it asked for. */
function shardedEngine(pages: readonly SearchPageSource[], options: { shardSize?: number } = {}) {
  const { files, manifestUrl } = buildSearchFiles(pages, '/', options);
  const byUrl = new Map(files.map((file) => [`/${file.path}`, file.contents.toString()]));
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    const body = byUrl.get(url);
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  });
  return { engine: createLocalEngine(manifestUrl), requested, files };
}

// Checks every query against the whole index; returns the manifest the sharded files were built with.
async function expectSameAnswers(sources: readonly SearchPageSource[], { pages = [0, 1], ...options }: { shardSize?: number; pages?: number[] } = {}): Promise<SearchManifest> {
  // The reference: the whole index and all records, as the browser loaded them before sharding.
  const records = collectSearchRecords(sources);
  const expanded = unpackRecords(packRecords(records));
  const whole = loadSearchIndex(serialiseSearchIndex(createSearchIndex(records)));
  const { engine, files } = shardedEngine(sources, options);
  expect(files.filter((file) => file.path.includes('/shard-')).length).toBeGreaterThan(1);
  const signal = new AbortController().signal;
  for (const query of QUERIES) {
    for (const page of pages) {
      const expected = searchRecords(whole, expanded, query, { offset: page * SEARCH_HITS_PER_PAGE, limit: SEARCH_HITS_PER_PAGE, isTutorial: isTutorialRecord, expander: FULL_EXPANDER });
      // The modal's hits first, so that the page of every hit then needs what the modal did not fetch.
      const inModal = { ...expected, hits: shownHits(expected.hits, (hit) => hit.hierarchy.lvl0, SEARCH_HITS_PER_GROUP) };
      if (page === 0) expect(await engine.search(query, page, signal, undefined, SEARCH_HITS_PER_GROUP), `${query} in the modal`).toEqual(inModal);
      expect(await engine.search(query, page, signal), `${query}, page ${page}`).toEqual(expected);
    }
  }
  return JSON.parse(files[0]!.contents.toString()) as SearchManifest;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sharded index ranks exactly like the whole index', () => {
  test(`on the real site's docs and blog (${QUERIES.length} queries, two pages of hits each)`, async () => {
    const pages = await loadSearchPages(repoRoot);
    await expectSameAnswers(pages);
    await expectSameAnswers(pages, { shardSize: 500 });
    // Shards this small split the largest two-letter prefixes by a third letter.
    const split = await expectSameAnswers(pages, { shardSize: 30 });
    expect(Object.keys(split.splitPrefixes)).toContain('ch');
  }, 120_000);

  test('where a stored page finds nothing exactly and typo tolerance finds a page (「encoding sniffi」: sniff)', async () => {
    const sniff = searchPageFromHtml({ url: '/docs/sniff', lvl0: '文档', title: '编码', tag: 'docs-default-current', html: '<p>encoding sniff 编码</p>' });
    const pages = [...syntheticPages(60), sniff];
    await expectSameAnswers(pages, { shardSize: 500 });
    const { engine, requested } = shardedEngine(pages, { shardSize: 500 });
    const found = await engine.search('encoding sniffi', 0, new AbortController().signal);
    expect(found.hits.map((hit) => hit.url_without_anchor)).toContain('/docs/sniff');
    expect(requested.filter((url) => url.includes('/expansion-'))).toEqual([]);
  }, 60_000);

  test('on a synthetic 1,000-page site', async () => {
    const manifest = await expectSameAnswers(syntheticPages(1000), { pages: [0] });
    expect(Object.keys(manifest.splitPrefixes)).toContain('ch');
  }, 180_000);
});

test('a query downloads the manifest, the shards of its own terms and the record chunks of its hits only', async () => {
  const { engine, requested, files } = shardedEngine(await loadSearchPages(repoRoot));
  const shardCount = files.filter((file) => file.path.includes('/shard-')).length;
  const answer = await engine.search('加载', 0, new AbortController().signal);
  expect(answer.hits.length).toBeGreaterThan(0);
  expect(requested.filter((url) => url.includes('/manifest'))).toHaveLength(1);
  expect(requested.filter((url) => url.includes('/shard-')).length).toBeLessThanOrEqual(2);
  expect(requested.filter((url) => url.includes('/shard-')).length).toBeLessThan(shardCount);
  const { recordsPerChunk } = JSON.parse(files[0]!.contents.toString()) as SearchManifest;
  const chunks = new Set(answer.hits.map((hit) => Math.floor(hit.weight.position / recordsPerChunk)));
  expect(requested.filter((url) => url.includes('/records-'))).toHaveLength(chunks.size);
  // Another query of the same characters needs no other shard, and hits already shown no other chunk.
  const shards = () => requested.filter((url) => url.includes('/shard-')).length;
  const before = shards();
  await engine.search('加', 0, new AbortController().signal);
  expect(shards()).toBe(before);
  const requests = requested.length;
  await engine.search('加载', 0, new AbortController().signal);
  expect(requested.length).toBe(requests);
});

test('the modal downloads the records of the hits it shows alone; /search then those of the others', async () => {
  const signal = new AbortController().signal;
  const all = await shardedEngine(await loadSearchPages(repoRoot)).engine.search('加载', 0, signal);
  const { engine, requested, files } = shardedEngine(await loadSearchPages(repoRoot));
  const { recordsPerChunk } = JSON.parse(files[0]!.contents.toString()) as SearchManifest;
  const shown = shownHits(all.hits, (hit) => hit.hierarchy.lvl0, SEARCH_HITS_PER_GROUP);
  expect(shown.length).toBeLessThan(all.hits.length);
  const chunksOf = (hits: typeof shown) => new Set(hits.map((hit) => Math.floor(hit.weight.position / recordsPerChunk)));
  const chunksRequested = () => new Set(requested.flatMap((url) => url.match(/\/records-(\d+)/)?.[1] ?? []).map(Number));
  const modal = await engine.search('加载', 0, signal, undefined, SEARCH_HITS_PER_GROUP);
  expect(modal).toEqual({ ...all, hits: shown });
  expect(chunksRequested()).toEqual(chunksOf(shown));
  await engine.search('加载', 0, signal);
  expect(chunksRequested()).toEqual(chunksOf(all.hits));
});

test('a glossary word\'s stored page carries the records the modal shows, with its inflections\' pages; /search reads the others\' from their own file', async () => {
  const signal = new AbortController().signal;
  const all = await shardedEngine(await loadSearchPages(repoRoot)).engine.search('modify', 0, signal);
  const { engine, requested, files } = shardedEngine(await loadSearchPages(repoRoot));
  const manifest = JSON.parse(files[0]!.contents.toString()) as SearchManifest;
  const modal = await engine.search('modify', 0, signal, undefined, SEARCH_HITS_PER_GROUP);
  expect(modal).toEqual({ ...all, hits: shownHits(all.hits, (hit) => hit.hierarchy.lvl0, SEARCH_HITS_PER_GROUP) });
  expect(modal.hits.length).toBeLessThan(all.hits.length);
  expect(requested.filter((url) => !url.includes('/manifest'))).toEqual([answerUrlOf(manifest, 'modify')]);
  // Its inflections' pages are in its file: typing on to 「modifying」 fetches nothing more.
  const fetched = requested.length;
  expect((await engine.search('modifying', 0, signal, undefined, SEARCH_HITS_PER_GROUP)).hits.length).toBeGreaterThan(0);
  expect(requested.length).toBe(fetched);
  expect(await engine.search('modify', 0, signal)).toEqual(all);
  expect(requested.filter((url) => url.includes('/more-'))).toHaveLength(1);
  expect(requested.filter((url) => url.includes('/shard-') || url.includes('/expansion-'))).toEqual([]);
});

test('an English glossary word typed alone downloads its stored first page, not the shards of its Chinese term', async () => {
  const { engine, requested, files } = shardedEngine(await loadSearchPages(repoRoot));
  const manifest = JSON.parse(files[0]!.contents.toString()) as SearchManifest;
  const answer = await engine.search('traverse', 0, new AbortController().signal);
  expect(answer.hits.map((hit) => hit.url_without_anchor)).toContain('/docs/basics/traversing');
  expect(requested.filter((url) => url.includes('/answer-'))).toEqual([answerUrlOf(manifest, 'traverse')]);
  expect(requested.filter((url) => url.includes('/shard-') || url.includes('/expansion-'))).toEqual([]);
});

test('a two-word term typed after its first word reads each text\'s stored page; one that finds nothing exactly goes straight to typo tolerance', async () => {
  const { engine, requested, files } = shardedEngine(await loadSearchPages(repoRoot));
  const manifest = JSON.parse(files[0]!.contents.toString()) as SearchManifest;
  const signal = new AbortController().signal;
  const answerOf = (text: string) => answerUrlOf(manifest, text);
  await engine.search('encoding de', 0, signal);
  expect(requested.filter((url) => url.includes('/answer-'))).toEqual([answerOf('encoding de')]);
  expect(requested.filter((url) => url.includes('/shard-') || url.includes('/expansion-'))).toEqual([]);
  // 「encoding d」 finds nothing exactly (a one-letter word is no prefix): every shard for typos, and no file of 编码.
  const stored = await engine.search('encoding d', 0, signal);
  expect(answerOf('encoding d')).toBe(answerOf('encoding de'));
  expect(requested.filter((url) => url.includes('/answer-'))).toEqual([answerOf('encoding de')]);
  expect(requested.filter((url) => url.includes('/shard-')).length).toBe(manifest.shardCount);
  expect(requested.filter((url) => url.includes('/expansion-'))).toEqual([]);
  // The same query where no page is stored (a second space) ranks as it did (the whole index's answers to both, typos
  // tolerated, are compared with the engine's above).
  const ranked = await shardedEngine(await loadSearchPages(repoRoot)).engine.search('encoding  d', 0, signal);
  expect([stored.nbHits, stored.hits.map((hit) => hit.objectID)]).toEqual([ranked.nbHits, ranked.hits.map((hit) => hit.objectID)]);
});

test('an inflection has its first page stored; a later page reads its Chinese alternative from the alternative\'s file, not from the shards of its characters', async () => {
  const { engine, requested, files } = shardedEngine(await loadSearchPages(repoRoot));
  const manifest = JSON.parse(files[0]!.contents.toString()) as SearchManifest;
  const expander = queryExpander(GLOSSARY_EXPANSIONS);
  await engine.search('traversing', 0, new AbortController().signal);
  expect(requested.filter((url) => url.includes('/answer-'))).toEqual([answerUrlOf(manifest, 'traversing')]);
  expect(requested.filter((url) => url.includes('/shard-') || url.includes('/expansion-'))).toEqual([]);
  // 遍历 in its file (a few hundred bytes: the documents that say 遍历), the shards of traversing's own terms only.
  const needed = filesForQuery('traversing', manifest, expander);
  expect(needed.expansions).toEqual([expansionTargets(GLOSSARY_EXPANSIONS).indexOf('遍历')]);
  expect(needed.shards).toEqual(shardsForQuery('traversing', manifest));
  await engine.search('traversing', 1, new AbortController().signal);
  expect(requested.filter((url) => url.includes('/shard-'))).toEqual(needed.shards.map((number) => fileUrl(manifest.shardUrl, number)));
  expect(requested.filter((url) => url.includes('/expansion-'))).toEqual(needed.expansions.map((number) => fileUrl(manifest.expansionUrl!, number)));
});

test('a split two-letter prefix typed alone downloads no shard: its first page of hits is in the manifest', async () => {
  const { engine, requested } = shardedEngine(await loadSearchPages(repoRoot), { shardSize: 30 });
  const answer = await engine.search('ch', 0, new AbortController().signal);
  expect(answer.hits.length).toBeGreaterThan(0);
  expect(requested.filter((url) => url.includes('/shard-'))).toEqual([]);
  // With another term, or for the next page, it needs the shards of every three-letter key it covers.
  await engine.search('ch 加载', 0, new AbortController().signal);
  expect(requested.filter((url) => url.includes('/shard-')).length).toBeGreaterThan(1);
});
