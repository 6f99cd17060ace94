// The static search files: content-hashed names, base URL, drafts and unlisted pages left out.
import { expect, test } from 'vitest';
import { buildSearchFiles } from '../../../build/search/write-search-index.ts';
import { unpackRecords, type RecordsFile } from '../../../theme/lib/search/records-file.ts';
import { loadSearchIndex, searchRecords } from '../../../theme/lib/search/search-index.ts';

const page = (url: string, title: string, html: string, extra = {}) => ({ url, lvl0: '文档', title, html, tag: 'docs-default-current', ...extra });
const pages = [
  page('/zh/docs/a', '选择元素', '<h2 id="x">选择器</h2><p>用 <code>$</code> 选择元素。</p>'),
  page('/zh/docs/draft', '草稿', '<p>选择草稿</p>', { draft: true }),
  page('/zh/docs/unlisted', '未列出', '<p>选择未列出</p>', { unlisted: true }),
];

test('writes an index and a records file with content-hashed names under search/', () => {
  const result = buildSearchFiles(pages, '/zh/');
  expect(result.files.map((file) => file.path)).toEqual([expect.stringMatching(/^search\/index-[0-9a-f]{10}\.json$/), expect.stringMatching(/^search\/records-[0-9a-f]{10}\.json$/)]);
  expect(result.indexUrl).toBe(`/zh/${result.files[0]!.path}`);
  expect(result.recordsUrl).toBe(`/zh/${result.files[1]!.path}`);
  expect(buildSearchFiles(pages, '/zh/').indexUrl).toBe(result.indexUrl);
  expect(buildSearchFiles(pages.slice(0, 1).map((entry) => ({ ...entry, title: '别的标题' })), '/zh/').indexUrl).not.toBe(result.indexUrl);
});

test('with hashNames off (dev server) the names stay the same when the content changes', () => {
  const result = buildSearchFiles(pages, '/zh/', { hashNames: false });
  expect(result.files.map((file) => file.path)).toEqual(['search/index.json', 'search/records.json']);
  expect(buildSearchFiles(pages.slice(1), '/zh/', { hashNames: false }).indexUrl).toBe('/zh/search/index.json');
});

test('the files load back into a searchable index of DocSearch records, without drafts or unlisted pages', () => {
  const [index, records] = buildSearchFiles(pages, '/zh/').files.map((file) => file.contents);
  const expanded = unpackRecords(JSON.parse(records!) as RecordsFile);
  expect(new Set(expanded.map((record) => record.url_without_anchor))).toEqual(new Set(['/zh/docs/a']));
  expect(expanded[1]).toMatchObject({ type: 'lvl2', url: '/zh/docs/a#x', anchor: 'x', hierarchy: { lvl0: '文档', lvl1: '选择元素', lvl2: '选择器' } });
  const answer = searchRecords(loadSearchIndex(index!), expanded, '选择', { limit: 20 });
  expect(answer.hits.map((hit) => hit.url)).toEqual(['/zh/docs/a', '/zh/docs/a#x', '/zh/docs/a#x']);
});
