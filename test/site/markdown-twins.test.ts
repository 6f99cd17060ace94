// The real site's Markdown twins and llms.txt, read as an assistant would read them: every twin is Markdown
// that carries its page's headings, links and code; llms.txt lists the sitemap's pages that have content.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type { Code, Heading, Link, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, test } from 'vitest';
import { realSiteBuild, realSiteDir } from '../helpers/real-site.ts';

const SITE = 'https://cheeriojs.github.io/';
const outDir = realSiteDir();
const { routes } = realSiteBuild();

// Generated lists and shells have no content of their own, so no twin.
const WITHOUT_TWIN = /^\/(?:search|blog(?:\/(?:archive|authors|tags(?:\/[^/]+)?|page\/\d+))?)$/;
const twinRoutes = routes.filter((route) => !WITHOUT_TWIN.test(route));
const twinFile = (route: string) => (route === '/' ? 'index.md' : `${route.slice(1)}.md`);
const htmlFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

function parseTwin(text: string): { frontMatter: Record<string, string>; tree: Root } {
  expect(text.startsWith('---\n')).toBe(true);
  const end = text.indexOf('\n---\n');
  const frontMatter = Object.fromEntries(text.slice(4, end).split('\n').map((line) => {
    const colon = line.indexOf(': ');
    return [line.slice(0, colon), JSON.parse(line.slice(colon + 2)) as string];
  }));
  return { frontMatter, tree: unified().use(remarkParse).use(remarkGfm).parse(text.slice(end + 5)) };
}

function nodesOf<Type extends 'heading' | 'link' | 'code'>(tree: Root, type: Type) {
  const found: (Heading | Link | Code)[] = [];
  visit(tree, type, (node) => void found.push(node as Heading | Link | Code));
  return found;
}

describe('Markdown twins of the real site', () => {
  test('every page with content has one, and generated lists, /search and 404 have none', async () => {
    expect(twinRoutes.length).toBeGreaterThan(30);
    for (const route of twinRoutes) await expect(fs.stat(path.join(outDir, twinFile(route)))).resolves.toBeTruthy();
    for (const route of routes.filter((route) => WITHOUT_TWIN.test(route))) {
      await expect(fs.stat(path.join(outDir, twinFile(route)))).rejects.toThrow();
    }
    await expect(fs.stat(path.join(outDir, '404.md'))).rejects.toThrow();
  });

  test.each(twinRoutes)('%s: its twin has the title and description and round-trips headings, links and code', async (route) => {
    const $ = cheerio.load(await fs.readFile(path.join(outDir, htmlFile(route)), 'utf8'));
    const { frontMatter, tree } = parseTwin(await fs.readFile(path.join(outDir, twinFile(route)), 'utf8'));
    const pageUrl = new URL(route.slice(1), SITE);
    expect(frontMatter.title).toBe($('meta[property="og:title"]').attr('content')?.split(' | ')[0]);
    expect(frontMatter.description ?? '').toBe($('meta[name="description"]').attr('content') ?? '');

    // What the reader sees in the article: its H1, the content's headings, links and code blocks.
    const content = $('main .markdown, main .card-grid');
    // What the page adds around its Markdown as it renders: anchors, drift markers and 这一节有问题？ links.
    content.find('details.api-original, a.hash-link, .drift-marker, .report-issue').remove();
    const htmlHeadings = [$('main h1').first().text().trim(), ...content.find('h2, h3, h4, h5, h6').not('.card-title').map((_, element) => $(element).text().trim()).get()];
    const twinHeadings = nodesOf(tree, 'heading').map((node) => toString(node).trim());
    expect(twinHeadings).toEqual(htmlHeadings);

    // Links inside highlighted code (the API signatures link their types) have no Markdown form: a fence is plain text.
    // The 译自 line under the article ends the twin too.
    const htmlLinks = content.add($('main .translated-from')).find('a[href]').not('.code-block a').map((_, element) => new URL($(element).attr('href')!, pageUrl).href).get();
    const heroLinks = $('main .hero a[href]').map((_, element) => new URL($(element).attr('href')!, pageUrl).href).get();
    expect(nodesOf(tree, 'link').map((node) => (node as Link).url).sort()).toEqual([...heroLinks, ...htmlLinks].sort());

    const htmlCode = content.find('.code-block').map((_, element) => ({
      lang: $(element).attr('data-language') === 'text' ? null : $(element).attr('data-language') ?? null,
      value: $(element).find('pre code').text().replace(/\n$/, ''),
    })).get();
    expect(nodesOf(tree, 'code').map((node) => ({ lang: (node as Code).lang ?? null, value: (node as Code).value }))).toEqual(htmlCode);
  });

  test('admonitions are blockquotes under their Chinese title, install tabs one titled block per package manager', async () => {
    const intro = await fs.readFile(path.join(outDir, 'docs/intro.md'), 'utf8');
    expect(intro).toContain('> **备注**\n>\n> Cheerio 1.0 起已经没有默认导出了');
    for (const manager of ['npm', 'yarn', 'pnpm', 'bun']) expect(intro).toContain(`\`\`\`bash title="${manager}"\n`);
    const extract = await fs.readFile(path.join(outDir, 'docs/advanced/extract.md'), 'utf8');
    expect(extract).toContain('```js title="releases.js"\n');
  });

  test('API pages are real Markdown: signatures, parameter tables, examples, and no English original', async () => {
    const page = await fs.readFile(path.join(outDir, 'docs/api/classes/Cheerio.md'), 'utf8');
    expect(page).toContain('```ts\naddClass<T extends AnyNode, R extends ArrayLike<T>>(');
    expect(page).toMatch(/\| 参数 \| 类型 \| 说明 \|\n\| -+ \| -+ \| -+ \|\n\| `value`（可选） \|/);
    expect(page).not.toMatch(/^原文$|<details/m);
    expect(page).not.toContain('Adds class(es) to all of the matched elements');
  });

  test('category pages list their docs as links with descriptions', async () => {
    const { tree } = parseTwin(await fs.readFile(path.join(outDir, 'docs/category/基础教程.md'), 'utf8'));
    expect(nodesOf(tree, 'link').map((node) => (node as Link).url)).toEqual(
      ['loading', 'selecting', 'traversing', 'manipulation', 'troubleshooting'].map((name) => `${SITE}docs/basics/${name}`),
    );
  });

  test('docs pages and posts link to their twin and offer to copy it; other pages do not', async () => {
    for (const [file, twin] of [['docs/intro.html', '/docs/intro.md'], ['blog/cheerio-1.0.html', '/blog/cheerio-1.0.md'], ['docs/api/classes/Cheerio.html', '/docs/api/classes/Cheerio.md']]) {
      const $ = cheerio.load(await fs.readFile(path.join(outDir, file!), 'utf8'));
      expect($('.page-view-markdown').attr('href')).toBe(twin);
      expect($('.page-copy-markdown').attr('data-markdown-href')).toBe(twin);
      expect($('.page-copy-markdown').text()).toBe('复制本页 Markdown');
    }
    for (const file of ['index.html', 'blog.html', 'search.html', '404.html']) {
      expect(cheerio.load(await fs.readFile(path.join(outDir, file), 'utf8'))('.page-actions')).toHaveLength(0);
    }
  });
});

