// The build's own indexer, from the terms counted while pages were compiled, writes exactly the index MiniSearch would: same terms in the same order, same
// postings, field lengths and average field lengths, on the real site's docs and blog and on synthetic pages.
import { expect, test } from 'vitest';
import { buildIndexFile } from '../../../build/search/build-index-file.ts';
import { collectSearchRecords } from '../../../build/search/write-search-index.ts';
import { loadSearchPages } from '../../../scripts/bench/search-pages.ts';
import { packIndex, type IndexFile } from '../../../theme/lib/search/index-file.ts';
import { createSearchIndex } from '../../../theme/lib/search/search-index.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';
import { createRandom } from '../../../scripts/bench/seeded-random.ts';
import { searchPageFromHtml } from '../../search/fixtures/search-page.ts';
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

test("equals MiniSearch's own index over random words that share prefixes (its tree's edges split, in every order)", () => {
  for (let seed = 1; seed <= 20; seed++) {
    const random = createRandom(seed);
    const word = () => Array.from({ length: random.integer(1, 6) }, () => random.pick(['a', 'b', 'ab', '汉', '字'])).join('');
    const pages = Array.from({ length: 12 }, (_, number) => searchPageFromHtml({
      url: `/p${number}`, lvl0: '文档', title: word(), tag: 'docs-default-current',
      html: `<p>${Array.from({ length: 30 }, word).join(' ')}</p>`,
    }));
    expect(asJson(buildIndexFile(pages)), `seed ${seed}`).toEqual(packIndex(createSearchIndex(collectSearchRecords(pages)).toJSON()));
  }
});

test('an empty site gives an empty index', () => {
  expect(asJson(buildIndexFile([]))).toEqual(packIndex(createSearchIndex([]).toJSON()));
});
