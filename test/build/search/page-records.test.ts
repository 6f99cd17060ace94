// Compiled article HTML in (its blocks collected as compiling collects them), DocSearch records out.
import fs from 'node:fs';
import { expect, test } from 'vitest';
import { pageRecords } from '../../../build/search/page-records.ts';
import { searchPageFromHtml } from '../../search/fixtures/search-page.ts';

const html = fs.readFileSync(new URL('../../search/fixtures/article.html', import.meta.url), 'utf8');
const records = pageRecords(searchPageFromHtml({ url: '/docs/basics/loading', lvl0: '文档', title: '加载文档', html, tag: 'docs-default-current' }));
const summary = records.map((record) => [record.type, record.url, record.content ?? record.hierarchy[record.type as 'lvl2']]);

test('gives the title record, then one record per heading and per block of text, in order', () => {
  expect(summary).toEqual([
    ['lvl1', '/docs/basics/loading', '加载文档'],
    ['content', '/docs/basics/loading', 'Cheerio 为不同来源的输入准备了几种加载方法：'],
    ['content', '/docs/basics/loading', '输入 方法'],
    ['content', '/docs/basics/loading', '字符串 load'],
    ['lvl2', '/docs/basics/loading#load', '使用 load 解析字符串'],
    ['content', '/docs/basics/loading#load', 'load 是最基础的加载方法 & 入口。'],
    ['lvl3', '/docs/basics/loading#fragment-mode', '完整文档与片段'],
    ['content', '/docs/basics/loading#fragment-mode', '第一项'],
    ['content', '/docs/basics/loading#fragment-mode', '第二项'],
    ['content', '/docs/basics/loading#fragment-mode', '嵌套项'],
    ['content', '/docs/basics/loading#fragment-mode', '提示'],
    ['content', '/docs/basics/loading#fragment-mode', '片段模式不会补全 <html>。'],
    ['lvl2', '/docs/basics/loading#loadbuffer', '使用 loadBuffer 解析字节'],
    ['content', '/docs/basics/loading#loadbuffer', '读取 Buffer。'],
  ]);
});

test('a record carries the headings above it and clears deeper ones at a new heading', () => {
  const nested = records.find((record) => record.content === '嵌套项')!;
  expect(nested.hierarchy).toEqual({ lvl0: '文档', lvl1: '加载文档', lvl2: '使用 load 解析字符串', lvl3: '完整文档与片段', lvl4: null, lvl5: null, lvl6: null });
  const last = records.at(-1)!;
  expect(last.hierarchy.lvl2).toBe('使用 loadBuffer 解析字节');
  expect(last.hierarchy.lvl3).toBeNull();
});

test('records have the DocSearch fields: anchor, language, tag and a weight with headings above content', () => {
  const heading = records.find((record) => record.type === 'lvl2')!;
  expect(heading).toMatchObject({ anchor: 'load', url_without_anchor: '/docs/basics/loading', language: 'zh-Hans', docusaurus_tag: 'docs-default-current', content: null });
  expect(heading.weight.level).toBeGreaterThan(records[1]!.weight.level);
  expect(records[0]!.weight.level).toBeGreaterThan(heading.weight.level);
  expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
});

test('leaves out scripts, buttons, icons, code blocks and the # heading links', () => {
  const text = records.map((record) => `${record.content ?? ''} ${record.hierarchy.lvl2 ?? ''}`).join(' ');
  for (const hidden of ['alert', '复制代码', '#', '直接链接', 'const $']) expect(text).not.toContain(hidden);
});
