import { describe, expect, test } from 'vitest';
import { markdown, renderMarkdown } from './render-markdown.ts';

describe('remark-heading-ids', () => {
  test('keeps an explicit {#id} as the heading anchor', async () => {
    const { $, headings } = await renderMarkdown('## 快速开始 {#getting-started}\n');
    expect($('h2').attr('id')).toBe('getting-started');
    expect(headings[0]).toMatchObject({ id: 'getting-started', text: '快速开始', html: '快速开始' });
  });

  test('removes the {#id} text from the heading', async () => {
    const { $ } = await renderMarkdown('### 安装 Cheerio {#installing}\n');
    expect($('h3').contents().first().text()).toBe('安装 Cheerio');
    expect($.html()).not.toContain('{#');
  });

  test('reads an explicit id after inline code', async () => {
    const { $, headings } = await renderMarkdown('## `load` 方法 {#load}\n\n## `loadBuffer` {#load-buffer}\n');
    expect(headings.map(({ id, html }) => ({ id, html }))).toEqual([
      { id: 'load', html: '<code>load</code> 方法' },
      { id: 'load-buffer', html: '<code>loadBuffer</code>' },
    ]);
    expect($('h2').first().attr('id')).toBe('load');
  });

  test('slugs headings without an explicit id with github-slugger, keeping Chinese', async () => {
    const { headings } = await renderMarkdown(markdown`
      ## Getting Started
      ## 加载文档
      ## Cheerio 的 API
      ## Getting Started
    `);
    expect(headings.map((heading) => heading.id)).toEqual(['getting-started', '加载文档', 'cheerio-的-api', 'getting-started-1']);
  });

  test('leaves {#…} with spaces as ordinary heading text', async () => {
    const { headings } = await renderMarkdown('## 集合 {#a b}\n');
    expect(headings[0]?.text).toBe('集合 {#a b}');
  });

  test('reports depth and source line of every h2 to h6', async () => {
    const { headings, firstHeading } = await renderMarkdown(markdown`
      # 页面标题

      ## 二级 {#two}

      ### 三级

      #### 四级
    `);
    expect(firstHeading).toBe('页面标题');
    expect(headings.map(({ depth, line }) => [depth, line])).toEqual([[2, 3], [3, 5], [4, 7]]);
  });
});
