// Back, forward and reload after client route changes: the right page, at the scroll position left.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { addressOf, heading, isSameDocument, openPage, sidebarLink } from './navigation-helpers.ts';

const browser = useBrowser();

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

test('back and forward show the earlier pages again, each at the scroll position the reader left', async () => {
  const page = await browser.newPage();
  await openPage(page, '/docs/basics/loading');
  await scrollTo(page, 900);
  // The desktop sidebar is sticky, so its links are still on screen down here.
  await sidebarLink(page, '选择元素').click();
  await expect.poll(() => heading(page)).toBe('选择元素');
  expect(await scrollY(page)).toBe(0);
  await scrollTo(page, 400);

  await page.goBack();
  await expect.poll(() => heading(page)).toBe('加载文档');
  expect(addressOf(page)).toBe('/docs/basics/loading');
  await expect.poll(() => scrollY(page)).toBe(900);

  await page.goForward();
  await expect.poll(() => heading(page)).toBe('选择元素');
  await expect.poll(() => scrollY(page)).toBe(400);
  expect(await isSameDocument(page)).toBe(true);
});

test('a page seen before comes back from memory, without asking the server again', async () => {
  const page = await browser.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(decodeURIComponent(new URL(request.url()).pathname)));
  await openPage(page, '/docs/basics/loading');
  await sidebarLink(page, '选择元素').click();
  await expect.poll(() => heading(page)).toBe('选择元素');
  await page.goBack();
  await expect.poll(() => heading(page)).toBe('加载文档');

  const before = requested.length;
  await page.goForward();
  await expect.poll(() => heading(page)).toBe('选择元素');
  await sidebarLink(page, '加载文档').click();
  await expect.poll(() => heading(page)).toBe('加载文档');
  expect(requested.slice(before).filter((path) => path.startsWith('/docs/'))).toEqual([]);
  // Once for the first load (or its prefetch), never again.
  expect(requested.filter((path) => path === '/docs/basics/selecting')).toHaveLength(1);
});

test('a hash link within the page scrolls to its heading, and back returns to where the reader was', async () => {
  const page = await browser.newPage();
  await openPage(page, '/docs/basics/loading');
  await scrollTo(page, 120);
  await page.locator('.toc-desktop').getByRole('link', { name: '小结' }).click();

  await expect.poll(() => addressOf(page)).toBe('/docs/basics/loading#summary');
  const top = await page.locator('#summary').evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeLessThan(200);
  expect(top).toBeGreaterThanOrEqual(0);

  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe('/docs/basics/loading');
  await expect.poll(() => scrollY(page)).toBe(120);
  expect(await isSameDocument(page)).toBe(true);
});

test('a reload after a route change shows the same page at the same scroll position', async () => {
  const page = await browser.newPage();
  await openPage(page, '/docs/basics/loading');
  await sidebarLink(page, '选择元素').click();
  await expect.poll(() => heading(page)).toBe('选择元素');
  await scrollTo(page, 500);
  // The position is written into the history entry once scrolling pauses; a reader reloads after that.
  await expect.poll(() => page.evaluate(() => (history.state as { scrollY?: number } | null)?.scrollY)).toBe(500);

  await page.reload();
  await expect.poll(() => heading(page)).toBe('选择元素');
  expect(await isSameDocument(page)).toBe(false);
  await expect.poll(() => scrollY(page)).toBe(500);
});
