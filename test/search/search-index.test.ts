// Ranking and matching of the shared MiniSearch index.
import { expect, test } from 'vitest';
import { isTutorialRecord, pageRecords } from '../../build/search/page-records.ts';
import { queryExpander } from '../../theme/lib/search/expand-query.ts';
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

test('a tutorial outranks an API page that matches as well, but not one that matches clearly better', () => {
  const pages = [
    { url: '/docs/api/select', lvl0: 'API', title: '选择', html: '<p>选择器的类型。</p>' },
    { url: '/docs/basics/selecting', lvl0: '文档', title: '选择', html: '<p>选择器的用法。</p>' },
    { url: '/docs/api/selector', lvl0: 'API', title: '选择器', html: '<p>选择器。</p>' },
  ];
  const both = pages.flatMap((page) => pageRecords(searchPageFromHtml({ ...page, tag: 'docs-default-current' })));
  const bothIndex = loadSearchIndex(serialiseSearchIndex(createSearchIndex(both)));
  const ranked = (query: string) => [...new Set(searchRecords(bothIndex, both, query, { limit: 20, isTutorial: isTutorialRecord }).hits.map((hit) => hit.url_without_anchor))];
  expect(ranked('选择')).toEqual(['/docs/basics/selecting', '/docs/api/select', '/docs/api/selector']);
  // 选择器 in the API page's title counts four times more than in a text block: the boost does not overturn that.
  expect(ranked('选择器')[0]).toBe('/docs/api/selector');
});

test('an expanded query finds the Chinese term and highlights it', () => {
  const answer = searchRecords(index, records, 'traversing', { limit: 20, expander: queryExpander({ terms: { traverse: '遍历' }, aliases: {}, variants: {} }) });
  expect(answer.hits.map((hit) => hit.url)).toEqual(['/docs/traversing', '/docs/manual']);
  expect(answer.highlight).toBe('traversing traverse 遍历');
  expect(searchRecords(index, records, 'traversing', { limit: 20 }).hits).toEqual([]);
});
