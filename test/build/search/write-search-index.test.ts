// The static search files: manifest, shards and record chunks, their names, base URL, the split
// by size, drafts and unlisted pages left out.
import { expect, test } from 'vitest';
import { buildSearchFiles } from '../../../build/search/write-search-index.ts';
import { unpackRecords, type RecordsFile } from '../../../theme/lib/search/records-file.ts';
import { levelBoost, rankDocuments } from '../../../theme/lib/search/search-index.ts';
import { fileUrl, loadShards, type SearchManifest, type ShardFile } from '../../../theme/lib/search/shard-file.ts';
import { searchPageFromHtml } from '../../search/fixtures/search-page.ts';

const page = (url: string, title: string, html: string, extra = {}) => searchPageFromHtml({ url, lvl0: '文档', title, html, tag: 'docs-default-current', ...extra });
const pages = [
  page('/zh/docs/a', '选择元素', '<h2 id="x">选择器</h2><p>用 <code>$</code> 选择元素。</p>'),
  page('/zh/docs/draft', '草稿', '<p>选择草稿</p>', { draft: true }),
  page('/zh/docs/unlisted', '未列出', '<p>选择未列出</p>', { unlisted: true }),
];

test('writes a manifest, shards and record chunks under search/, each name ending with the suffix given', () => {
  const result = buildSearchFiles(pages, '/zh/', { suffix: '-0123456789' });
  expect(result.files.map((file) => file.path)).toEqual(['search/manifest-0123456789.json', 'search/shard-0-0123456789.json', 'search/records-0-0123456789.json']);
  expect(result.manifestUrl).toBe(`/zh/${result.files[0]!.path}`);
  const manifest = JSON.parse(result.files[0]!.contents.toString()) as SearchManifest;
  expect(fileUrl(manifest.shardUrl, 0)).toBe(`/zh/${result.files[1]!.path}`);
  expect(fileUrl(manifest.recordsUrl, 0)).toBe(`/zh/${result.files[2]!.path}`);
});

test('without a suffix (dev server) the names stay the same when the content changes', () => {
  const result = buildSearchFiles(pages, '/zh/');
  expect(result.files.map((file) => file.path)).toEqual(['search/manifest.json', 'search/shard-0.json', 'search/records-0.json']);
  expect(buildSearchFiles(pages.slice(1), '/zh/').manifestUrl).toBe('/zh/search/manifest.json');
});

test('a small site keeps one shard; a larger one is split by size, as are the records', () => {
  const many = Array.from({ length: 40 }, (_, index) => page(`/zh/docs/p${index}`, `第 ${index} 篇`, `<h2 id="a">加载文档</h2><p>用 load 解析 HTML 字符串，再遍历节点 ${index}。</p>`));
  const paths = (options = {}) => buildSearchFiles(many, '/zh/', options).files.map((file) => file.path);
  expect(paths().filter((path) => path.includes('/shard-'))).toHaveLength(1);
  expect(paths({ shardSize: 50 }).filter((path) => path.includes('/shard-')).length).toBeGreaterThan(5);
  expect(paths({ recordsPerChunk: 10 }).filter((path) => path.includes('/records-'))).toHaveLength(12);
});

test('the files load back into a searchable index of DocSearch records, without drafts or unlisted pages', () => {
  const [manifestJson, shard, records] = buildSearchFiles(pages, '/zh/').files.map((file) => file.contents.toString());
  const expanded = unpackRecords(JSON.parse(records!) as RecordsFile);
  expect(new Set(expanded.map((record) => record.url_without_anchor))).toEqual(new Set(['/zh/docs/a']));
  expect(expanded[1]).toMatchObject({ type: 'lvl2', url: '/zh/docs/a#x', anchor: 'x', hierarchy: { lvl0: '文档', lvl1: '选择元素', lvl2: '选择器' } });
  const { index, levels } = loadShards(JSON.parse(manifestJson!) as SearchManifest, [JSON.parse(shard!) as ShardFile]);
  const ids = rankDocuments(index, '选择', (id) => levelBoost(levels.get(id))).map((result) => result.id as number);
  expect(ids.map((id) => expanded[id]!.url)).toEqual(['/zh/docs/a', '/zh/docs/a#x', '/zh/docs/a#x']);
});
