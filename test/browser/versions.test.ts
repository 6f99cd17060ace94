// Docs versions in Chromium, on the three-version fixture site (test/helpers/versioned-site.ts: Next, 2.x the
// latest, 1.x unmaintained): the dropdown switches to the same page or the main doc (also without JavaScript),
// the choice is stored and the navbar's docs links follow it, the banner's link, the modal searching the page's
// version, and /search's version filter.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowser, waitForClientReady } from './browser.ts';
import { heading } from './navigation-helpers.ts';
import { useServedFixtureSite } from './served-site.ts';
import { versionedSite } from '../helpers/versioned-site.ts';

const browser = useBrowser();
const site = useServedFixtureSite({ 'static/favicon.ico': '', ...versionedSite() });

async function open(sitePath: string, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const page = await browser.newPage(options);
  await page.goto(new URL(sitePath.slice(1), site.url).href);
  if (options.javaScriptEnabled !== false) await waitForClientReady(page);
  return page;
}

const pathname = (page: Page) => decodeURI(new URL(page.url()).pathname);

async function chooseVersion(page: Page, label: string): Promise<void> {
  const dropdown = page.locator('.navbar .navbar-version-dropdown');
  await dropdown.locator('summary').click();
  await dropdown.getByRole('link', { name: label, exact: true }).click();
}

const navbarHref = (page: Page, name: string) => page.locator('.navbar').getByRole('link', { name, exact: true }).getAttribute('href');

test('the dropdown goes to the same page in the chosen version, else to that version\'s main doc', async () => {
  const page = await open('/docs/1.x/guide/install');
  expect(await page.locator('.navbar .navbar-version-dropdown summary').innerText()).toBe('1.x');
  await chooseVersion(page, '2.x');
  await expect.poll(() => heading(page)).toBe('安装（2.x）');
  expect(pathname(page)).toBe('/docs/2.x/guide/install');
  expect(await page.locator('.navbar .navbar-version-dropdown summary').innerText()).toBe('2.x');
  await chooseVersion(page, 'Next');
  await expect.poll(() => heading(page)).toBe('安装（Next）');
  expect(pathname(page)).toBe('/docs/guide/install');

  const streaming = await open('/docs/guide/streaming');
  await chooseVersion(streaming, '1.x');
  await expect.poll(() => heading(streaming)).toBe('简介（1.x）');
  expect(pathname(streaming)).toBe('/docs/1.x/intro');
});

test('without JavaScript the dropdown is plain links to the same page or the main doc', async () => {
  const page = await open('/docs/1.x/guide/legacy', { javaScriptEnabled: false });
  await chooseVersion(page, 'Next');
  await page.waitForURL('**/docs/intro');
  expect(await heading(page)).toBe('简介（Next）');
  await chooseVersion(page, '1.x');
  await page.waitForURL('**/docs/1.x/intro');
});

test('the chosen version is stored, and outside the docs the navbar\'s docs links follow it', async () => {
  const page = await open('/docs/intro');
  await chooseVersion(page, '1.x');
  await expect.poll(() => heading(page)).toBe('简介（1.x）');
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.x');
  // Client navigation to the blog: the new page's docs links are pointed at 1.x.
  await page.locator('.navbar').getByRole('link', { name: '博客', exact: true }).click();
  await page.waitForURL('**/blog');
  await expect.poll(() => navbarHref(page, '教程')).toBe('/docs/1.x/intro');
  expect(await navbarHref(page, 'API')).toBe('/docs/1.x/api');
  // A full load of a page outside the docs does the same (the browser context keeps the stored choice), and the link leads there.
  await page.goto(new URL('blog/archive', site.url).href);
  await waitForClientReady(page);
  await expect.poll(() => navbarHref(page, '教程')).toBe('/docs/1.x/intro');
  await page.locator('.navbar').getByRole('link', { name: '教程', exact: true }).click();
  await expect.poll(() => heading(page)).toBe('简介（1.x）');
  // On a docs page the links go to the page's own version, whatever is preferred.
  await page.goto(new URL('docs/guide/install', site.url).href);
  await waitForClientReady(page);
  expect(await navbarHref(page, '教程')).toBe('/docs/intro');
});

test('the unmaintained banner links to the same page in the latest version', async () => {
  const page = await open('/docs/1.x/guide/install');
  const banner = page.locator('.banner-version');
  expect(await banner.innerText()).toContain('这是 1.x 版本的文档，已不再积极维护。');
  await banner.getByRole('link', { name: '查看最新版本（2.x）' }).click();
  await expect.poll(() => heading(page)).toBe('安装（2.x）');
  expect(pathname(page)).toBe('/docs/2.x/guide/install');
  expect(await page.locator('.banner-version').count()).toBe(0);
});

// The docs hits the search modal shows for 选择器引擎 on `sitePath`.
async function modalDocsHits(sitePath: string): Promise<string[]> {
  const page = await open(sitePath);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: '搜索文档' }).fill('选择器引擎');
  await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
  await expect.poll(() => page.locator('[role=option]').evaluateAll((links) => links.some((link) => link.getAttribute('href')?.startsWith('/blog/')))).toBe(true);
  const hrefs = await page.locator('[role=option]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/docs')).map((href) => href.split('#')[0]!))];
}

test('the search modal searches the version of the page it is opened on, and the current version elsewhere', async () => {
  expect(await modalDocsHits('/docs/1.x/intro')).toEqual(['/docs/1.x/guide/install']);
  expect(await modalDocsHits('/docs/2.x/api/functions/load')).toEqual(['/docs/2.x/guide/install']);
  expect(await modalDocsHits('/blog')).toEqual(['/docs/guide/install']);
});

test('/search searches the maintained versions by default, and the version picked in its filter', async () => {
  const page = await open(`/search?q=${encodeURIComponent('选择器引擎')}`);
  const hitPages = (on: Page) => on.locator('.search-page-hit-title a').evaluateAll((links) => [...new Set(links.map((link) => (link.getAttribute('href') ?? '').split('#')[0]!))].sort());
  const hits = () => hitPages(page);
  await expect.poll(hits).toEqual(['/blog/release', '/docs/2.x/guide/install', '/docs/guide/install']);
  const filter = page.getByRole('combobox', { name: '文档版本', exact: true });
  expect(await filter.locator('option').allInnerTexts()).toEqual(['所有维护中的版本', 'Next', '2.x', '1.x（已不再维护）']);
  await filter.selectOption('1.x');
  await expect.poll(hits).toEqual(['/blog/release', '/docs/1.x/guide/install']);
  expect(new URL(page.url()).searchParams.get('version')).toBe('1.x');
  // The filter comes back from the address.
  const reloaded = await open(`/search?q=${encodeURIComponent('选择器引擎')}&version=2.x`);
  await expect.poll(() => hitPages(reloaded)).toEqual(['/blog/release', '/docs/2.x/guide/install']);
  expect(await reloaded.getByRole('combobox', { name: '文档版本', exact: true }).inputValue()).toBe('2.x');
});
