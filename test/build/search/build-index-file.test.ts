// The build's own indexer, from the terms counted while pages were compiled, writes exactly the index MiniSearch would: same terms in the same order, same
// postings, field lengths and average field lengths, on the real site's docs and blog and on synthetic pages.
import { expect, test } from 'vitest';
import { buildIndexFile } from '../../../build/search/build-index-file.ts';
import { collectSearchRecords } from '../../../build/search/write-search-index.ts';
import { loadSearchPages } from '../../../scripts/bench/search-pages.ts';
import { packIndex, type IndexFile } from '../../../theme/lib/search/index-file.ts';
import { createSearchIndex } from '../../../theme/lib/search/search-index.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';
import { syntheticPages } from '../../search/synthetic-search-pages.ts';

// The build packs postings in 32-bit integers; JSON holds them as number arrays.
const asJson = (file: IndexFile) => ({ ...file, postings: file.postings.map((packed) => Array.from(packed)) });

test("equals MiniSearch's own index over the real site's docs and blog", async () => {
  const pages = await loadSearchPages(repoRoot);
  expect(asJson(buildIndexFile(pages))).toEqual(packIndex(createSearchIndex(collectSearchRecords(pages)).toJSON()));
});

test("equals MiniSearch's own index over 300 synthetic pages", () => {
  const pages = syntheticPages(300);
  expect(asJson(buildIndexFile(pages))).toEqual(packIndex(createSearchIndex(collectSearchRecords(pages)).toJSON()));
});

test('an empty site gives an empty index', () => {
  expect(asJson(buildIndexFile([]))).toEqual(packIndex(createSearchIndex([]).toJSON()));
});
