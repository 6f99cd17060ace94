// The three-version fixture site (test/helpers/versioned-site.ts: Next, 2.x the latest, 1.x unmaintained) built
// with --strict and read as a reader's browser would: routes, sidebars, breadcrumbs, previous/next, banners,
// badges, the version dropdown, links staying inside their version, the sitemap, llms.txt and search records.
import fs from 'node:fs/promises';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../../../build/index.ts';
import { createLocalEngine } from '../../../client/search/local-engine.ts';
import { unpackRecords, type RecordsFile } from '../../../theme/lib/search/records-file.ts';
import type { SearchManifest } from '../../../theme/lib/search/shard-file.ts';
import { defaultScope, versionScope, type SearchableVersion, type SearchScope } from '../../../theme/lib/search/version-scope.ts';
import { createFixtureSite, readOutput, repoRoot } from '../../helpers/fixture-site.ts';
import { versionedSite } from '../../helpers/versioned-site.ts';

let siteDir: string;
let outDir: string;
let result: BuildResult;

beforeAll(async () => {
  siteDir = await createFixtureSite(versionedSite());
  outDir = path.join(siteDir, 'dist');
  result = await buildSite({ rootDir: repoRoot, siteDir, outDir, strict: true });
});
afterAll(() => fs.rm(siteDir, { recursive: true, force: true }));

const page = async (route: string): Promise<CheerioAPI> => load(await readOutput(outDir, `${route.slice(1)}.html`));
const hrefs = ($: CheerioAPI, selector: string) => $(selector).map((_, link) => $(link).attr('href')).get();
const sidebarLinks = ($: CheerioAPI) => hrefs($, 'nav[aria-label="文档侧边栏"] a');
const dropdown = ($: CheerioAPI) => Object.fromEntries($('.navbar .navbar-version-dropdown a').map((_, link) => [[$(link).text(), $(link).attr('href')]]).get());

