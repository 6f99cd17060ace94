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

  test('gives the readable text one block per line, code included, button labels excluded', async () => {
    const { plainText } = await renderMarkdown(markdown`
      # 加载

      第一段 **加粗**。

      - 项一
      - 项二

      \`\`\`js
      load();
      \`\`\`

      :::tip
      提示内容
      :::
    `);
    expect(plainText).toBe(['加载', '第一段 加粗。', '项一', '项二', 'load();', '提示', '提示内容'].join('\n'));
    expect(plainText).not.toContain(strings.copyCode);
  });
});
