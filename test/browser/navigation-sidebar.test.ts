// The docs sidebar across client route changes: categories stay as the reader left them, and the sidebar
// stays scrolled where it was.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { heading, isSameDocument, openPage, sidebarLink } from './navigation-helpers.ts';

const browser = useBrowser();

/** The toggle of the desktop sidebar category that holds the page at `href`. */
const categoryToggle = (page: Page, href: string) =>
  page.locator('.page-sidebar details.sidebar-category').filter({ has: page.locator(`a[href="${href}"]`) }).locator('summary');

// Enter on a focused <summary> toggles its category, as a reader using the keyboard would.
async function toggleCategory(page: Page, href: string): Promise<void> {
  await categoryToggle(page, href).focus();
  await page.keyboard.press('Enter');
}

test('a category the reader opened stays open, and one they closed stays closed, on the next page', async () => {
  const page = await browser.newPage();
  await openPage(page, '/docs/intro');
  expect(await sidebarLink(page, '用 extract 提取数据').isVisible()).toBe(false);
  await toggleCategory(page, '/docs/advanced/extract');
  await expect.poll(() => sidebarLink(page, '用 extract 提取数据').isVisible()).toBe(true);

  await toggleCategory(page, '/docs/basics/loading');
  await sidebarLink(page, '加载文档').click();
  await expect.poll(() => heading(page)).toBe('加载文档');
  // Opened by the reader on the previous page: still open.
  expect(await sidebarLink(page, '用 extract 提取数据').isVisible()).toBe(true);

  // The reader closes both categories and follows the pagination to the next doc.
  await toggleCategory(page, '/docs/advanced/extract');
  await toggleCategory(page, '/docs/basics/loading');
  await expect.poll(() => sidebarLink(page, '用 extract 提取数据').isVisible()).toBe(false);
  await page.getByRole('link', { name: /下一页/ }).click();
  await expect.poll(() => heading(page)).toBe('选择元素');
  expect(await sidebarLink(page, '用 extract 提取数据').isVisible()).toBe(false);
  // The category of the page being read always opens, whatever its state before.
  expect(await sidebarLink(page, '选择元素').isVisible()).toBe(true);
  expect(await isSameDocument(page)).toBe(true);
});

test('the sidebar stays scrolled where it was, with the clicked link still in sight', async () => {
  // A short window, so the opened sidebar is taller than its sticky box and scrolls on its own.
  const page = await browser.newPage({ viewport: { width: 1280, height: 320 } });
  await openPage(page, '/docs/basics/loading');
  await toggleCategory(page, '/docs/advanced/extract');
  const scrollBox = page.locator('.page-sidebar .doc-sidebar');
  const scrollOf = () => page.evaluate(() => {
    // Whichever element around the sidebar scrolls, depending on the layout.
    let element: Element | null = document.querySelector('.page-sidebar .doc-sidebar');
    let top = 0;
    for (; element && element !== document.body; element = element.parentElement) top += element.scrollTop;
    return top;
  });
  await scrollBox.evaluate((element) => element.lastElementChild?.lastElementChild?.scrollIntoView({ block: 'end' }));
  await expect.poll(scrollOf).toBeGreaterThan(30);
  const before = await scrollOf();

  const link = sidebarLink(page, '扩展 Cheerio');
  const boxBefore = await link.boundingBox();
  await link.click();
  await expect.poll(() => heading(page)).toBe('扩展 Cheerio');
  expect(await scrollOf()).toBe(before);
  const boxAfter = await sidebarLink(page, '扩展 Cheerio').boundingBox();
  expect(boxAfter?.y).toBe(boxBefore?.y);
});
