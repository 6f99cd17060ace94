import { describe, expect, test } from 'vitest';
import { markdown, renderMarkdown } from './render-markdown.ts';

describe('rehype-heading-anchors', () => {
  test('appends a hash link to every h2 to h6 pointing at its id', async () => {
    const { $ } = await renderMarkdown(markdown`
      ## 加载 {#loading}
      ### 选择
      ###### 最深
    `);
    const links = $('a.hash-link');
    expect(links.map((_, link) => $(link).attr('href')).get()).toEqual(['#loading', '#选择', '#最深']);
    expect(links.first().attr('aria-label')).toBe('加载的直接链接');
    expect(links.first().text()).toBe('#');
    expect($('h2 > a.hash-link')).toHaveLength(1);
  });

  test('gives the page title no hash link', async () => {
    const { $ } = await renderMarkdown('# 欢迎使用 Cheerio\n');
    expect($('h1 a')).toHaveLength(0);
  });

  test('keeps the hash link out of reported headings and plain text', async () => {
    const { headings, firstSentence } = await renderMarkdown('## `load` 方法 {#load}\n');
    expect(headings[0]).toMatchObject({ html: '<code>load</code> 方法', text: 'load 方法' });
    expect(firstSentence).toBe('load 方法');
  });

  test('skips the highlighted code blocks, but not hand-written HTML that shares their class', async () => {
    const { $, headings, ids } = await renderMarkdown('<div class="code-block">\n\n## 手写的块 {#hand-written}\n\n</div>\n\n```js\nconst a = 1;\n```\n');
    expect($('div.code-block > h2 > a.hash-link').attr('href')).toBe('#hand-written');
    expect(headings.map((heading) => heading.id)).toEqual(['hand-written']);
    expect(ids).toEqual(['hand-written']);
    expect($('div.code-block[data-language="js"] a')).toHaveLength(0);
  });

  test('adds hash links to raw HTML headings too', async () => {
    const { $ } = await renderMarkdown('<h2>原始 HTML 标题</h2>\n');
    expect($('h2').attr('id')).toBe('原始-html-标题');
    expect($('h2 a.hash-link').attr('href')).toBe('#原始-html-标题');
  });

  test('skips the screen-reader-only footnotes heading', async () => {
    const { $, headings } = await renderMarkdown('正文[^1]\n\n[^1]: 注释\n');
    expect($('#footnote-label a')).toHaveLength(0);
    expect(headings).toEqual([]);
  });
});