describe('a site with three docs versions', () => {
  test('every version has its docs, category page and API reference, the current one at /docs', () => {
    expect(result.warnings).toEqual([]);
    expect(result.routes).toEqual(expect.arrayContaining([
      '/docs/intro', '/docs/guide/install', '/docs/guide/streaming', '/docs/category/guide', '/docs/api', '/docs/api/functions/fromURL',
      '/docs/2.x/intro', '/docs/2.x/guide/install', '/docs/2.x/category/guide', '/docs/2.x/api', '/docs/2.x/api/functions/merge',
      '/docs/1.x/intro', '/docs/1.x/guide/install', '/docs/1.x/guide/legacy', '/docs/1.x/category/guide', '/docs/1.x/api/functions/load',
    ]));
    expect(result.routes).not.toContain('/docs/1.x/api/functions/merge');
  });

  test('a snapshot page shows its own sidebar, breadcrumbs and previous/next, all inside its version', async () => {
    const $ = await page('/docs/1.x/guide/install');
    expect(sidebarLinks($)).toEqual(['/docs/1.x/intro', '/docs/1.x/category/guide', '/docs/1.x/guide/install', '/docs/1.x/guide/legacy', '/docs/1.x/api', '/docs/1.x/api/functions/load']);
    expect(hrefs($, 'nav[aria-label="页面路径"] a')).toEqual(['/', '/docs/1.x/category/guide']);
    expect(hrefs($, 'nav[aria-label="文档分页导航"] a')).toEqual(['/docs/1.x/category/guide', '/docs/1.x/guide/legacy']);
    const current = await page('/docs/guide/install');
    expect(sidebarLinks(current)).toContain('/docs/guide/streaming');
    expect(sidebarLinks(current).every((href) => !/^\/docs\/(1|2)\.x/.test(href))).toBe(true);
  });

  test('links written in a snapshot (relative .md and absolute) and its navbar docs links stay inside the version', async () => {
    for (const route of ['/docs/1.x/intro', '/docs/1.x/guide/install', '/docs/1.x/category/guide', '/docs/1.x/api/functions/load', '/docs/2.x/intro']) {
      const $ = await page(route);
      const prefix = route.slice(0, '/docs/1.x'.length);
      const links = hrefs($, 'main a[href^="/docs"], nav[aria-label="文档侧边栏"] a').filter((href) => !$(`.banner a[href="${href}"]`).length);
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((href) => !href.startsWith(`${prefix}/`) && href !== prefix)).toEqual([]);
      expect(hrefs($, '.navbar .navbar-item-link a').filter((href) => href.startsWith('/docs'))).toEqual([`${prefix}/intro`, `${prefix}/api`]);
    }
    expect(hrefs(await page('/docs/1.x/intro'), 'article a').filter((href) => href.includes('install'))).toEqual(['/docs/1.x/guide/install']);
  });

  test('banners name the version and link to the same page in the latest version (2.x), else its main doc', async () => {
    const banner = ($: CheerioAPI) => ({ text: $('.banner-version').text(), href: $('.banner-version a').attr('href') });
    expect(banner(await page('/docs/1.x/guide/install'))).toEqual({ text: '这是 1.x 版本的文档，已不再积极维护。查看最新版本（2.x）', href: '/docs/2.x/guide/install' });
    expect(banner(await page('/docs/1.x/guide/legacy')).href).toBe('/docs/2.x/intro');
    expect(banner(await page('/docs/guide/install'))).toEqual({ text: '这是尚未发布的 Next 版本的文档，内容可能还会变化。查看最新版本（2.x）', href: '/docs/2.x/guide/install' });
    expect(banner(await page('/docs/api/functions/fromURL')).href).toBe('/docs/2.x/intro');
    expect((await page('/docs/1.x/category/guide'))('.banner-version a').attr('href')).toBe('/docs/2.x/category/guide');
    expect((await page('/docs/2.x/guide/install'))('.banner-version').length).toBe(0);
  });

  test('the badge shows the page\'s version', async () => {
    expect((await page('/docs/1.x/guide/install'))('.version-badge').text()).toBe('版本：1.x');
    expect((await page('/docs/2.x/api/functions/merge'))('.version-badge').text()).toBe('版本：2.x');
    expect((await page('/docs/intro'))('.version-badge').text()).toBe('版本：Next');
  });

  test('the dropdown shows the page\'s version and links to the same page in each version, else that version\'s main doc', async () => {
    const legacy = await page('/docs/1.x/guide/legacy');
    expect(legacy('.navbar .navbar-version-dropdown summary').text()).toBe('1.x');
    expect(dropdown(legacy)).toEqual({ Next: '/docs/intro', '2.x': '/docs/2.x/intro', '1.x': '/docs/1.x/guide/legacy' });
    expect(legacy('.navbar .navbar-version-dropdown a[aria-current="page"]').text()).toBe('1.x');
    expect(dropdown(await page('/docs/api/functions/merge'))).toEqual({ Next: '/docs/api/functions/merge', '2.x': '/docs/2.x/api/functions/merge', '1.x': '/docs/1.x/intro' });
    expect(dropdown(await page('/docs/2.x/category/guide'))).toEqual({ Next: '/docs/category/guide', '2.x': '/docs/2.x/category/guide', '1.x': '/docs/1.x/category/guide' });
    // Outside the docs: each version's main doc, and the navbar's docs links name their page in each version.
    const blog = await page('/blog');
    expect(dropdown(blog)).toEqual({ Next: '/docs/intro', '2.x': '/docs/2.x/intro', '1.x': '/docs/1.x/intro' });
    expect(JSON.parse(blog('.navbar a[data-version-hrefs]').first().attr('data-version-hrefs')!)).toEqual({ current: '/docs/intro', '2.x': '/docs/2.x/intro', '1.x': '/docs/1.x/intro' });
  });

  test('the sitemap lists every version; llms.txt and the feeds hold only the current docs and the posts', async () => {
    const sitemap = await readOutput(outDir, 'sitemap.xml');
    for (const route of ['/docs/guide/install', '/docs/2.x/guide/install', '/docs/1.x/guide/install', '/docs/1.x/api/functions/load']) expect(sitemap).toContain(`<loc>https://example.com${route}</loc>`);
    const llms = await readOutput(outDir, 'llms.txt');
    expect(llms).toContain('/docs/guide/install.md');
    expect(llms).not.toMatch(/docs\/(1|2)\.x/);
    const rss = await readOutput(outDir, 'blog/rss.xml');
    expect(rss).toContain('<link>https://example.com/blog/release</link>');
    expect(rss).not.toContain('example.com/docs');
  });

  test('search records carry their version\'s DocSearch tag; the default scope leaves the unmaintained 1.x out', async () => {
    const manifestFile = (await fs.readdir(path.join(outDir, 'search'))).find((file) => file.startsWith('manifest'))!;
    const manifest = JSON.parse(await readOutput(outDir, `search/${manifestFile}`)) as SearchManifest;
    const files = await fs.readdir(path.join(outDir, 'search'));
    const records = (await Promise.all(Array.from({ length: Math.ceil(manifest.recordCount / manifest.recordsPerChunk) }, async (_, number) => {
      const file = files.find((name) => name.startsWith(`records-${number}-`))!;
      return unpackRecords(JSON.parse(await readOutput(outDir, `search/${file}`)) as RecordsFile, number * manifest.recordsPerChunk);
    }))).flat();
    const tagOf = (url: string) => [...new Set(records.filter((record) => record.url_without_anchor === url).map((record) => record.docusaurus_tag))];
    expect(tagOf('/docs/guide/install')).toEqual(['docs-default-current']);
    expect(tagOf('/docs/2.x/guide/install')).toEqual(['docs-default-2.x']);
    expect(tagOf('/docs/1.x/api/functions/load')).toEqual(['docs-default-1.x']);
    expect(tagOf('/blog/release')).toEqual(['blog']);
    expect(manifest.recordTags?.tags).toEqual(expect.arrayContaining(['docs-default-current', 'docs-default-2.x', 'docs-default-1.x', 'blog']));

    const versions = JSON.parse((await page('/search'))('meta[name="cheerio:docs-versions"]').attr('content')!) as SearchableVersion[];
    expect(versions).toEqual([{ name: 'current', label: 'Next', maintained: true }, { name: '2.x', label: '2.x', maintained: true }, { name: '1.x', label: '1.x', maintained: false }]);
    expect((await page('/docs/1.x/intro'))('meta[name="docsearch:docusaurus_tag"]').attr('content')).toBe('docs-default-1.x');

    // The browser's engine over the built files: what each scope finds for 选择器引擎.
    const fetchFile = async (url: string) => new Response(await fs.readFile(path.join(outDir, url)));
    const engine = createLocalEngine(`/search/${manifestFile}`);
    const found = async (scope?: SearchScope) => {
      const original = globalThis.fetch;
      globalThis.fetch = ((url: string) => fetchFile(url)) as typeof fetch;
      try {
        const answer = await engine.search('选择器引擎', 0, new AbortController().signal, scope);
        return [...new Set(answer.hits.map((hit) => hit.url_without_anchor))].sort();
      } finally {
        globalThis.fetch = original;
      }
    };
    expect(await found(defaultScope(versions))).toEqual(['/blog/release', '/docs/2.x/guide/install', '/docs/guide/install']);
    expect(await found(versionScope('1.x'))).toEqual(['/blog/release', '/docs/1.x/guide/install']);
    expect(await found()).toEqual(['/blog/release', '/docs/1.x/guide/install', '/docs/2.x/guide/install', '/docs/guide/install']);
  });
});

