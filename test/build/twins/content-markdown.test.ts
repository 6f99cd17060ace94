// The twin's Markdown as the compile makes it from the page's tree, and the twin its finish makes from that Markdown
// and the page's view: what a reader of the twin gets for each construct of our pages.
import { describe, expect, test } from 'vitest';
import { createMarkdownCompiler } from '../../../build/markdown/compile-markdown.ts';
import { markdownTwin } from '../../../build/twins/page-twin.ts';
import type { TwinSource } from '../../../build/twins/twin-text.ts';

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

describe('the twin a finish makes', () => {
  const doc = (content: string, more: Partial<TwinSource> = {}): TwinSource => ({ kind: 'doc', route: '/docs/guide', title: '指南', description: '总览', content, ...more });
  const cards = [{ href: '/zh/docs/guide/first', label: '第一步', description: '从这里开始' }, { href: '/zh/docs/guide/second', label: '第二步' }] as TwinSource['categoryCards'];

  test('puts the cards where ::doc-card-list stood, and the title first when the content has no heading of its own', () => {
    expect(markdownTwin(doc('开头。\n\n<!--doc-card-list-->\n\n结尾。', { categoryCards: cards }), 'https://example.com/zh/')?.body).toBe(
      '# 指南\n\n开头。\n\n- [第一步](https://example.com/zh/docs/guide/first)：从这里开始\n- [第二步](https://example.com/zh/docs/guide/second)\n\n结尾。',
    );
    expect(markdownTwin(doc('# 自己的标题\n\n<!--doc-card-list-->', { headingOne: true }), 'https://example.com/zh/')?.body).toBe('# 自己的标题');
  });

  test('ends a translated page with its 译自 line, links absolute', () => {
    const translation = { kind: 'doc', englishHref: 'https://cheerio.js.org/docs/intro', date: { label: '2026年8月21日' }, commit: { short: '808f845', href: 'https://github.com/cheeriojs/cheerio/commit/808f845' } } as unknown as TwinSource['translation'];
    expect(markdownTwin(doc('正文。', { headingOne: false, translation }), 'https://example.com/zh/')?.body).toBe(
      '# 指南\n\n正文。\n\n[译自英文原文](https://cheerio.js.org/docs/intro)（2026年8月21日的版本，提交 [808f845](https://github.com/cheeriojs/cheerio/commit/808f845)）',
    );
  });

  test('a category page is its title, description and cards; a title that looks like Markdown is escaped', () => {
    const category: TwinSource = { kind: 'category', route: '/docs/guide', title: '*指南*', description: '所有\n  步骤', categoryCards: cards };
    expect(markdownTwin(category, 'https://example.com/zh/')?.body).toBe(
      '# \\*指南\\*\n\n所有 步骤\n\n- [第一步](https://example.com/zh/docs/guide/first)：从这里开始\n- [第二步](https://example.com/zh/docs/guide/second)',
    );
  });
});
