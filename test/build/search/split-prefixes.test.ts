// The split prefixes' first page of hits is ranked at build time without MiniSearch (rankPrefix): it must be
// the very list MiniSearch ranks for that prefix alone, ties in the same order, or a reader typing 「ch」 would see
// other hits than when typing 「ch」 and another term. Checked for every Latin prefix of two and three letters.
import { describe, expect, test } from 'vitest';
import { buildIndexFile } from '../../../build/search/build-index-file.ts';
import { rankPrefix } from '../../../build/search/split-prefixes.ts';
import { collectSearchRecords } from '../../../build/search/write-search-index.ts';
import { isSearched, type SearchPageSource } from '../../../build/search/search-page-source.ts';
import { loadSearchPages } from '../../../scripts/bench/search-pages.ts';
import { unpackIndex } from '../../../theme/lib/search/index-file.ts';
import { documentBoost, rankDocuments, SEARCH_INDEX_OPTIONS, type IndexedRecord } from '../../../theme/lib/search/search-index.ts';
import { isTutorialRecord } from '../../../build/search/page-records.ts';
import { isCjkTerm } from '../../../theme/lib/search/tokenize.ts';
import MiniSearch from 'minisearch';
import { repoRoot } from '../../helpers/fixture-site.ts';
import { syntheticPages } from '../../search/synthetic-search-pages.ts';

// Every prefix of two and three letters of the index's Latin terms, and each ranked both ways.
function expectSameRanking(pages: readonly SearchPageSource[]): number {
  const searched = pages.filter(isSearched);
  const boosts = collectSearchRecords(searched).map((record) => documentBoost(record.weight.level, isTutorialRecord(record)));
  const file = buildIndexFile(searched);
  const miniSearch = MiniSearch.loadJS<IndexedRecord>(unpackIndex(file), SEARCH_INDEX_OPTIONS);
  const latin = file.terms.flatMap((term, number) => (isCjkTerm(term) ? [] : [number]));
  const prefixes = [...new Set(latin.flatMap((number) => [2, 3].map((length) => file.terms[number]!.slice(0, length))))].filter((prefix) => prefix.length > 1);
  for (const prefix of prefixes) {
    // A stored answer serves only a prefix nothing expands, so MiniSearch ranks it unexpanded here.
    const expected = rankDocuments(miniSearch, prefix, (id) => boosts[id]!).map((result) => result.id as number);
    const own = latin.filter((number) => file.terms[number]!.startsWith(prefix));
    expect(rankPrefix(file, prefix, own, boosts), prefix).toEqual(expected);
  }
  return prefixes.length;
}

describe('rankPrefix ranks a prefix exactly as MiniSearch does', () => {
  test("on the real site's docs and blog", async () => {
    expect(expectSameRanking(await loadSearchPages(repoRoot))).toBeGreaterThan(100);
  });

  test('on 300 synthetic pages', () => {
    expect(expectSameRanking(syntheticPages(300))).toBeGreaterThan(20);
  });
});
