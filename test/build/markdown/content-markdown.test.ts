// The twin's Markdown as the compile makes it from the page's tree: what a reader of the twin gets for each construct of
// our pages.
import { describe, expect, test } from 'vitest';
import { createMarkdownCompiler } from '../../../build/markdown/compile-markdown.ts';

const PAGE = '/site/content/docs/guide/page.md';
const routes = new Map([[PAGE, '/docs/guide/page'], ['/site/content/docs/intro.md', '/docs/intro']]);
const compiler = createMarkdownCompiler({ baseUrl: '/zh/', siteUrl: 'https://example.com/zh/', routeForSourceFile: (file) => routes.get(file) });
const twinMarkdown = async (...lines: string[]) => (await (await compiler)({ source: lines.join('\n'), filePath: PAGE })).markdown;

describe('the content Markdown a compile makes', () => {
  test('links and images become absolute against the page, self-anchors of headings disappear', async () => {
    expect(await twinMarkdown('## 标题 {#a}', '', '见[简介](../intro.md#top)、[上文](#a)和[外链](https://cheerio.js.org/)。![图](/img/a.png)')).toBe(
      '## 标题\n\n见[简介](https://example.com/zh/docs/intro#top)、[上文](https://example.com/zh/docs/guide/page#a)和[外链](https://cheerio.js.org/)。'
      + '![图](https://example.com/zh/img/a.png)',
    );
  });

  test('a code block keeps its language, title and code (highlight markers left out), not its buttons; a text block has no language', async () => {
    const markdown = await twinMarkdown('```js title="app.js" {2}', 'const a = 1;', '// highlight-next-line', "$('h1').text('<b>');", '```', '', '```text', 'plain', '```');
    expect(markdown).toBe('```js title="app.js"\nconst a = 1;\n$(\'h1\').text(\'<b>\');\n```\n\n```\nplain\n```');
  });

  test('an admonition is a quote that opens with its title in bold', async () => {
    expect(await twinMarkdown(':::warning[小心]', '这是**警告**。', ':::', '', ':::tip', '提示正文。', ':::')).toBe('> **小心**\n>\n> 这是**警告**。\n\n> **提示**\n>\n> 提示正文。');
  });

  test('install tabs are one code block per package manager, titled with its name', async () => {
    expect(await twinMarkdown('```bash npm2yarn', 'npm install -D cheerio', '```')).toBe([
      '```bash title="npm"\nnpm install -D cheerio\n```', '```bash title="yarn"\nyarn add -D cheerio\n```',
      '```bash title="pnpm"\npnpm add -D cheerio\n```', '```bash title="bun"\nbun add -D cheerio\n```',
    ].join('\n\n'));
  });

  test("an API page's English originals and their translator's note are left out", async () => {
    expect(await twinMarkdown('加载文档。', '', '::::api-original', 'Loads a document.', ':::api-translator-note', '**译者注**：说明。', ':::', '::::', '', '完。')).toBe('加载文档。\n\n完。');
  });

  test('a table keeps its alignment and inline code', async () => {
    expect(await twinMarkdown('| 方法 | 返回值 |', '| :- | -: |', '| `load` | `CheerioAPI` |')).toBe('| 方法 | 返回值 |\n| :- | -: |\n| `load` | `CheerioAPI` |');
  });

  test('::doc-card-list leaves a mark on a line of its own; comments leave nothing', async () => {
    expect(await twinMarkdown('开头。', '', '::doc-card-list', '', '<!-- 给译者的话 -->', '', '结尾。')).toBe('开头。\n\n<!--doc-card-list-->\n\n结尾。');
  });
});
