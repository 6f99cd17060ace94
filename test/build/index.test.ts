import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import * as cheerio from 'cheerio';
import { describe, expect, test } from 'vitest';
import { buildSite, SiteBuilder, type BuildOptions } from '../../build/index.ts';
import { baseConfig, createFixtureSite, readOutput, repoRoot } from '../helpers/fixture-site.ts';

const intro = '---\nsidebar_position: 1\nsidebar_label: 简介\ndescription: 入门介绍\n---\n# 欢迎\n\n## 安装 {#install}\n\n正文。\n';
const loading = '---\nsidebar_position: 1\ndescription: 各种加载方式\n---\n# 加载文档\n\n## 小结\n\n回到[简介](../intro.md#install)。\n';
const basicsCategory = 'label: 基础教程\nposition: 2\nlink:\n  type: generated-index\n  slug: /category/基础教程\n  description: 基础用法\n';

async function build(files: Record<string, string>, options: Partial<BuildOptions> = {}) {
  const siteDir = await createFixtureSite(files);
  const outDir = path.join(siteDir, 'dist');
  const result = await buildSite({ rootDir: repoRoot, siteDir, outDir, ...options });
  return { siteDir, outDir, result };
}

const basicSite = { 'content/docs/intro.md': intro, 'content/docs/basics/loading.md': loading, 'content/docs/basics/_category_.yaml': basicsCategory };

