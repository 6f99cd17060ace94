// The real site, built once and checked route by route as a reader (and a crawler) would see it.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { describe, expect, test } from 'vitest';
import { builtPages, FIRST_LOAD_TARGETS, measurePageWeight } from '../../scripts/bench/page-weight.ts';
import { realSiteBuild, realSiteDir } from '../helpers/real-site.ts';

const SITE_TITLE = 'Cheerio 中文文档';
// The shared strict build of the real site (test/helpers/real-site-setup.ts).
const outDir = realSiteDir();
const result = realSiteBuild();

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
  { route: '/docs/basics/troubleshooting', file: 'docs/basics/troubleshooting.html', h1: '常见问题排查' },
  { route: '/docs/category/进阶教程', file: 'docs/category/进阶教程.html', h1: '进阶教程' },
  { route: '/docs/advanced/extract', file: 'docs/advanced/extract.html' },
  { route: '/docs/advanced/configuring-cheerio', file: 'docs/advanced/configuring-cheerio.html' },
  { route: '/docs/advanced/security', file: 'docs/advanced/security.html', h1: '安全' },
  { route: '/docs/advanced/extending-cheerio', file: 'docs/advanced/extending-cheerio.html' },
  { route: '/blog', file: 'blog.html', h1: '博客' },
  { route: '/blog/archive', file: 'blog/archive.html', h1: '归档' },
  { route: '/blog/authors', file: 'blog/authors.html', h1: '作者' },
  { route: '/blog/tags', file: 'blog/tags.html', h1: '标签' },
  { route: '/blog/cheerio-1.0', file: 'blog/cheerio-1.0.html', h1: 'Cheerio 1.0 正式发布：开箱即用' },
  { route: '/blog/new-website', file: 'blog/new-website.html', h1: '新网站上线了' },
  { route: '/blog/tags/announcement', file: 'blog/tags/announcement.html', h1: '1 篇文章含有标签「公告」' },
  { route: '/blog/tags/intro', file: 'blog/tags/intro.html', h1: '1 篇文章含有标签「介绍」' },
  { route: '/blog/tags/release', file: 'blog/tags/release.html', h1: '1 篇文章含有标签「版本发布」' },
  { route: '/blog/tags/website', file: 'blog/tags/website.html', h1: '1 篇文章含有标签「网站」' },
  { route: '/search', file: 'search.html', h1: '搜索' },
  { route: '/docs/api', file: 'docs/api.html', h1: 'API 参考' },
  { route: '/docs/api/classes/Cheerio', file: 'docs/api/classes/Cheerio.html', h1: '类：Cheerio<T>' },
  ...['contains', 'decodeStream', 'fromURL', 'loadBuffer', 'merge', 'stringStream'].map((name) => ({ route: `/docs/api/functions/${name}`, file: `docs/api/functions/${name}.html`, h1: `函数：${name}()` })),
  ...['CheerioAPI', 'CheerioOptions', 'CheerioRequestOptions', 'DecodeStreamOptions', 'HTMLParser2Options'].map((name) => ({ route: `/docs/api/interfaces/${name}`, file: `docs/api/interfaces/${name}.html`, h1: `接口：${name}` })),
  ...['AcceptedElems', 'AcceptedFilters', 'BasicAcceptedElems', 'FilterFunction', 'SelectorType'].map((name) => ({ route: `/docs/api/type-aliases/${name}`, file: `docs/api/type-aliases/${name}.html` })),
  { route: '/docs/api/variables/load', file: 'docs/api/variables/load.html', h1: '变量：load()' },
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
    expect($('link[rel=canonical]').attr('href')).toBe(new URL(encodeURI(route).slice(1), 'https://cheeriojs.github.io/').href);
    expect($('meta[property="og:title"]').attr('content')).toBe(title);
    expect($('meta[name="twitter:card"]').attr('content')).toBe('summary');
    expect($('link[rel=alternate][type="application/rss+xml"]').attr('href')).toBe('/blog/rss.xml');
    expect($('link[rel=stylesheet]').attr('href')).toMatch(/^\/assets\/style-[A-Z0-9]+\.css$/);
    expect($('script[type=module]').attr('src')).toMatch(/^\/assets\/main-[A-Z0-9]+\.js$/);
    // A description ends at the end of a sentence (or an ellipsis), never inside a number such as "1.0".
    const description = $('meta[name="description"]').attr('content') ?? '';
    expect(description, route).not.toMatch(/\p{Nd}\.$/u);
  });

  test('a description is a whole first sentence: the 1.0 post is not cut at the full stop inside "1.0"', async () => {
    const $ = await load('blog/cheerio-1.0.html');
    expect($('meta[name="description"]').attr('content')).toBe('Cheerio 1.0 发布了！');
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
      expect(labels).toEqual(['简介', '基础教程', '进阶教程', 'API 参考']);
      expect($('[aria-current="page"]').length).toBeGreaterThan(0);
      expect($('body').text()).toContain('版本：Next');
    }
    const $ = await load('docs/basics/traversing.html');
    expect($('body').text()).toMatch(/阅读需 \d+ 分钟/);
    expect($('nav[aria-label="页面路径"]').text()).toContain('基础教程');
    expect($('a[href="#find"]').length).toBeGreaterThan(0);
  });

  test('tutorials show their reading time; API reference pages, which are looked things up in, do not', async () => {
    expect((await load('docs/basics/traversing.html'))('.reading-time').text()).toMatch(/^阅读需 \d+ 分钟$/);
    for (const file of ['docs/api/classes/Cheerio.html', 'docs/api/variables/load.html', 'docs/api.html']) {
      const $ = await load(file);
      expect($('.reading-time'), file).toHaveLength(0);
      expect($('body').text(), file).not.toMatch(/阅读需 \d+ 分钟/);
    }
  });

  test('the sidebar lists the API pages by kind, and the API category is one row', async () => {
    const $ = await load('docs/api/classes/Cheerio.html');
    const api = $('.page-sidebar nav[aria-label="文档侧边栏"] > ul > li').last();
    expect(api.find('> a').first().attr('href')).toBe('/docs/api');
    expect(api.find('a[href="/docs/api"]')).toHaveLength(1);
    expect(api.find('> details > ul > li').map((_, element) => $(element).find('> a, > details > summary').first().text().trim()).get())
      .toEqual(['类', '函数', '接口', '类型别名', '变量']);
    expect($('.page-sidebar a[aria-current="page"]').text()).toBe('Cheerio');
    // Member anchors the tutorials and old links use.
    for (const id of ['attr', 'parentsuntil', 'find', 'extract', 'addclass']) expect($(`h3#${id}`), id).toHaveLength(1);
    expect($('.doc-toc-column a[href="#parentsuntil"]')).toHaveLength(1);
  });

  test('every built page carries its sidebar once; the drawer holds only the empty slot the open drawer borrows it into', async () => {
    const files = await builtPages(outDir);
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const $ = await load(file);
      const sidebars = $('nav.doc-sidebar, nav.blog-sidebar');
      expect(sidebars.length, file).toBeLessThanOrEqual(1);
      expect($('[data-mobile-drawer-sidebar]').length, file).toBe(sidebars.length);
      expect($('[data-mobile-drawer-sidebar]').children().length, file).toBe(0);
    }
  });

  test('the docs sidebar is small enough to be whole on every doc page: every doc, no category left out', async () => {
    const docs = pages.filter((page) => page.route.startsWith('/docs/'));
    for (const { file } of docs) {
      const $ = await load(file);
      const hrefs = $('nav.doc-sidebar a').map((_, link) => $(link).attr('href')).get();
      expect(hrefs.sort(), file).toEqual(docs.map((page) => page.route).sort());
      expect($('.sidebar-category-omitted'), file).toHaveLength(0);
    }
  });

  test('previous/next follow the sidebar order', async () => {
    const $ = await load('docs/basics/loading.html');
    expect($('a[href="/docs/category/基础教程"]').text()).toContain('基础教程');
    expect($('a[href="/docs/basics/selecting"]').text()).toContain('选择');
  });

  test('category pages list their docs as cards with descriptions', async () => {
    const $ = await load('docs/category/基础教程.html');
    for (const href of ['/docs/basics/loading', '/docs/basics/selecting', '/docs/basics/traversing', '/docs/basics/manipulation', '/docs/basics/troubleshooting']) {
      expect($(`main a[href="${href}"]`).text().length).toBeGreaterThan(4);
    }
    const advanced = await load('docs/category/进阶教程.html');
    const order = advanced('main a[href^="/docs/advanced/"]').map((_, element) => advanced(element).attr('href')).get();
    expect([...new Set(order)]).toEqual(['/docs/advanced/extract', '/docs/advanced/configuring-cheerio', '/docs/advanced/security', '/docs/advanced/extending-cheerio']);
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
      expect($('link[rel=canonical]').attr('href')).toBe(`https://cheeriojs.github.io${to}`);
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
    expect(urls.sort()).toEqual(pages.map((page) => `https://cheeriojs.github.io${page.route}`).sort());
    expect(await fs.readFile(path.join(outDir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://cheeriojs.github.io/sitemap.xml');
  });

  test('builds without a single warning: every link, anchor and redirect lands on a page', () => {
    expect(result.warnings).toEqual([]);
  });
});

describe('the real blog', () => {
  const postTitles = ($: cheerio.CheerioAPI) => $('.blog-list-item h2').map((_, element) => $(element).text()).get();

  test('/blog lists both posts newest first with excerpts and 阅读全文 links', async () => {
    const $ = await load('blog.html');
    expect(postTitles($)).toEqual(['Cheerio 1.0 正式发布：开箱即用', '新网站上线了']);
    expect($('a.blog-read-more').map((_, a) => $(a).attr('href')).get()).toEqual(['/blog/cheerio-1.0', '/blog/new-website']);
    expect($('.blog-list-item').first().text()).not.toContain('破坏性变更');
    expect($('nav[aria-label="博文列表分页导航"]').length).toBe(0);
  });

  test('each post shows its Chinese date, reading time, author and tags, and links to its neighbour', async () => {
    const release = await load('blog/cheerio-1.0.html');
    expect(release('.blog-post-meta time').text()).toBe('2024年8月7日');
    expect(release('.blog-post-meta time').attr('datetime')).toBe('2024-08-07T00:00:00.000Z');
    expect(release('.blog-post-meta .reading-time').text()).toMatch(/^阅读需 \d+ 分钟$/);
    expect(release('.blog-post-authors .blog-author-name').text()).toBe('Felix Boehm');
    expect(release('.blog-post-authors .blog-author-social').attr('href')).toBe('https://github.com/fb55');
    expect(release('.blog-post-footer a[rel=tag]').map((_, a) => release(a).text()).get()).toEqual(['版本发布', '公告']);
    expect(release('nav[aria-label="博文导航"] a').map((_, a) => [[release(a).find('.pagination-sublabel').text(), release(a).attr('href')]]).get())
      .toEqual([['较旧一篇', '/blog/new-website']]);
    const website = await load('blog/new-website.html');
    expect(website('.blog-post-meta time').text()).toBe('2023年2月13日');
    expect(website('nav[aria-label="博文导航"] .pagination-sublabel').text()).toBe('较新一篇');
  });

  test('archive, authors and tags pages count the posts', async () => {
    const archive = await load('blog/archive.html');
    expect(archive('.blog-archive-year h2').map((_, element) => archive(element).text()).get()).toEqual(['2024 年', '2023 年']);
    const authors = await load('blog/authors.html');
    expect(authors('.blog-author-grid .blog-author-count').text()).toBe('2 篇文章');
    const tags = await load('blog/tags.html');
    expect(tags('.blog-tag-group h2').map((_, element) => tags(element).text()).get()).toEqual(['B', 'G', 'J', 'W']);
    for (const tag of ['announcement', 'intro', 'release', 'website']) {
      const $ = await load(`blog/tags/${tag}.html`);
      expect(postTitles($), tag).toEqual([tag === 'intro' || tag === 'website' ? '新网站上线了' : 'Cheerio 1.0 正式发布：开箱即用']);
    }
  });

  test('the feeds list both posts', async () => {
    const rss = await fs.readFile(path.join(outDir, 'blog/rss.xml'), 'utf8');
    expect(rss.match(/<item>/g)).toHaveLength(2);
    const json = JSON.parse(await fs.readFile(path.join(outDir, 'blog/feed.json'), 'utf8')) as { items: { url: string }[] };
    expect(json.items.map((item) => item.url)).toEqual(['https://cheeriojs.github.io/blog/cheerio-1.0', 'https://cheeriojs.github.io/blog/new-website']);
  });
});

describe('page weight on first load', () => {
  // React's element symbol and react-dom's fiber key: either in a first-load module means React is there.
  const REACT = /react\.transitional\.element|__reactFiber/;
  const read = (module: string) => fs.readFile(path.join(outDir, module), 'utf8');

  test('every page but /search loads at most 12 KB of JavaScript and 20 KB of JavaScript + CSS (gzip), without React', async () => {
    const files = (await builtPages(outDir)).filter((file) => file !== 'search.html');
    expect(files.length).toBeGreaterThan(50);
    let themed = 0;
    for (const file of files) {
      const weight = await measurePageWeight(outDir, file);
      // Redirect stubs run one inline script and load nothing; every themed page loads the entry.
      if (weight.modules.length === 0) continue;
      themed += 1;
      expect(weight.javascript, file).toBeLessThanOrEqual(FIRST_LOAD_TARGETS.javascript);
      expect(weight.javascript + weight.css, file).toBeLessThanOrEqual(FIRST_LOAD_TARGETS.javascriptAndCss);
      for (const module of weight.modules) expect(await read(module), `${file}: ${module}`).not.toMatch(REACT);
    }
    expect(themed).toBe(result.routes.length);
  });

  test('/search loads React and its results at once, within 100 KB of JavaScript + CSS (gzip)', async () => {
    const weight = await measurePageWeight(outDir, 'search.html');
    const code = await Promise.all(weight.modules.map(read));
    expect(code.some((text) => REACT.test(text))).toBe(true);
    expect(weight.javascript + weight.css).toBeLessThanOrEqual(FIRST_LOAD_TARGETS.searchPage);
  });

  test.each(pages)('$route loads scripts and styles only from this site', async ({ file }) => {
    const $ = await load(file);
    expect($('script[type=module][src]').length).toBe(1);
    const external = $('script[src], link[href][rel!=canonical][rel!=alternate], img[src], iframe[src]')
      .map((_, element) => $(element).attr('src') ?? $(element).attr('href')).get()
      .filter((url) => /^(https?:)?\/\//.test(url));
    expect(external).toEqual([]);
  });
});
