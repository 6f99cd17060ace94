// Recall over the real content: for each query, every page whose text contains the query is found.
import { beforeAll, expect, test } from 'vitest';
import { collectSearchRecords } from '../../build/search/write-search-index.ts';
import { loadSearchPages } from '../../scripts/bench/search-pages.ts';
import type { SearchRecord } from '../../theme/lib/search/records.ts';
import { createSearchIndex, loadSearchIndex, searchRecords, serialiseSearchIndex } from '../../theme/lib/search/search-index.ts';
import { foldForSearch } from '../../theme/lib/search/tokenize.ts';
import { repoRoot } from '../helpers/fixture-site.ts';
import { RECALL_QUERIES } from '../../scripts/bench/search-queries.ts';

let records: SearchRecord[];
let search: (query: string) => Set<string>;

beforeAll(async () => {
  records = collectSearchRecords(await loadSearchPages(repoRoot));
  const index = loadSearchIndex(serialiseSearchIndex(createSearchIndex(records)));
  search = (query) => new Set(searchRecords(index, records, query, { limit: Infinity }).hits.map((hit) => hit.url_without_anchor));
});

// A Latin query is a word or the start of one (search matches words and prefixes, not the middle of a
// word): the occurrence must begin the text, follow a non-letter, or start a camelCase part.
function occursIn(text: string, query: string): boolean {
  const folded = foldForSearch(text);
  const needle = foldForSearch(query);
  for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + 1)) {
    if (!/^[\p{L}\p{N}]/u.test(needle) || /\p{Script=Han}/u.test(needle[0]!)) return true;
    const before = text[at - 1] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) || (/\p{Ll}/u.test(before) && /\p{Lu}/u.test(text[at]!))) return true;
  }
  return false;
}

function pagesContaining(query: string): string[] {
  const texts = new Map<string, string>();
  for (const record of records) {
    const own = record.type === 'content' ? record.content ?? '' : record.hierarchy[record.type];
    texts.set(record.url_without_anchor, `${texts.get(record.url_without_anchor) ?? ''}\n${own}`);
  }
  return [...texts].filter(([, text]) => occursIn(text, query)).map(([url]) => url);
}

test('the query list has at least 40 queries that occur in the content', () => {
  expect(RECALL_QUERIES.filter((query) => pagesContaining(query).length > 0).length).toBeGreaterThanOrEqual(40);
});

test.each(RECALL_QUERIES)('every page containing %s is found', (query) => {
  const expected = pagesContaining(query);
  const found = search(query);
  expect(expected.filter((url) => !found.has(url))).toEqual([]);
});
