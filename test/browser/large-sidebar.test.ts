// A sidebar past FULL_SIDEBAR_LINK_LIMIT in Chromium (test/helpers/large-sidebar-site.ts): the categories off
// the page's path are links with a closed category's chevron, they lead to their page in place, the open
// category still closes and opens, and the drawer shows the same pruned sidebar.
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { largeSidebarSite } from '../helpers/large-sidebar-site.ts';
import { useBrowser, waitForClientReady } from './browser.ts';
import { heading } from './navigation-helpers.ts';
import { useServedFixtureSite } from './served-site.ts';

const browser = useBrowser();
const site = useServedFixtureSite({ 'static/favicon.ico': '', ...largeSidebarSite() });

const column = (page: Page) => page.locator('aside').getByRole('navigation', { name: '文档侧边栏' });
const chevronAngle = (element: Locator) => element.evaluate((box) => {
  const { a, b } = new DOMMatrix(getComputedStyle(box, '::after').transform);
  return Math.round((Math.atan2(b, a) * 180) / Math.PI);
});

async function open(page: Page, sitePath: string): Promise<void> {
  await page.goto(new URL(sitePath.slice(1), site.url).href);
  await waitForClientReady(page);
  await page.evaluate(() => { window.sameDocumentMarker = true; });
}

test('a category off the page\'s path is a link with a closed chevron that opens its page in place, now whole', async () => {
  const page = await browser.newPage();
  await open(page, '/docs/guide/page-07');
  const reference = column(page).getByRole('link', { name: '参考', exact: true });
  expect(await chevronAngle(reference)).toBe(-45);
  expect(await column(page).getByRole('link', { name: '参考第 1 篇' }).count()).toBe(0);

  await reference.click();
  await expect.poll(() => heading(page)).toBe('参考第 1 篇');
  expect(await page.evaluate(() => window.sameDocumentMarker)).toBe(true);
  expect(await column(page).locator('[aria-current="page"]').innerText()).toBe('参考第 1 篇');
  expect(await column(page).getByRole('link', { name: '参考第 45 篇' }).isVisible()).toBe(true);
  // The category just left is now the link.
  expect(await column(page).getByRole('link', { name: '指南第 7 篇' }).count()).toBe(0);
  expect(await column(page).getByRole('link', { name: '指南', exact: true }).getAttribute('href')).toBe('/docs/category/guide');
});

test('the open category of a pruned sidebar closes and opens again', async () => {
  const page = await browser.newPage();
  await open(page, '/docs/reference/r03');
  const category = column(page).locator('details', { hasText: '参考第 3 篇' });
  const sibling = column(page).getByRole('link', { name: '参考第 4 篇' });
  await category.locator('summary').click();
  await expect.poll(() => sibling.isVisible()).toBe(false);
  await category.locator('summary').click();
  await expect.poll(() => sibling.isVisible()).toBe(true);
});

test('without JavaScript a left-out category is a plain link to its page', async () => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(new URL('docs/reference/r03', site.url).href);
  await column(page).getByRole('link', { name: '指南', exact: true }).click();
  await page.waitForURL('**/docs/category/guide');
  expect(await column(page).locator('[aria-current="page"]').innerText()).toBe('指南');
  expect(await column(page).getByRole('link', { name: '指南第 60 篇' }).isVisible()).toBe(true);
  expect(await column(page).getByRole('link', { name: '深入', exact: true }).getAttribute('href')).toBe('/docs/category/deep');
});

test('on a phone the drawer shows the pruned sidebar, and a left-out category\'s link closes it and opens that page', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await open(page, '/docs/guide/page-07');
  await page.getByRole('button', { name: '打开导航菜单' }).click();
  const drawer = page.getByRole('dialog', { name: '导航菜单' });
  await expect.poll(() => drawer.isVisible()).toBe(true);
  await expect.poll(() => drawer.locator('[aria-current="page"]').isVisible()).toBe(true);
  await drawer.getByRole('link', { name: '参考', exact: true }).click();
  await expect.poll(() => heading(page)).toBe('参考第 1 篇');
  expect(await drawer.isVisible()).toBe(false);
});