describe('building a site', () => {
  test('shows progress while Markdown compiles, one step per file, and prints each step in Chinese', async () => {
    const progress: string[] = [];
    const lines: string[] = [];
    const logger = { info: (line: string) => lines.push(line), warn: () => {}, error: () => {}, progress: (label: string, done: number, total: number) => progress.push(`${label} ${done}/${total}`) };
    await build(basicSite, { logger });
    expect(progress.filter((line) => line.startsWith('编译 Markdown'))).toEqual(['编译 Markdown 1/2', '编译 Markdown 2/2']);
    // Colours on or off (picocolors colours under CI=true), the line reads the same.
    expect(lines.map((line) => stripVTControlCharacters(line))).toContainEqual(expect.stringMatching(/✓ 编译 Markdown +\d+ ms/));
  });

  test('writes every route as a .html file for trailing-slash-off hosting', async () => {
    const { outDir, result } = await build({ ...basicSite, 'content/pages/about.md': '# 关于\n' });
    expect(result.routes.sort()).toEqual(['/about', '/docs/basics/loading', '/docs/category/基础教程', '/docs/intro', '/search']);
    for (const file of ['docs/intro.html', 'docs/basics/loading.html', 'docs/category/基础教程.html', 'about.html', '404.html', 'sitemap.xml', 'robots.txt', '_redirects']) {
      await expect(fs.stat(path.join(outDir, file))).resolves.toBeTruthy();
    }
  });

  test('gives each doc its title, sidebar, breadcrumbs, pagination and TOC', async () => {
    const { outDir } = await build(basicSite);
    const $ = cheerio.load(await readOutput(outDir, 'docs/basics/loading.html'));
    expect($('title').text()).toBe('加载文档 | 测试站点');
    expect($('html').attr('lang')).toBe('zh-Hans');
    expect($('link[rel=canonical]').attr('href')).toBe('https://example.com/docs/basics/loading');
    expect($('meta[name=description]').attr('content')).toBe('各种加载方式');
    expect($('[aria-current=page]').first().text()).toContain('加载文档');
    expect($('nav[aria-label] a').text()).toContain('基础教程');
    expect($('body').text()).toContain('上一页');
    expect($('a[href="/docs/intro#install"]').length).toBe(1);
  });

  test('lists a category\'s docs as cards on its generated index page', async () => {
    const { outDir } = await build(basicSite);
    const $ = cheerio.load(await readOutput(outDir, 'docs/category/基础教程.html'));
    expect($('h1').text()).toBe('基础教程');
    expect($('a[href="/docs/basics/loading"]').text()).toContain('各种加载方式');
  });

  test('lets a category\'s own doc place the card list with ::doc-card-list', async () => {
    const { outDir } = await build({
      'content/docs/intro.md': intro,
      'content/docs/guide/_category_.yaml': 'label: 指南\nlink:\n  type: doc\n  id: overview\n',
      'content/docs/guide/overview.md': '# 指南总览\n\n开头。\n\n::doc-card-list\n\n结尾。\n',
      'content/docs/guide/first.md': '---\ndescription: 第一篇的简介\n---\n# 第一篇\n',
    });
    const $ = cheerio.load(await readOutput(outDir, 'docs/guide/overview.html'));
    const card = $('main a[href="/docs/guide/first"]');
    expect(card.text()).toContain('第一篇的简介');
    expect($('main').text().indexOf('开头')).toBeLessThan($('main').text().indexOf('第一篇的简介'));
    expect($('main').text().indexOf('第一篇的简介')).toBeLessThan($('main').text().indexOf('结尾'));
    expect($('[data-doc-card-list]')).toHaveLength(0);
    // The category's own doc is the category row of the sidebar, not also an item inside it.
    expect($('.page-sidebar a[href="/docs/guide/overview"]')).toHaveLength(1);
    expect($('main .card-grid a[href="/docs/guide/overview"]')).toHaveLength(0);
  });

  test('keeps drafts out of production and unlisted pages out of the sitemap', async () => {
    const { outDir, result } = await build({
      ...basicSite,
      'content/docs/draft.md': '---\ndraft: true\n---\n# 草稿\n',
      'content/docs/hidden.md': '---\nunlisted: true\n---\n# 隐藏\n',
    });
    expect(result.routes).not.toContain('/docs/draft');
    const sitemap = await readOutput(outDir, 'sitemap.xml');
    expect(sitemap).toContain('https://example.com/docs/intro');
    expect(sitemap).not.toContain('hidden');
    const $ = cheerio.load(await readOutput(outDir, 'docs/hidden.html'));
    expect($('meta[name=robots]').attr('content')).toContain('noindex');
  });

  test('writes _headers: a year of caching only for content-hashed files, revalidation for the rest', async () => {
    const { outDir } = await build(basicSite);
    const headers = await readOutput(outDir, '_headers');
    expect(headers).toMatch(/^\/\*\n {2}Cache-Control: public, max-age=0, must-revalidate\n {2}X-Content-Type-Options: nosniff/);
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headers).toContain('/search/*\n  Cache-Control: public, max-age=31536000, immutable');
    const assets = await fs.readdir(path.join(outDir, 'assets'), { recursive: true });
    const files = assets.filter((file) => /\.\w+$/.test(file));
    expect(files.length).toBeGreaterThan(2);
    expect(files.every((file) => /-[A-Z0-9]{8,}\.(js|css)$/.test(file)), files.join(', ')).toBe(true);
    const search = await fs.readdir(path.join(outDir, 'search'));
    expect(search.every((file) => /-[0-9a-f]{10}\.json$/.test(file)), search.join(', ')).toBe(true);
  });

  test('the search page tells a reader without JavaScript why it shows no results', async () => {
    const { outDir } = await build(basicSite);
    const $ = cheerio.load(await readOutput(outDir, 'search.html'));
    expect(cheerio.load($('main noscript').html() ?? '').text()).toContain('JavaScript');
  });

  test('prefixes links and assets with the base URL', async () => {
    const { outDir } = await build(basicSite, { baseUrl: '/zh/' });
    const $ = cheerio.load(await readOutput(outDir, 'docs/basics/loading.html'));
    expect($('a[href="/zh/docs/intro#install"]').length).toBe(1);
    expect($('link[rel=stylesheet]').attr('href')).toMatch(/^\/zh\/assets\/style-/);
    expect($('link[rel=canonical]').attr('href')).toBe('https://example.com/zh/docs/basics/loading');
  });
});

describe('build warnings', () => {
  test('name the file and line of a broken link and a broken anchor', async () => {
    const { result } = await build({
      ...basicSite,
      'content/docs/links.md': '# 链接\n\n[没有](/docs/nowhere)\n\n[锚点](./intro.md#missing)\n',
    });
    const byCode = Object.fromEntries(result.warnings.map((warning) => [warning.code, warning]));
    expect(byCode['broken-link']).toMatchObject({ line: 3, message: expect.stringContaining('/docs/nowhere') });
    expect(byCode['broken-link']!.file).toMatch(/links\.md$/);
    expect(byCode['broken-anchor']).toMatchObject({ line: 5, message: expect.stringContaining('missing') });
  });

  test('name both files of a duplicate route', async () => {
    const { result } = await build({ ...basicSite, 'content/docs/zcopy.md': '---\nslug: /intro\n---\n# 副本\n' });
    const warning = result.warnings.find((entry) => entry.code === 'duplicate-route');
    expect(warning?.file).toMatch(/intro\.md$|copy\.md$/);
    expect(warning?.message).toContain('/docs/intro');
  });

  test('name the config line of a redirect to a missing page', async () => {
    const config = `${baseConfig}redirects:\n  - { from: /old.html, to: /docs/gone }\n`;
    const { result, outDir } = await build({ ...basicSite, 'content/site.config.yaml': config });
    expect(result.warnings.find((entry) => entry.code === 'broken-redirect')).toMatchObject({ key: 'redirects.0.to', line: 22 });
    expect(await readOutput(outDir, 'old.html')).toContain('location.replace');
  });

  test('fail the build with --strict', async () => {
    await expect(build({ ...basicSite, 'content/docs/links.md': '# 链接\n\n[没有](/docs/nowhere)\n' }, { strict: true }))
      .rejects.toThrow(/links\.md:3:1: --strict 下有 1 条警告/);
  });
});

