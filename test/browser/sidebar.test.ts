// The docs sidebar: categories are <details>, so they open and close with or without JavaScript.
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser } from './browser.ts';

const browser = useBrowser();

const sidebar = (page: Page) => page.getByRole('navigation', { name: '文档侧边栏' });

// The category label is itself a link to the category page; the caret at the row's right end only toggles.
async function clickCaret(summary: Locator): Promise<void> {
  const box = await summary.boundingBox();
  if (!box) throw new Error('the category row is not on screen');
  await summary.click({ position: { x: box.width - 6, y: box.height / 2 } });
}

test.each([
  { javaScriptEnabled: true, label: 'with JavaScript' },
  { javaScriptEnabled: false, label: 'without JavaScript' },
])('clicking a category row opens and closes it $label', async ({ javaScriptEnabled }) => {
  const page = await browser.newPage({ javaScriptEnabled });
  await page.goto(realSiteUrl('/docs/intro'));
  const category = sidebar(page).locator('details', { hasText: '基础教程' });
  const childLink = sidebar(page).getByRole('link', { name: '加载文档' });
  expect(await category.getAttribute('open')).toBeNull();
  expect(await childLink.isVisible()).toBe(false);

  await clickCaret(category.locator('summary'));
  await expect.poll(() => childLink.isVisible()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/docs/intro');

  await clickCaret(category.locator('summary'));
  await expect.poll(() => childLink.isVisible()).toBe(false);
});

test('without JavaScript a doc page is fully readable and marks its place in the sidebar', async () => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(realSiteUrl('/docs/basics/traversing'));
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('遍历 DOM');
  expect(await page.locator('.doc-article p').first().isVisible()).toBe(true);
  expect(await page.locator('.code-block').first().isVisible()).toBe(true);
  const current = sidebar(page).locator('[aria-current="page"]');
  expect(await current.innerText()).toBe('遍历 DOM');
  expect(await current.isVisible()).toBe(true);
  expect(await sidebar(page).locator('details', { hasText: '基础教程' }).getAttribute('open')).not.toBeNull();
});