describe('errors in a versioned site', () => {
  test('--strict fails on a broken link inside a snapshot, naming the snapshot\'s file', async () => {
    const dir = await createFixtureSite({ ...versionedSite(), 'content/versions/1.x/docs/guide/legacy.md': '# 旧版接口\n\n见[不存在的页面](./missing.md)。\n' });
    await expect(buildSite({ rootDir: repoRoot, siteDir: dir, outDir: path.join(dir, 'dist'), strict: true }))
      .rejects.toThrow(/content\/versions\/1\.x\/docs\/guide\/legacy\.md:3:\d+.*missing\.md/);
    await fs.rm(dir, { recursive: true, force: true });
  });

  test('a version listed in the config without its snapshot folder names the config file and key', async () => {
    const files = Object.fromEntries(Object.entries(versionedSite()).filter(([file]) => !file.startsWith('content/versions/2.x/')));
    const dir = await createFixtureSite(files);
    await expect(buildSite({ rootDir: repoRoot, siteDir: dir, outDir: path.join(dir, 'dist') }))
      .rejects.toThrow(/site\.config\.yaml:\d+ \(docs\.versions\.1\.name\): 文档版本 "2\.x" 没有快照：缺少 content\/versions\/2\.x\/sidebars\.yaml/);
    await fs.rm(dir, { recursive: true, force: true });
  });
});