describe('config errors fail the build', () => {
  test('a sidebar entry naming a missing doc id', async () => {
    const config = baseConfig.replace('      - type: autogenerated\n        dirName: .\n', '      - intro\n      - basics/nothing\n');
    await expect(build({ ...basicSite, 'content/site.config.yaml': config }))
      .rejects.toThrow(/site\.config\.yaml:20 \(docs\.sidebars\.defaultSidebar\.1\): 侧边栏项指向的文档 id "basics\/nothing" 不存在/);
  });

  test('a mistyped doc id in a sidebar names the id probably meant', async () => {
    const config = baseConfig.replace('      - type: autogenerated\n        dirName: .\n', '      - intro\n      - basics/loadng\n');
    await expect(build({ ...basicSite, 'content/site.config.yaml': config }))
      .rejects.toThrow('侧边栏项指向的文档 id "basics/loadng" 不存在（是不是想写 "basics/loading"？）');
  });

  test('a navbar item naming a missing sidebar id', async () => {
    const config = baseConfig.replace('    - type: doc\n      docId: intro\n', '    - type: docSidebar\n      sidebarId: apiSidebar\n');
    await expect(build({ ...basicSite, 'content/site.config.yaml': config }))
      .rejects.toThrow(/site\.config\.yaml:8 \(navbar\.items\.0\.sidebarId\): 导航栏项指向的侧边栏 id "apiSidebar" 不存在/);
  });

  test('a navbar item naming a missing doc id', async () => {
    const config = baseConfig.replace('docId: intro', 'docId: welcome');
    await expect(build({ ...basicSite, 'content/site.config.yaml': config })).rejects.toThrow(/navbar\.items\.0\.docId/);
  });

  test('the category index list on a page that is not a category', async () => {
    await expect(build({ ...basicSite, 'content/docs/cards.md': '# 卡片\n\n::doc-card-list\n' }))
      .rejects.toThrow(/cards\.md:3 \(::doc-card-list\): 分类索引列表只能用在分类自己的页面上/);
  });

  test('malformed front matter, naming the file and line', async () => {
    await expect(build({ ...basicSite, 'content/docs/bad.md': '---\ntitle: [oops\n---\n# x\n' })).rejects.toThrow(/bad\.md:\d+:\d+: front matter 的 YAML 语法错误/);
  });
});

describe('atomic output', () => {
  test('a failed build leaves the previous output byte-for-byte untouched', async () => {
    const { siteDir, outDir } = await build(basicSite);
    const before = await snapshot(outDir);
    await fs.writeFile(path.join(siteDir, 'content/docs/intro.md'), '---\nsidebar_position: [\n---\n');
    await expect(buildSite({ rootDir: repoRoot, siteDir, outDir })).rejects.toThrow(/intro\.md/);
    expect(await snapshot(outDir)).toEqual(before);
    const leftovers = (await fs.readdir(siteDir)).filter((name) => name.includes('staging'));
    expect(leftovers).toEqual([]);
  });

  test('a build whose config fails still puts back the dist/ a killed swap left aside, and removes leftovers', async () => {
    const { siteDir, outDir } = await build(basicSite);
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    await fs.rename(outDir, path.join(siteDir, `dist.old-${deadPid}-1700000000000`));
    await fs.mkdir(path.join(siteDir, `.dist-staging-${deadPid}-Half12`));
    await fs.writeFile(path.join(siteDir, 'content/site.config.yaml'), 'title: [\n');
    await expect(buildSite({ rootDir: repoRoot, siteDir, outDir })).rejects.toThrow(/site\.config\.yaml/);
    expect(await readOutput(outDir, 'docs/intro.html')).toContain('<html');
    expect((await fs.readdir(siteDir)).filter((name) => name.includes('dist'))).toEqual(['dist']);
  });
});