describe('llms.txt and llms-full.txt', () => {
  const llmsLinks = (text: string) => [...text.matchAll(/^- \[(.+?)\]\((\S+?)\)(?:: (.+))?$/gm)].map((match) => ({ title: match[1]!, url: match[2]!, description: match[3] }));

  test('llms.txt has the title, a summary, and the sections 教程, API 参考, 博客', async () => {
    const text = await fs.readFile(path.join(outDir, 'llms.txt'), 'utf8');
    expect(text.startsWith('# Cheerio 中文文档\n\n> ')).toBe(true);
    expect([...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual(['教程', 'API 参考', '博客', '其他页面']);
    const tutorials = text.slice(text.indexOf('## 教程'), text.indexOf('## API 参考'));
    expect(llmsLinks(tutorials).map((link) => link.url)).toEqual([
      'docs/intro', 'docs/category/%E5%9F%BA%E7%A1%80%E6%95%99%E7%A8%8B', 'docs/basics/loading', 'docs/basics/selecting', 'docs/basics/traversing',
      'docs/basics/manipulation', 'docs/basics/troubleshooting', 'docs/category/%E8%BF%9B%E9%98%B6%E6%95%99%E7%A8%8B', 'docs/advanced/extract',
      'docs/advanced/configuring-cheerio', 'docs/advanced/security', 'docs/advanced/extending-cheerio',
    ].map((route) => `${SITE}${route}.md`));
  });

  test("llms.txt lists exactly the sitemap's pages that have content, each by its twin with its description", async () => {
    const sitemap = cheerio.load(await fs.readFile(path.join(outDir, 'sitemap.xml'), 'utf8'), { xml: true });
    const sitemapRoutes = sitemap('url > loc').map((_, element) => new URL(sitemap(element).text()).pathname).get().map(decodeURI);
    const links = llmsLinks(await fs.readFile(path.join(outDir, 'llms.txt'), 'utf8'));
    const listed = links.map((link) => decodeURI(new URL(link.url).pathname).replace(/\.md$/, '').replace(/^\/index$/, '/'));
    expect([...listed].sort()).toEqual(sitemapRoutes.filter((route) => !WITHOUT_TWIN.test(route)).sort());
    const intro = links.find((link) => link.url === `${SITE}docs/intro.md`)!;
    const $ = cheerio.load(await fs.readFile(path.join(outDir, 'docs/intro.html'), 'utf8'));
    expect(intro.description).toBe($('meta[name="description"]').attr('content'));
  });

  test('llms-full.txt holds every listed twin in the same order, each opening with its URL', async () => {
    const full = await fs.readFile(path.join(outDir, 'llms-full.txt'), 'utf8');
    const links = llmsLinks(await fs.readFile(path.join(outDir, 'llms.txt'), 'utf8'));
    const urls = [...full.matchAll(/^---\nurl: "(.+?)"\n/gm)].map((match) => match[1]);
    expect(urls).toEqual(links.map((link) => link.url));
    const intro = await fs.readFile(path.join(outDir, 'docs/intro.md'), 'utf8');
    expect(full).toContain(intro.slice(intro.indexOf('\n---\n') + 5));
  });

  test('the search index ignores the twins', async () => {
    const records = (await fs.readdir(path.join(outDir, 'search'))).filter((file) => file.startsWith('records'));
    for (const file of records) expect(await fs.readFile(path.join(outDir, 'search', file), 'utf8')).not.toMatch(/\.md["#]/);
  });
});
