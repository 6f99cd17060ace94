// The real site, built once and checked route by route as a reader (and a crawler) would see it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as cheerio from 'cheerio';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../../build/index.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

const SITE_TITLE = 'Cheerio 中文文档';
let outDir: string;
let result: BuildResult;

beforeAll(async () => {
  outDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-real-')), 'dist');
  result = await buildSite({ rootDir: repoRoot, outDir });
}, 120_000);

const load = async (file: string) => cheerio.load(await fs.readFile(path.join(outDir, file), 'utf8'));

const pages = [
  { route: '/', file: 'index.html', h1: 'Cheerio' },
  { route: '/attribution', file: 'attribution.html', h1: '致谢' },
  { route: '/docs/intro', file: 'docs/intro.html', h1: '欢迎使用 Cheerio' },
  { route: '/docs/category/基础教程', file: 'docs/category/基础教程.html', h1: '基础教程' },
  { route: '/docs/basics/loading', file: 'docs/basics/loading.html' },
  { route: '/docs/basics/selecting', file: 'docs/basics/selecting.html' },
  { route: '/docs/basics/traversing', file: 'docs/basics/traversing.html' },
  { route: '/docs/basics/manipulation', file: 'docs/basics/manipulation.html' },
  { route: '/docs/category/进阶教程', file: 'docs/category/进阶教程.html', h1: '进阶教程' },
  { route: '/docs/advanced/extract', file: 'docs/advanced/extract.html' },
  { route: '/docs/advanced/configuring-cheerio', file: 'docs/advanced/configuring-cheerio.html' },
  { route: '/docs/advanced/extending-cheerio', file: 'docs/advanced/extending-cheerio.html' },
];