async function snapshot(dir: string): Promise<Record<string, string>> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const result: Record<string, string> = {};
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result[path.relative(dir, file)] = await fs.readFile(file, 'base64');
  }
  return result;
}

describe('a watch-mode build', () => {
  test('keeps its search files apart from a production build\'s: each reuses its own after the other ran', async () => {
    const siteDir = await createFixtureSite(basicSite);
    const indexOf = (cacheDir: string) => path.join(cacheDir, 'index.json');
    const production = new SiteBuilder({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dist') });
    await production.build();
    const { search, devSearch } = production.cacheFiles();
    const built = statSync(indexOf(search)).mtimeMs;
    const dev = new SiteBuilder({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dev'), dev: true });
    await dev.build();
    // The dev server indexes once edits pause.
    await expect.poll(() => existsSync(path.join(siteDir, 'dev/search/manifest.json')), { timeout: 5000 }).toBe(true);
    await dev.close();
    expect(existsSync(indexOf(devSearch))).toBe(true);
    await production.build();
    await production.close();
    expect(statSync(indexOf(search)).mtimeMs).toBe(built);
  });

  test('writes the stylesheets and scripts a page names before the page, so a reload in between never gets a 404', async () => {
    const siteDir = await createFixtureSite(basicSite);
    const outDir = path.join(siteDir, 'dev');
    const builder = new SiteBuilder({ rootDir: repoRoot, siteDir, outDir, dev: true });
    let missing: string[] | undefined;
    await builder.build({
      onPagesWritten: () => {
        const html = readFileSync(path.join(outDir, 'docs/intro.html'), 'utf8');
        const assets = [...html.matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
        missing = assets.filter((file) => !existsSync(path.join(outDir, file)));
        expect(assets.length).toBeGreaterThan(0);
      },
    });
    await builder.close();
    expect(missing).toEqual([]);
  });

  test('a rebuild renders again the pages that show a changed body, and only those: the post and the list with its excerpt', async () => {
    const post = (excerpt: string) => `---\ntitle: 第一篇\n---\n${excerpt}\n\n<!-- truncate -->\n\n余下的正文。\n`;
    const siteDir = await createFixtureSite({ ...basicSite, 'content/blog/2024-01-01-first.md': post('开头一段。') });
    const outDir = path.join(siteDir, 'dev');
    const builder = new SiteBuilder({ rootDir: repoRoot, siteDir, outDir, dev: true });
    try {
      await builder.build();
      await fs.writeFile(path.join(siteDir, 'content/blog/2024-01-01-first.md'), post('改过的开头。'));
      const { renderedRoutes } = await builder.build();
      expect(renderedRoutes).toEqual(expect.arrayContaining(['/blog', '/blog/first']));
      expect(renderedRoutes).not.toContain('/docs/intro');
      expect(readFileSync(path.join(outDir, 'blog.html'), 'utf8')).toContain('改过的开头。');
      expect((await builder.build()).renderedRoutes).toEqual([]);
    } finally {
      await builder.close();
    }
  });

  test('tells its caller once the changed pages are written, before their Markdown twins and the feeds', async () => {
    const siteDir = await createFixtureSite({ ...basicSite, 'content/blog/2024-01-01-first.md': '---\ntitle: 第一篇\n---\n正文\n' });
    const outDir = path.join(siteDir, 'dev');
    const builder = new SiteBuilder({ rootDir: repoRoot, siteDir, outDir, dev: true });
    const seen: { rendered: string[]; routes: string[]; page: boolean; twin: boolean; feed: boolean }[] = [];
    const exists = (file: string) => existsSync(path.join(outDir, file));
    const result = await builder.build({
      onPagesWritten: ({ rendered, routes }) => seen.push({ rendered, routes, page: exists('docs/intro.html'), twin: exists('docs/intro.md'), feed: exists('blog/rss.xml') }),
    });
    await builder.close();
    expect(seen).toEqual([{ rendered: result.renderedRoutes, routes: result.routes, page: true, twin: false, feed: false }]);
    expect([exists('docs/intro.md'), exists('blog/rss.xml')]).toEqual([true, true]);
  });
});
