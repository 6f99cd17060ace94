import path from 'node:path';
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from 'feedsmith';
import { beforeAll, describe, expect, test } from 'vitest';
import { feedHtml } from '../../../build/blog/feeds.ts';
import { buildSite } from '../../../build/index.ts';
import { iconPaths } from '../../../theme/lib/icons.ts';
import { baseConfig, createFixtureSite, readOutput, repoRoot } from '../../helpers/fixture-site.ts';
import { fixtureBlog, post } from './fixture-blog.ts';

let outDir: string;

beforeAll(async () => {
  const siteDir = await createFixtureSite({
    // Served under /zh/: every link in a feed must still be absolute and include it.
    'content/site.config.yaml': baseConfig.replace('baseUrl: /', 'baseUrl: /zh/'),
    'content/docs/intro.md': '# 简介\n\n## 安装 {#install}\n',
    ...fixtureBlog(),
    'content/blog/2025-01-01-links.md': post('title: 链接\ndescription: 各种链接\nauthors: fb55\ntags: [release]', '看[简介](/docs/intro#install)和[下一节](#next)。\n\n![图](/img/fb55.svg)\n\n## 下一节 {#next}\n\n```js\nconst a = 1;\n```\n'),
  });
  outDir = path.join(siteDir, 'dist');
  await buildSite({ rootDir: repoRoot, siteDir, outDir });
});

describe('the blog feeds', () => {
  test('RSS 2.0 parses, lists every listed post newest first with full HTML and absolute links', async () => {
    const feed = parseRssFeed(await readOutput(outDir, 'blog/rss.xml'));
    expect(feed.title).toBe('测试站点博客');
    expect(feed.link).toBe('https://example.com/zh/blog');
    expect(feed.items?.map((item) => item.title)).toEqual(['链接', ...Array.from({ length: 12 }, (_, index) => `第 ${12 - index} 篇`)]);
    const [first] = feed.items!;
    expect(first!.link).toBe('https://example.com/zh/blog/links');
    expect(first!.description).toBe('各种链接');
    const html = first!.content?.encoded ?? '';
    expect(html).toContain('href="https://example.com/zh/docs/intro#install"');
    expect(html).toContain('href="https://example.com/zh/blog/links#next"');
    expect(html).toContain('src="https://example.com/zh/img/fb55.svg"');
    expect(html).not.toContain('code-block-buttons');
    expect(html).not.toContain('hash-link');
    expect(first!.categories?.map((category) => category.name)).toEqual(['版本发布']);
    expect(new Date(first!.pubDate!).toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  test('Atom 1.0 parses with the same entries, authors and self link', async () => {
    const feed = parseAtomFeed(await readOutput(outDir, 'blog/atom.xml'));
    expect(feed.entries).toHaveLength(13);
    expect(feed.links?.some((link) => link.rel === 'self' && link.href === 'https://example.com/zh/blog/atom.xml')).toBe(true);
    expect(feed.entries![0]!.authors?.[0]?.name).toBe('Felix Boehm');
    expect(feed.updated && new Date(feed.updated).toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  test('JSON Feed parses with full HTML content', async () => {
    const feed = parseJsonFeed(JSON.parse(await readOutput(outDir, 'blog/feed.json')));
    expect(feed.feed_url).toBe('https://example.com/zh/blog/feed.json');
    expect(feed.items).toHaveLength(13);
    expect(feed.items![1]!.content_html).toContain('正文第一段。');
    expect(feed.items![1]!.content_html).toContain('更多内容。');
  });

  test('unlisted posts and drafts are in no feed', async () => {
    for (const file of ['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json']) {
      const text = await readOutput(outDir, file);
      expect(text, file).not.toContain('/blog/hidden');
      expect(text, file).not.toContain('草稿');
    }
  });

  test('feed HTML keeps external links and protocol-relative URLs as they are', () => {
    const html = '<a href="https://github.com/x">x</a><img src="//cdn.example/y.png"><a href="/docs">d</a>';
    expect(feedHtml(html, 'https://example.com/blog/p', 'https://example.com/')).toBe('<a href="https://github.com/x">x</a><img src="//cdn.example/y.png"><a href="https://example.com/docs">d</a>');
  });

  test('feed HTML gives highlighted tokens their colours inline, for readers without the site\'s CSS', () => {
    const html = '<pre class="shiki"><code><span class="line"><span class="hl-red">const</span> a <span class="hl-blue">=</span> <span class="note">1</span>;</span></code></pre>';
    expect(feedHtml(html, 'https://example.com/blog/p', 'https://example.com/')).toBe(
      '<pre class="shiki"><code><span class="line"><span style="color:#cf222e;--shiki-dark:#ff7b72">const</span> a <span style="color:#0550ae;--shiki-dark:#79c0ff">=</span> <span class="note">1</span>;</span></code></pre>',
    );
  });

  test('feed HTML draws icons inline again: a reader has not the symbols a page carries', () => {
    const html = '<p class="admonition-title"><span class="admonition-icon" aria-hidden="true"><svg class="admonition-icon-svg" width="16" height="16" aria-hidden="true"><use href="#icon:tip"></use></svg></span>提示</p>';
    expect(feedHtml(html, 'https://example.com/blog/p', 'https://example.com/')).toBe(
      `<p class="admonition-title"><span class="admonition-icon" aria-hidden="true"><svg class="admonition-icon-svg" width="16" height="16" aria-hidden="true" viewBox="0 0 24 24"><path fill="currentColor" d="${iconPaths.tip}"></path></svg></span>提示</p>`,
    );
  });

  test('a control character in a post (pasted terminal colours, a backspace) is left out, so the feeds stay XML', async () => {
    const siteDir = await createFixtureSite({
      'content/docs/intro.md': '# 简介\n',
      'content/blog/2025-02-01-colours.md': post('title: 彩色输出', '终端输出：\n\n```text\n\u001b[31m红色\u001b[0m\n```\n\n正文\u0008里\u000b。\n'),
    });
    const out = path.join(siteDir, 'dist');
    await buildSite({ rootDir: repoRoot, siteDir, outDir: out });
    // XML 1.0 allows tab, line feed and carriage return below U+0020, and no reference to any other.
    const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|&#(?:x0*(?:[0-8bcef]|1[0-9a-f])|0*(?:[0-8]|1[124-9]|2[0-9]|3[01]));/i;
    for (const file of ['blog/rss.xml', 'blog/atom.xml']) {
      const xml = await readOutput(out, file);
      expect(notXml.exec(xml)?.[0], file).toBeUndefined();
      expect(xml, file).toContain('彩色输出');
      expect(xml, file).toContain('[31m红色');
      expect(xml, file).toContain('正文里。');
    }
    expect(parseRssFeed(await readOutput(out, 'blog/rss.xml')).items?.[0]?.title).toBe('彩色输出');
  });
});
