import { describe, expect, test } from 'vitest';
import { rewriteAdmonitionTitles } from '../../../build/markdown/remark-admonitions.ts';
import { strings } from '../../../theme/lib/strings.ts';
import { markdown, renderMarkdown } from './render-markdown.ts';

const types = Object.entries(strings.admonitionTitles);

describe('remark-admonitions', () => {
  test.each(types)('renders :::%s as an aside with the default Chinese title %s', async (type, title) => {
    const { $ } = await renderMarkdown(markdown`
      :::${type}
      正文 **加粗**
      :::
    `);
    const aside = $('aside');
    expect(aside.attr('class')).toBe(`admonition admonition-${type}`);
    expect(aside.attr('role')).toBe('note');
    expect(aside.children().map((_, child) => $(child).attr('class')).get()).toEqual(['admonition-title', 'admonition-content']);
    expect(aside.find('.admonition-title').text()).toBe(title);
    expect(aside.find('.admonition-title .admonition-icon svg')).toHaveLength(1);
    expect(aside.find('.admonition-content').html()).toBe('<p>正文 <strong>加粗</strong></p>');
  });

  test.each(types)('takes a custom title in brackets on :::%s', async (type) => {
    const { $ } = await renderMarkdown(`:::${type}[自定义 \`标题\`]\n内容\n:::\n`);
    expect($('.admonition-title').text()).toBe('自定义 标题');
    expect($('.admonition-title code').text()).toBe('标题');
    expect($('.admonition-content').text()).toBe('内容');
  });

  test.each(types)('takes a Docusaurus-style title after a space on :::%s', async (type) => {
    const { $ } = await renderMarkdown(`:::${type} 方法的可用性\n内容\n:::\n`);
    expect($(`aside.admonition-${type} .admonition-title`).text()).toBe('方法的可用性');
    expect($('.admonition-content').text()).toBe('内容');
  });

  test('keeps square brackets that are part of a space-separated title', async () => {
    const { $ } = await renderMarkdown(':::warning 数组 [a, b] 的用法\n内容\n:::\n');
    expect($('.admonition-title').text()).toBe('数组 [a, b] 的用法');
  });

  test('nests admonitions opened with more colons', async () => {
    const { $ } = await renderMarkdown(markdown`
      ::::note 外层
      :::tip
      内层
      :::
      ::::
    `);
    expect($('aside.admonition-note > .admonition-content > aside.admonition-tip').text()).toContain('内层');
  });

  test('leaves other Markdown inside the admonition intact', async () => {
    const { $ } = await renderMarkdown(markdown`
      :::info
      - 第一项
      - 第二项

      \`\`\`js
      load();
      \`\`\`
      :::
    `);
    expect($('.admonition-content li')).toHaveLength(2);
    expect($('.admonition-content .code-block')).toHaveLength(1);
  });
});

describe('rewriteAdmonitionTitles', () => {
  test('rewrites a title after a space into the bracket label without changing the line count', () => {
    const source = '前文\n:::tip 标题\n内容\n:::\n';
    const rewritten = rewriteAdmonitionTitles(source);
    expect(rewritten).toBe('前文\n:::tip[标题]\n内容\n:::\n');
    expect(rewritten.split('\n')).toHaveLength(source.split('\n').length);
  });

  test('leaves fenced code untouched so Markdown examples show the syntax as written', () => {
    const source = '```md\n:::tip 标题\n:::\n```\n\n~~~\n:::note 例子\n~~~\n';
    expect(rewriteAdmonitionTitles(source)).toBe(source);
  });

  test('ignores names that are not admonition types', () => {
    expect(rewriteAdmonitionTitles(':::details 标题\n')).toBe(':::details 标题\n');
  });

  test('keeps reported line numbers true after a rewritten title', async () => {
    const { headings } = await renderMarkdown(':::danger 标题\n内容\n:::\n\n## 之后\n');
    expect(headings[0]?.line).toBe(5);
  });
});
