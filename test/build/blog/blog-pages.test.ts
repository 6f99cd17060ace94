import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../../../build/index.ts';
import { createFixtureSite, readOutput, repoRoot } from '../../helpers/fixture-site.ts';
import { fixtureBlog } from './fixture-blog.ts';

const docs = { 'content/docs/intro.md': '# 简介\n\n正文。\n' };
let outDir: string;
let result: BuildResult;

async function page(file: string) {
  return cheerio.load(await readOutput(outDir, file));
}

beforeAll(async () => {
  const siteDir = await createFixtureSite({ ...docs, ...fixtureBlog() });
  outDir = path.join(siteDir, 'dist');
  result = await buildSite({ rootDir: repoRoot, siteDir, outDir });
});

describe('a blog with more posts than fit on one page', () => {
  test('has every blog route, and pages beyond the first only where posts overflow', () => {
    const blogRoutes = result.routes.filter((route) => route.startsWith('/blog')).sort();
    expect(blogRoutes).toEqual([
      '/blog', '/blog/archive', '/blog/authors', '/blog/hidden', '/blog/page/2',
      ...Array.from({ length: 12 }, (_, index) => `/blog/post-${index + 1}`).sort(),
      '/blog/tags', '/blog/tags/release', '/blog/tags/website', '/blog/tags/website/page/2',
    ].sort());
  });

  test('/blog lists the ten newest posts with excerpts, 阅读全文 links and a link to older posts', async () => {
    const $ = await page('blog.html');
    expect($('h1').text()).toBe('博客');
    const titles = $('.blog-list-item h2').map((_, element) => $(element).text()).get();
    expect(titles).toEqual(['第 12 篇', '第 11 篇', '第 10 篇', '第 9 篇', '第 8 篇', '第 7 篇', '第 6 篇', '第 5 篇', '第 4 篇', '第 3 篇']);
    const first = $('.blog-list-item').first();
    expect(first.find('.markdown').text().trim()).toBe('正文第一段。');
    expect(first.find('.markdown').text()).not.toContain('更多内容');
    expect(first.find('a.blog-read-more').attr('href')).toBe('/blog/post-12');
    expect(first.find('a.blog-read-more').text()).toBe('阅读全文');
    expect($('nav[aria-label="博文列表分页导航"] a').map((_, a) => [[$(a).text(), $(a).attr('href')]]).get()).toEqual([['较旧的文章', '/blog/page/2']]);
    expect($('.blog-list-item h2 a[href="/blog/hidden"]').length).toBe(0);
  });

  test('/blog/page/2 has the rest and links back to newer posts', async () => {
    const $ = await page('blog/page/2.html');
    expect($('.blog-list-item h2').map((_, element) => $(element).text()).get()).toEqual(['第 2 篇', '第 1 篇']);
    expect($('nav[aria-label="博文列表分页导航"] a').map((_, a) => [[$(a).text(), $(a).attr('href')]]).get()).toEqual([['较新的文章', '/blog']]);
    expect($('title').text()).toBe('博客（第 2 页） | 测试站点');
  });

  test('a post page has its title, Chinese date, reading time, authors, tags, TOC, neighbours and sidebar', async () => {
    const $ = await page('blog/post-5.html');
    expect($('h1').text()).toBe('第 5 篇');
    expect($('.blog-post-meta time').attr('datetime')).toBe('2024-05-01T00:00:00.000Z');
    expect($('.blog-post-meta time').text()).toBe('2024年5月1日');
    expect($('.blog-post-meta .reading-time').text()).toBe('阅读需 1 分钟');
    const authors = $('.blog-post-authors .blog-author');
    expect(authors.map((_, element) => $(element).find('.blog-author-name').text()).get()).toEqual(['Felix Boehm', '客座作者']);
    expect(authors.first().find('.blog-author-title').text()).toBe('维护者');
    expect(authors.first().find('img').attr('src')).toBe('/img/fb55.svg');
    expect(authors.first().find('.blog-author-social').map((_, a) => [[$(a).attr('aria-label'), $(a).attr('href')]]).get()).toEqual([
      ['Felix Boehm 的 GitHub', 'https://github.com/fb55'], ['Felix Boehm 的 X', 'https://x.com/fb55'], ['Felix Boehm 的 电子邮件', 'mailto:felix@example.com'],
    ]);
    expect($('.blog-post-footer a[rel=tag]').map((_, a) => [[$(a).text(), $(a).attr('href')]]).get()).toEqual([['网站', '/blog/tags/website']]);
    expect($('.toc-desktop .toc-link, .doc-toc-column .toc-link').first().attr('href')).toBe('#details');
    expect($('.markdown h2#details').length).toBe(1);
    const neighbours = $('nav[aria-label="博文导航"] a').map((_, a) => [[$(a).find('.pagination-sublabel').text(), $(a).attr('href')]]).get();
    expect(neighbours).toEqual([['较新一篇', '/blog/post-6'], ['较旧一篇', '/blog/post-4']]);
    expect($('.page-sidebar .blog-sidebar a').map((_, a) => $(a).text()).get()).toEqual(['第 12 篇', '第 11 篇', '第 10 篇', '第 9 篇', '第 8 篇']);
  });

  test('the newest and oldest posts have only one neighbour', async () => {
    const newest = await page('blog/post-12.html');
    expect(newest('nav[aria-label="博文导航"] .pagination-sublabel').map((_, element) => newest(element).text()).get()).toEqual(['较旧一篇']);
    const oldest = await page('blog/post-1.html');
    expect(oldest('nav[aria-label="博文导航"] .pagination-sublabel').map((_, element) => oldest(element).text()).get()).toEqual(['较新一篇']);
  });

  test('a post carries article Open Graph tags and JSON-LD BlogPosting', async () => {
    const $ = await page('blog/post-5.html');
    expect($('meta[property="og:type"]').attr('content')).toBe('article');
    expect($('meta[property="article:published_time"]').attr('content')).toBe('2024-05-01T00:00:00.000Z');
    expect($('meta[property="article:author"]').map((_, element) => $(element).attr('content')).get()).toEqual(['https://feedic.com/', '客座作者']);
    expect($('meta[property="article:tag"]').attr('content')).toBe('网站');
    const jsonLd = JSON.parse($('script[type="application/ld+json"]').text()) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting', headline: '第 5 篇', datePublished: '2024-05-01T00:00:00.000Z', url: 'https://example.com/blog/post-5',
      author: [{ '@type': 'Person', name: 'Felix Boehm', url: 'https://feedic.com/' }, { '@type': 'Person', name: '客座作者' }],
    });
  });

  test('/blog/archive groups every listed post by year, newest first', async () => {
    const $ = await page('blog/archive.html');
    expect($('h1').text()).toBe('归档');
    expect($('.blog-archive-year h2').map((_, element) => $(element).text()).get()).toEqual(['2024 年', '2023 年']);
    expect($('.blog-archive-year').first().find('li').length).toBe(11);
    expect($('.blog-archive-year').last().find('li').text()).toBe('2023年1月1日 – 第 1 篇');
    expect($('a[href="/blog/hidden"]').length).toBe(0);
  });

  test('/blog/authors shows every author with avatar, title, socials and post count', async () => {
    const $ = await page('blog/authors.html');
    const cards = $('.blog-author-grid .blog-author');
    expect(cards.map((_, element) => [[$(element).find('.blog-author-name').text(), $(element).find('.blog-author-count').text()]]).get())
      .toEqual([['Felix Boehm', '12 篇文章'], ['客座作者', '1 篇文章']]);
    expect(cards.first().find('img').attr('width')).toBe('64');
    expect(cards.first().find('.blog-author-social').length).toBe(3);
  });

  test('/blog/tags files tags under their pinyin initial with post counts', async () => {
    const $ = await page('blog/tags.html');
    const groups = $('.blog-tag-group').map((_, element) => [[$(element).find('h2').text(), $(element).find('.blog-tag').map((_, a) => `${$(a).contents().first().text()}:${$(a).find('.blog-tag-count').text()}`).get().join(',')]]).get();
    // 版本发布 → B, 网站 → W; 公告 is carried only by the unlisted post, so it has no page.
    expect(groups).toEqual([['B', '版本发布:3'], ['W', '网站:12']]);
  });

  test('a tag page says how many posts carry the tag and lists them, paginated', async () => {
    const $ = await page('blog/tags/release.html');
    expect($('h1').text()).toBe('3 篇文章含有标签「版本发布」');
    expect($('.page-description').text()).toBe('新版本说明。');
    expect($('a.blog-all-tags').attr('href')).toBe('/blog/tags');
    expect($('.blog-list-item h2').map((_, element) => $(element).text()).get()).toEqual(['第 3 篇', '第 2 篇', '第 1 篇']);
    const website = await page('blog/tags/website/page/2.html');
    expect(website('.blog-list-item h2').map((_, element) => website(element).text()).get()).toEqual(['第 2 篇', '第 1 篇']);
  });

  test('an unlisted post is built with its banner and noindex, but stays out of lists, tags and the sitemap', async () => {
    const $ = await page('blog/hidden.html');
    expect($('h1').text()).toBe('未列出的文章');
    expect($('.banner').text()).toContain('此页面未列出');
    expect($('meta[name=robots]').attr('content')).toBe('noindex');
    expect($('nav[aria-label="博文导航"]').length).toBe(0);
    const sitemap = await readOutput(outDir, 'sitemap.xml');
    expect(sitemap).not.toContain('/blog/hidden');
    expect(sitemap).toContain('<loc>https://example.com/blog/post-1</loc>');
    expect(sitemap).toContain('<loc>https://example.com/blog/tags/release</loc>');
  });

  test('drafts are left out of a production build', async () => {
    await expect(fs.stat(path.join(outDir, 'blog/draft.html'))).rejects.toThrow();
  });

  test('every page, docs included, announces the three feeds', async () => {
    for (const file of ['docs/intro.html', 'blog.html', 'blog/post-3.html', '404.html']) {
      const $ = await page(file);
      expect($('link[rel=alternate]').map((_, element) => [[$(element).attr('type'), $(element).attr('href')]]).get(), file).toEqual([
        ['application/rss+xml', '/blog/rss.xml'], ['application/atom+xml', '/blog/atom.xml'], ['application/feed+json', '/blog/feed.json'],
      ]);
    }
  });

  test('any other blog path is not a page', () => {
    for (const route of ['/blog/page/1', '/blog/page/3', '/blog/authors/fb55', '/blog/tags/announcement/page/2', '/blog/draft']) {
      expect(result.routes).not.toContain(route);
    }
  });
});