describe('the real site', () => {
  test('has exactly the routes that exist at this point', () => {
    expect([...result.routes].sort()).toEqual(pages.map((page) => page.route).sort());
  });

  test.each(pages)('$route is a complete zh-Hans page with one H1, title, description and canonical URL', async ({ route, file, h1 }) => {
    const $ = await load(file);
    expect($('html').attr('lang')).toBe('zh-Hans');
    expect($('html').attr('dir')).toBe('ltr');
    expect($('h1')).toHaveLength(1);
    if (h1) expect($('h1').text().trim()).toBe(h1);
    const heading = $('h1').text().trim();
    const title = $('title').text();
    expect(title === SITE_TITLE || title === `${heading} | ${SITE_TITLE}` || route === '/').toBe(true);
    expect($('link[rel=canonical]').attr('href')).toBe(new URL(encodeURI(route).slice(1), 'https://cheerio.js.org/').href);
    expect($('meta[property="og:title"]').attr('content')).toBe(title);
    expect($('meta[name="twitter:card"]').attr('content')).toBe('summary');
    expect($('link[rel=stylesheet]').attr('href')).toMatch(/^\/assets\/style-[A-Z0-9]+\.css$/);
    expect($('script[type=module]').attr('src')).toMatch(/^\/assets\/main-[A-Z0-9]+\.js$/);
  });

  test('home page has its own title with the site title after the delimiter', async () => {
    const $ = await load('index.html');
    expect($('title').text()).toMatch(/^.+ \| Cheerio 中文文档$/);
    expect($('a[href="/docs/intro"]').text()).toContain('快速开始');
  });

  test('every doc page shows the sidebar in order, breadcrumbs, version badge, reading time and TOC', async () => {
    for (const { file } of pages.filter((page) => page.route.startsWith('/docs/'))) {
      const $ = await load(file);
      const topLevel = $('.page-sidebar nav[aria-label="文档侧边栏"] > ul > li');
      const labels = topLevel.map((_, element) => $(element).find('> a, > details > summary').first().text().trim()).get();
      expect(labels).toEqual(['简介', '基础教程', '进阶教程']);
      expect($('[aria-current="page"]').length).toBeGreaterThan(0);
      expect($('body').text()).toContain('版本：Next');
    }
    const $ = await load('docs/basics/traversing.html');
    expect($('body').text()).toMatch(/阅读需 \d+ 分钟/);
    expect($('nav[aria-label="页面路径"]').text()).toContain('基础教程');
    expect($('a[href="#find"]').length).toBeGreaterThan(0);
  });

  test('previous/next follow the sidebar order', async () => {
    const $ = await load('docs/basics/loading.html');
    expect($('a[href="/docs/category/基础教程"]').text()).toContain('基础教程');
    expect($('a[href="/docs/basics/selecting"]').text()).toContain('选择');
  });

  test('category pages list their docs as cards with descriptions', async () => {
    const $ = await load('docs/category/基础教程.html');
    for (const href of ['/docs/basics/loading', '/docs/basics/selecting', '/docs/basics/traversing', '/docs/basics/manipulation']) {
      expect($(`main a[href="${href}"]`).text().length).toBeGreaterThan(4);
    }
    const advanced = await load('docs/category/进阶教程.html');
    const order = advanced('main a[href^="/docs/advanced/"]').map((_, element) => advanced(element).attr('href')).get();
    expect([...new Set(order)]).toEqual(['/docs/advanced/extract', '/docs/advanced/configuring-cheerio', '/docs/advanced/extending-cheerio']);
  });

  test('the 404 page says the page cannot be found and whom to contact', async () => {
    const $ = await load('404.html');
    expect($('title').text()).toBe(`找不到页面 | ${SITE_TITLE}`);
    expect($('h1').text()).toBe('找不到页面');
    expect($('main').text()).toContain('联系');
    expect($('meta[name=robots]').attr('content')).toContain('noindex');
  });

  test('every old path has a redirect stub and a _redirects rule', async () => {
    const redirects = await fs.readFile(path.join(outDir, '_redirects'), 'utf8');
    const expected: Record<string, string> = {
      '/classes/Cheerio.html': '/docs/api/classes/Cheerio',
      '/interfaces/CheerioAPI.html': '/docs/api/interfaces/CheerioAPI',
      '/interfaces/CheerioOptions.html': '/docs/api/interfaces/CheerioOptions',
      '/interfaces/HTMLParser2Options.html': '/docs/api/interfaces/HTMLParser2Options',
    };
    for (const name of ['AcceptedElems', 'AcceptedFilters', 'AnyNode', 'BasicAcceptedElems', 'FilterFunction', 'ParentNode', 'SelectorType']) expected[`/types/${name}.html`] = '/docs/api';
    for (const name of ['contains', 'default', 'html', 'load', 'merge', 'parseHTML', 'root', 'text', 'xml']) expected[`/functions/${name}.html`] = '/docs/api';
    for (const [from, to] of Object.entries(expected)) {
      const $ = await load(from.slice(1));
      expect($('meta[http-equiv=refresh]').attr('content')).toBe(`0; url=${to}`);
      expect($('link[rel=canonical]').attr('href')).toBe(`https://cheerio.js.org${to}`);
      expect($('meta[name=robots]').attr('content')).toBe('noindex');
      expect($('script').text()).toContain(`location.replace("${to}"`);
      expect(redirects).toContain(`${from} ${to} 301`);
      // No folder next to the stub: some hosts would then add a trailing slash.
      await expect(fs.stat(path.join(outDir, from.slice(1).replace(/\.html$/, '')))).rejects.toThrow();
    }
  });

  test('the sitemap lists every page and robots.txt points to it', async () => {
    const sitemap = cheerio.load(await fs.readFile(path.join(outDir, 'sitemap.xml'), 'utf8'), { xml: true });
    const urls = sitemap('url > loc').map((_, element) => decodeURI(sitemap(element).text())).get();
    expect(urls.sort()).toEqual(pages.map((page) => `https://cheerio.js.org${page.route}`).sort());
    expect(await fs.readFile(path.join(outDir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://cheerio.js.org/sitemap.xml');
  });

  test('warns only about pages that later issues add (API reference, blog, search)', () => {
    const unexpected = result.warnings.filter((warning) => !/\/docs\/api|\/blog|\/search/.test(warning.message));
    expect(unexpected).toEqual([]);
  });
});

describe('page weight on first load', () => {
  const gzipSize = async (file: string) => zlib.gzipSync(await fs.readFile(path.join(outDir, file)), { level: 9 }).length;

  // A module and every chunk it imports statically (esbuild writes `from"./chunks/x.js"` and `import"./x.js"`).
  async function scriptClosure(file: string, seen = new Set<string>()): Promise<Set<string>> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const code = await fs.readFile(path.join(outDir, file), 'utf8');
    for (const match of code.matchAll(/(?:^|[;}\s])(?:import|from)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      await scriptClosure(path.posix.join(path.posix.dirname(file), match[1]!), seen);
    }
    return seen;
  }

  test.each(pages)('$route loads at most 80 KB of JavaScript and 25 KB of CSS (gzip), all from this site', async ({ file }) => {
    const $ = await load(file);
    const scripts = new Set<string>();
    for (const element of $('script[src]').toArray()) {
      for (const script of await scriptClosure($(element).attr('src')!.slice(1))) scripts.add(script);
    }
    const styles = $('link[rel=stylesheet]').map((_, element) => $(element).attr('href')!.slice(1)).get();
    const javascript = (await Promise.all([...scripts].map(gzipSize))).reduce((sum, size) => sum + size, 0);
    const css = (await Promise.all(styles.map(gzipSize))).reduce((sum, size) => sum + size, 0);
    expect(javascript).toBeGreaterThan(0);
    expect(javascript).toBeLessThanOrEqual(80 * 1024);
    expect(css).toBeLessThanOrEqual(25 * 1024);
    const external = $('script[src], link[href][rel!=canonical][rel!=alternate], img[src], iframe[src]')
      .map((_, element) => $(element).attr('src') ?? $(element).attr('href')).get()
      .filter((url) => /^(https?:)?\/\//.test(url));
    expect(external).toEqual([]);
  });
});
