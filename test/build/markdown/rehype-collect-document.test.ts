import { describe, expect, test } from 'vitest';
import { strings } from '../../../theme/lib/strings.ts';
import { markdown, renderMarkdown } from './render-markdown.ts';

describe('rehype-collect-document', () => {
  test('takes the first H1 as the plain-text first heading', async () => {
    const { firstHeading } = await renderMarkdown('# 欢迎使用 **Cheerio**！\n\n# 第二个\n');
    expect(firstHeading).toBe('欢迎使用 Cheerio！');
  });

  test('reports no first heading when the page has no H1', async () => {
    const { firstHeading } = await renderMarkdown('## 只有二级\n');
    expect(firstHeading).toBeUndefined();
  });

  test('lists every id in the page, including raw HTML and footnotes', async () => {
    const { ids } = await renderMarkdown(markdown`
      # 标题

      <div id="custom">自定义</div>

      正文[^note]

      [^note]: 注释
    `);
    expect(ids).toEqual(['标题', 'custom', 'user-content-fnref-note', 'footnote-label', 'user-content-fn-note']);
  });

  test('warns, with the line, about an id used twice on a page or one the theme gives its own elements', async () => {
    const { warnings } = await renderMarkdown(markdown`
      ## 安装 {#install}

      ## 再次安装 {#install}

      <div id="main-content">正文</div>

      <p id="mobile-drawer">抽屉</p>
    `);
    expect(warnings.filter((warning) => warning.code === 'duplicate-id').map((warning) => [warning.line, warning.message])).toEqual([
      [3, expect.stringContaining('"install"')],
      [5, expect.stringContaining('"main-content"')],
      [7, expect.stringContaining('"mobile-drawer"')],
    ]);
  });

  test('warns, with the line, about a heading holding a control or direction character (U+202E shows the text reversed)', async () => {
    const { warnings } = await renderMarkdown('# 标题\u202e反转\n\n正文\n\n## 小节\u0007\n\n## 正常\n');
    expect(warnings.filter((warning) => warning.code === 'invisible-character').map((warning) => [warning.line, warning.message])).toEqual([
      [1, expect.stringContaining('U+202E')],
      [5, expect.stringContaining('U+0007')],
    ]);
  });

  test('takes the first sentence from the readable text: headings, inline markup, admonition titles and code, not button labels', async () => {
    const { firstSentence } = await renderMarkdown(markdown`
      :::tip
      提示内容
      :::

      \`\`\`js
      load();
      \`\`\`

      # 加载

      第一段 **加粗**。第二句。
    `);
    expect(firstSentence).toBe('提示 提示内容 load(); 加载 第一段 加粗。');
    expect(firstSentence).not.toContain(strings.copyCode);
  });

  test('counts the reading time of the readable text alone: a code block\'s button labels and a heading\'s hash link add nothing', async () => {
    // 1,000 CJK characters are two minutes exactly; one character more would make three.
    const { readingTimeMinutes } = await renderMarkdown(`## ${'标'.repeat(10)}\n\n${'字'.repeat(990)}\n\n\`\`\`text\n——\n\`\`\`\n`);
    expect(readingTimeMinutes).toBe(2);
    const { readingTimeMinutes: oneMore } = await renderMarkdown(`## ${'标'.repeat(10)}\n\n${'字'.repeat(991)}\n`);
    expect(oneMore).toBe(3);
  });
});
