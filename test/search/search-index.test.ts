// Ranking and matching of the shared MiniSearch index.
import { expect, test } from 'vitest';
import { pageRecords } from '../../build/search/page-records.ts';
import { searchPageFromHtml } from './fixtures/search-page.ts';
import { createSearchIndex, loadSearchIndex, searchRecords, serialiseSearchIndex } from '../../theme/lib/search/search-index.ts';

const records = [
  { url: '/docs/manual', title: '手册', html: '<p>这里也提到了遍历，但只是顺便。</p><p>调用 <code>loadBuffer</code> 读取字节。</p><p>The attributes helper.</p>' },
  { url: '/docs/traversing', title: '遍历', html: '<h2 id="parents">父元素</h2><p>向上查找。</p>' },
  { url: '/docs/attr', title: 'attr', html: '<p>读取属性。</p>' },
].flatMap((page) => pageRecords(searchPageFromHtml({ ...page, lvl0: '文档', html: page.html, tag: 'docs-default-current' })));
const index = loadSearchIndex(serialiseSearchIndex(createSearchIndex(records)));
const urls = (query: string) => searchRecords(index, records, query, { limit: 20 }).hits.map((hit) => hit.url);

test('a title hit ranks above a content hit', () => {
  expect(urls('遍历')).toEqual(['/docs/traversing', '/docs/manual']);
  expect(urls('attr')[0]).toBe('/docs/attr');
});

test('every term of the query must match', () => {
  expect(urls('遍历 父元素')).toEqual([]);
  expect(urls('父元素')).toEqual(['/docs/traversing#parents']);
});

test('identifiers match whole, by their parts and by prefix', () => {
  expect(urls('loadBuffer')).toEqual(['/docs/manual']);
  expect(urls('buffer')).toEqual(['/docs/manual']);
  expect(urls('loadBuf')).toEqual(['/docs/manual']);
  expect(urls('attr')).toContain('/docs/manual');
});

test('Latin terms tolerate a typo; Chinese characters do not', () => {
  expect(urls('loadBufer')).toEqual(['/docs/manual']);
  expect(urls('遍力')).toEqual([]);
});

test('an empty or punctuation-only query finds nothing', () => {
  expect(urls('')).toEqual([]);
  expect(urls('。，')).toEqual([]);
  expect(searchRecords(index, records, '遍历', { limit: 1 })).toEqual({ hits: [records[4]], nbHits: 2 });
});