describe('drafts in dev mode', () => {
  test('are built with the draft banner but listed nowhere', async () => {
    const siteDir = await createFixtureSite({ ...docs, ...fixtureBlog() });
    const devOut = path.join(siteDir, 'dist');
    await buildSite({ rootDir: repoRoot, siteDir, outDir: devOut, dev: true });
    const $ = cheerio.load(await readOutput(devOut, 'blog/draft.html'));
    expect($('h1').text()).toBe('草稿');
    expect($('.banner').text()).toContain('这是一篇草稿');
  });
});

describe('an unknown tag', () => {
  test('only warns by default, and fails a --strict build naming file, line and key', async () => {
    const files = { ...docs, 'content/blog/tags.yml': 'release:\n  label: 版本发布\n', 'content/blog/2024-01-01-x.md': '---\ntitle: x\ntags: [release, oops]\n---\n正文\n' };
    const siteDir = await createFixtureSite(files);
    const lenient = await buildSite({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dist') });
    expect(lenient.warnings.map((warning) => warning.code)).toEqual(['unknown-tag']);
    expect(lenient.routes).toContain('/blog/tags/oops');
    const strict = buildSite({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dist-strict'), strict: true });
    await expect(strict).rejects.toThrow(/2024-01-01-x\.md:3 \(tags\.1\): --strict 下有 1 条警告，第一条：标签 "oops" 不在 content\/blog\/tags\.yml 中/);
  });
});

describe('a site without posts', () => {
  test('has no blog routes and announces no feeds', async () => {
    const siteDir = await createFixtureSite(docs);
    const plainOut = path.join(siteDir, 'dist');
    const plain = await buildSite({ rootDir: repoRoot, siteDir, outDir: plainOut });
    expect(plain.routes.filter((route) => route.startsWith('/blog'))).toEqual([]);
    const $ = cheerio.load(await readOutput(plainOut, 'docs/intro.html'));
    expect($('link[rel=alternate]').length).toBe(0);
    await expect(fs.stat(path.join(plainOut, 'blog/rss.xml'))).rejects.toThrow();
  });
});
