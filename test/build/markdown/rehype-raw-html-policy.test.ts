// rehype-raw-html-policy alone: Markdown with raw HTML in, the warnings (line, column, reason) out.
import rehypeRaw from 'rehype-raw';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { describe, expect, test } from 'vitest';
import { rehypeRawHtmlPolicy, type Options } from '../../../build/markdown/rehype-raw-html-policy.ts';
import { markdown } from './render-markdown.ts';

// Only the parsing the plugin needs (Markdown → hast with raw HTML parsed), then the plugin itself.
async function warningsOf(source: string, options?: Options) {
  const file = await unified()
    .use(remarkParse)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeRawHtmlPolicy, options)
    .use(rehypeStringify)
    .process(source);
  return { html: String(file.value), warnings: file.messages.map(({ line, column, reason, ruleId }) => ({ line, column, ruleId, reason })) };
}

describe('rehype-raw-html-policy', () => {
  test('warns about a <script> with its line and column, and leaves the markup as written', async () => {
    const { html, warnings } = await warningsOf(markdown`
      # 标题

      <script>alert(1)</script>
    `);
    expect(warnings).toEqual([{ line: 3, column: 1, ruleId: 'raw-html', reason: expect.stringContaining('<script>') }]);
    expect(html).toContain('<script>alert(1)</script>');
  });

  test.each([
    ['an <iframe>', 'text\n\n<iframe src="https://example.com"></iframe>\n', 3, '<iframe>'],
    ['an inline onclick handler', 'text\n\n<button onclick="go()">按钮</button>\n', 3, 'onclick='],
    ['an onerror handler inside a paragraph', 'line one\nline two <img src="x.png" onerror="go()"> end\n', 2, 'onerror='],
    ['a javascript: link in HTML', '<a href="javascript:alert(1)">链接</a>\n', 1, 'javascript:'],
    ['a javascript: link hidden behind spaces and tabs', '<a href=" jav\tascript:alert(1)">链接</a>\n', 1, 'javascript:'],
    ['a javascript: link in Markdown', 'text\n\n[链接](javascript:alert(1))\n', 3, 'javascript:'],
  ])('warns about %s', async (_, source, line, reason) => {
    const { warnings } = await warningsOf(source);
    expect(warnings).toEqual([{ line, column: expect.any(Number), ruleId: 'raw-html', reason: expect.stringContaining(reason) }]);
  });

  test('allows what the site itself uses: <details>, <kbd>, images, links, inline styles', async () => {
    const { warnings } = await warningsOf(markdown`
      <details><summary>更多</summary>

      <kbd>Ctrl</kbd> <img src="/img/logo.svg" alt="标志"> <a href="https://cheerio.js.org/">官网</a>
      <span style="color: red">红色</span> [内部链接](/docs/intro) 介绍 javascript: 的文字

      </details>

      \`\`\`html
      <script>console.log('in a code block')</script>
      \`\`\`
    `);
    expect(warnings).toEqual([]);
  });

  test('forbiddenElements replaces the default list', async () => {
    const source = '<iframe src="https://example.com"></iframe>\n\n<video src="a.mp4"></video>\n';
    const { warnings } = await warningsOf(source, { forbiddenElements: ['video'] });
    expect(warnings.map(({ line, reason }) => [line, reason.includes('<video>')])).toEqual([[3, true]]);
  });
});
