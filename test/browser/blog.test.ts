// The blog in Chromium: reading a post from the list, following its tags, the phone drawer and the feeds.
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser, waitForClientReady } from './browser.ts';
import { addressOf, heading, isSameDocument, openPage } from './navigation-helpers.ts';

const browser = useBrowser();

test('阅读全文 opens the post in place, and a tag on it leads to the tag page that lists it', async () => {
  const page = await browser.newPage();
  await openPage(page, '/blog');
  await page.getByRole('link', { name: '阅读全文：Cheerio 1.0 正式发布：开箱即用' }).click();
  await expect.poll(() => heading(page)).toBe('Cheerio 1.0 正式发布：开箱即用');
  expect(addressOf(page)).toBe('/blog/cheerio-1.0');
  expect(await isSameDocument(page)).toBe(true);
  expect(await page.locator('.blog-post-meta time').innerText()).toBe('2024年8月7日');
  expect(await page.locator('.page-sidebar .blog-sidebar [aria-current=page]').innerText()).toBe('Cheerio 1.0 正式发布：开箱即用');

  await page.locator('.blog-post-footer').getByRole('link', { name: '版本发布' }).click();
  await expect.poll(() => heading(page)).toBe('1 篇文章含有标签「版本发布」');
  expect(addressOf(page)).toBe('/blog/tags/release');
  expect(await page.locator('.blog-list-item h2').allInnerTexts()).toEqual(['Cheerio 1.0 正式发布：开箱即用']);
});

test('较旧一篇 and the table of contents work on a post', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openPage(page, '/blog/cheerio-1.0');
  await page.locator('.doc-toc-column').getByRole('link', { name: '破坏性变更与升级指南' }).click();
  expect(addressOf(page)).toBe('/blog/cheerio-1.0#breaking-changes-and-upgrade-guide');
  await expect.poll(() => page.locator('#breaking-changes-and-upgrade-guide').evaluate((element) => Math.round(element.getBoundingClientRect().top) < 200)).toBe(true);
  await page.getByRole('navigation', { name: '博文导航' }).getByRole('link').click();
  await expect.poll(() => heading(page)).toBe('新网站上线了');
});

test('on a phone the recent posts sit in the navigation drawer', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await page.goto(realSiteUrl('/blog/new-website'));
  await waitForClientReady(page);
  expect(await page.locator('.page-sidebar').isVisible()).toBe(false);
  await page.getByRole('button', { name: '打开导航菜单' }).click();
  const drawer = page.getByRole('dialog', { name: '导航菜单' });
  await expect.poll(() => drawer.isVisible()).toBe(true);
  await drawer.getByRole('link', { name: 'Cheerio 1.0 正式发布：开箱即用' }).click();
  await expect.poll(() => heading(page)).toBe('Cheerio 1.0 正式发布：开箱即用');
  // The page fits the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the feeds every page announces are served with feed media types', async () => {
  const page = await browser.newPage();
  await page.goto(realSiteUrl('/docs/intro'));
  const feeds = await page.locator('link[rel=alternate][type]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(feeds.map((href) => new URL(href).pathname)).toEqual(['/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json']);
  for (const href of feeds) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toMatch(/xml|json/);
    expect(await response.text(), href).toContain('cheerio-1.0');
  }
});
