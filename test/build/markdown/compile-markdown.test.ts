import { describe, expect, test } from 'vitest';
import { createMarkdownCompiler } from '../../../build/markdown/compile-markdown.ts';
import { FIXTURE_FILE, markdown, renderMarkdown } from './render-markdown.ts';

describe('createMarkdownCompiler', () => {
  test('returns a compiler that works synchronously', async () => {
    const compile = await createMarkdownCompiler({ baseUrl: '/', routeForSourceFile: () => undefined });
    const result = await compile({ source: '# 你好\n', filePath: FIXTURE_FILE });
    expect(result).not.toBeInstanceOf(Promise);
    expect(result).toEqual({
      html: '<h1 id="你好">你好</h1>',
      markdown: '# 你好',
      firstHeading: '你好',
      headings: [],
      ids: ['你好'],
      references: [],
      directives: [],
      readingTimeMinutes: 1,
      firstSentence: '你好',
      search: { blocks: [], terms: [] },
      warnings: [],
    });
  });

  test('renders GFM tables', async () => {
    const { $ } = await renderMarkdown(markdown`
      | 方法 | 说明 |
      |:---|---:|
      | \`load\` | 加载文档 |
    `);
    expect($('table thead th').map((_, cell) => $(cell).text()).get()).toEqual(['方法', '说明']);
    expect($('table tbody td').first().html()).toBe('<code>load</code>');
    expect($('table th').last().attr('align')).toBe('right');
  });

  test('renders GFM task lists', async () => {
    const { $ } = await renderMarkdown('- [x] 已完成\n- [ ] 未完成\n');
    expect($('ul.contains-task-list li.task-list-item')).toHaveLength(2);
    expect($('input[type="checkbox"]').map((_, box) => $(box).attr('checked') !== undefined).get()).toEqual([true, false]);
  });

  test('renders footnotes with Chinese labels', async () => {
    const { $ } = await renderMarkdown('宽容的解析器[^1]。\n\n[^1]: 会修正错误的标记。\n');
    expect($('sup a[data-footnote-ref]').attr('href')).toBe('#user-content-fn-1');
    expect($('section.footnotes h2#footnote-label').text()).toBe('脚注');
    expect($('a[data-footnote-backref]').attr('aria-label')).toBe('返回引用处 1');
    expect($('li#user-content-fn-1').text()).toContain('会修正错误的标记。');
  });

  test('renders autolinks and strikethrough', async () => {
    // GFM ends a bare URL only at whitespace or ASCII punctuation, so Chinese prose needs a space after it.
    const { $ } = await renderMarkdown('访问 https://cheerio.js.org 或 www.example.com ，~~旧写法~~。\n');
    expect($('a').map((_, link) => $(link).attr('href')).get()).toEqual(['https://cheerio.js.org', 'http://www.example.com']);
    expect($('del').text()).toBe('旧写法');
  });

  test('treats CJK punctuation next to emphasis the way a Chinese reader expects', async () => {
    const { $ } = await renderMarkdown('这是**“重点”**内容。\n');
    expect($('strong').text()).toBe('“重点”');
  });

  test('passes raw HTML through', async () => {
    const { $ } = await renderMarkdown('<p align="center"><img src="/img/1F496.svg" width="200"></p>\n\n<details><summary>更多</summary>\n\n**内容**\n\n</details>\n');
    expect($('p[align="center"] img').attr('width')).toBe('200');
    expect($('details summary').text()).toBe('更多');
    expect($('details strong').text()).toBe('内容');
  });

  test('reports lines of the original file when front matter was blanked out', async () => {
    const { headings, references } = await renderMarkdown('\n\n\n\n# 标题\n\n## 小节\n\n[简介](/docs/intro)\n');
    expect(headings[0]?.line).toBe(7);
    expect(references[0]).toMatchObject({ line: 9, column: 1 });
  });

  test('gives every heading its slug in document order, those of raw HTML, tabs and admonitions included, and none inside code', async () => {
    const { $, headings } = await renderMarkdown(markdown`
      ## 安装

      \`\`\`bash npm2yarn
      npm install cheerio
      \`\`\`

      <h3>安装</h3>

      :::tip[提示]

      ### 安装

      :::

      \`\`\`md title="README.md"
      ## 安装
      \`\`\`

      ## Loading 文档 {#loading}

      ## 安装
    `);
    expect($('h2, h3').map((_, heading) => $(heading).attr('id')).get()).toEqual(['安装', '安装-1', '安装-2', 'loading', '安装-3']);
    expect(headings.map((heading) => heading.id)).toEqual(['安装', '安装-1', '安装-2', 'loading', '安装-3']);
    expect($('.code-block [id]')).toHaveLength(0);
  });

  test('keeps state from leaking between documents', async () => {
    await renderMarkdown('# 一\n\n## 重复\n\n[a](/docs/intro)\n\n::doc-card-list\n');
    const second = await renderMarkdown('## 重复\n');
    expect(second.headings.map((heading) => heading.id)).toEqual(['重复']);
    expect(second.firstHeading).toBeUndefined();
    expect(second.references).toEqual([]);
    expect(second.directives).toEqual([]);
  });
});
