// What query expansion adds to a query's download at scale: on a synthetic 1,000-page site, where the glossary's
// Chinese terms fill whole shards, typing child fetches its stored first page rather than the shards of 「子」 and 「元」
// (the bench's 1,000-page figures are a build of the same text; scripts/bench/search-fetch.ts); an inflection and a
// two-word term typed through its half-typed second word do too.
import { expect, test } from 'vitest';
import { buildSearchFiles } from '../../build/search/write-search-index.ts';
import { EXPANSION_FETCH_LIMIT, FETCH_QUERIES, FETCH_TARGETS, measureFetchedBytes } from '../../scripts/bench/search-fetch.ts';
import { syntheticPages } from './synthetic-search-pages.ts';

test('expansion adds at most 2 KB (gzip) to what a query fetches on 1,000 pages', async () => {
  const { files, manifestUrl } = buildSearchFiles(syntheticPages(1000), '/');
  for (const fetched of await measureFetchedBytes(files, manifestUrl, [...FETCH_QUERIES, 'selector', 'element', 'text', 'siblings', 'traversing', 'encoding detection'])) {
    expect(fetched.gzipBytes - fetched.unexpandedGzipBytes!, fetched.query).toBeLessThanOrEqual(EXPANSION_FETCH_LIMIT);
    // The bench's queries also keep to the whole download's budget at this size.
    if ((FETCH_QUERIES as readonly string[]).includes(fetched.query)) expect(fetched.gzipBytes, fetched.query).toBeLessThanOrEqual(FETCH_TARGETS.pages1000);
  }
}, 120_000);
