// The other browser tests drive Debian's Chromium headless shell (test/browser/browser.ts); these drive the desktop
// `chromium` readers install, through the site's main paths: every kind of page with its behaviours installed,
// search, client navigation, a link opened in a new tab, and the colour mode across a reload.
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser, waitForClientReady } from './browser.ts';
import { addressOf, heading, isSameDocument, openPage, sidebarLink } from './navigation-helpers.ts';

const browser = useBrowser({ desktop: true });

// One page of each kind: home, tutorial, API reference, blog list and post, tag, category index, search.
const PAGE_OF_EACH_KIND = ['/', '/docs/intro', '/docs/api/classes/Cheerio', '/blog', '/blog/cheerio-1.0', '/blog/tags/release', '/docs/category/%E5%9F%BA%E7%A1%80%E6%95%99%E7%A8%8B', '/search'];

test.each(PAGE_OF_EACH_KIND)('%s loads in the desktop build with its behaviours installed and a quiet console', async (sitePath) => {
  const page = await browser.filePage();
  const response = await page.goto(realSiteUrl(sitePath));
  expect(response?.status()).toBe(200);
  await waitForClientReady(page);
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
});

test('search finds the selecting tutorial and Enter opens it', async () => {
  const page = await browser.newPage();
  await openPage(page, '/docs/intro');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: '搜索文档' }).fill('选择器');
  await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
  const first = (await page.getByRole('option').first().getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => decodeURI(url.pathname + url.hash) === decodeURI(first));
  expect(await page.getByRole('dialog').count()).toBe(0);
});

test('a sidebar link navigates in the same document; Ctrl+click opens it in a new tab instead', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openPage(page, '/docs/basics/loading');
  await sidebarLink(page, '遍历 DOM').click();
  await expect.poll(() => addressOf(page)).toBe('/docs/basics/traversing');
  expect(await isSameDocument(page)).toBe(true);

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    sidebarLink(page, '选择元素').click({ modifiers: ['Control'] }),
  ]);
  await expect.poll(() => addressOf(tab)).toBe('/docs/basics/selecting');
  await waitForClientReady(tab);
  expect(await heading(tab)).toBe('选择元素');
  expect(addressOf(page)).toBe('/docs/basics/traversing');
});

test('dark mode chosen with the toggle survives a reload', async () => {
  const page = await browser.newPage();
  await openPage(page, '/docs/intro');
  await page.getByRole('button', { name: /切换浅色\/深色模式/ }).click();
  await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
  await page.reload();
  await waitForClientReady(page);
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
});
