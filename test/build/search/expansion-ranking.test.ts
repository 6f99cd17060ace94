// The stored first pages of expansion's words are ranked at build time without MiniSearch (queryRanker): each must be
// the very list MiniSearch ranks over the browser's index, ties in the same order, or a reader typing 「child」 would
// see other hits than the engine ranks for 「child」 and another word. Checked for every stored word, expanded and as
// typed, and every typed prefix of the recall queries, expanded with the Traditional table too.
import { describe, expect, test } from 'vitest';
import { buildIndexFile } from '../../../build/search/build-index-file.ts';
import { termMatcher } from '../../../build/search/expansion-files.ts';
import { queryRanker } from '../../../build/search/expansion-ranking.ts';
import { isTutorialRecord } from '../../../build/search/page-records.ts';
import { isSearched, type SearchPageSource } from '../../../build/search/search-page-source.ts';
import { collectSearchRecords } from '../../../build/search/write-search-index.ts';
import { loadSearchPages } from '../../../scripts/bench/search-pages.ts';
import { RECALL_QUERIES } from '../../../scripts/bench/search-queries.ts';
import { answerWords, queryExpander } from '../../../theme/lib/search/expand-query.ts';
import { GLOSSARY_EXPANSIONS } from '../../../theme/lib/search/glossary-expansions.ts';
import { unpackIndex } from '../../../theme/lib/search/index-file.ts';
import { documentBoost, rankDocuments, SEARCH_INDEX_OPTIONS, type IndexedRecord } from '../../../theme/lib/search/search-index.ts';
import { TRADITIONAL_EXPANSIONS } from '../../../theme/lib/search/traditional-chinese.ts';
import MiniSearch from 'minisearch';
import { repoRoot } from '../../helpers/fixture-site.ts';
import { syntheticPages } from '../../search/synthetic-search-pages.ts';

const expander = queryExpander({ ...GLOSSARY_EXPANSIONS, ...TRADITIONAL_EXPANSIONS });
const QUERIES = [
  ...answerWords(GLOSSARY_EXPANSIONS),
  ...new Set(RECALL_QUERIES.flatMap((query) => [...query].map((_, end) => [...query].slice(0, end + 1).join('')).filter((text) => text.trim()))),
  'child 加载', 'parent element', 'selectors 屬性', '遍歷', '選擇器', '加載文件', 'Child', 'cheerio.load', 'xyzzy',
];

// Returns how many queries found something, each ranked both ways.
function expectSameRanking(pages: readonly SearchPageSource[]): number {
  const searched = pages.filter(isSearched);
  const boosts = collectSearchRecords(searched).map((record) => documentBoost(record.weight.level, isTutorialRecord(record)));
  const file = buildIndexFile(searched);
  const miniSearch = MiniSearch.loadJS<IndexedRecord>(unpackIndex(file), SEARCH_INDEX_OPTIONS);
  const rank = queryRanker(file, boosts, termMatcher(file.terms));
  let found = 0;
  for (const query of QUERIES) {
    const expected = rankDocuments(miniSearch, query, (id) => boosts[id]!, { expander }).map((result) => result.id as number);
    expect(rank(expander.query(query)), query).toEqual(expected);
    expect(rank(query), `${query} as typed`).toEqual(rankDocuments(miniSearch, query, (id) => boosts[id]!).map((result) => result.id as number));
    if (expected.length > 0) found++;
  }
  return found;
}

describe('queryRanker ranks a query exactly as MiniSearch does', () => {
  test("on the real site's docs and blog", async () => {
    expect(expectSameRanking(await loadSearchPages(repoRoot))).toBeGreaterThan(100);
  }, 60_000);

  test('on 300 synthetic pages', () => {
    expect(expectSameRanking(syntheticPages(300))).toBeGreaterThan(20);
  }, 60_000);
});
