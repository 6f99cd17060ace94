// Search across languages in the browser: a Traditional and an English query find the tutorial, on /search and
// in the modal, through the same expansion (theme/lib/search/expand-query.ts).
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser, waitForClientReady } from './browser.ts';

const browser = useBrowser();

// The distinct pages of the hits shown, in order, from their links.
const pagesOf = (hrefs: (string | null)[]) => [...new Set(hrefs.map((href) => decodeURI(href ?? '').split('#')[0]!))];

async function searchPagePages(page: Page, query: string): Promise<string[]> {
  await page.goto(realSiteUrl(`/search?q=${encodeURIComponent(query)}`));
  await expect.poll(() => page.locator('.search-page-hit').count()).toBeGreaterThan(0);
  return pagesOf(await page.locator('.search-page-hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
}

test('/search finds the tutorial for a Traditional and an English query among its first three pages', async () => {
  const page = await browser.newPage();
  expect((await searchPagePages(page, '選擇器')).slice(0, 3)).toContain('/docs/basics/selecting');
  expect((await searchPagePages(page, 'traversing')).slice(0, 3)).toContain('/docs/basics/traversing');
  // The hits show why they match: the Chinese term the English word was expanded to is highlighted.
  expect(await page.locator('.search-page-hit mark').allInnerTexts()).toContain('遍历');
  // The Traditional table is a chunk of its own, loaded for the Traditional query only; the page still counts its hits.
  await expect.poll(() => page.getByText(/^找到 \d+ 份文件$/).isVisible()).toBe(true);
});

test('the modal finds the tutorial for a Traditional and an English query', async () => {
  const page = await browser.newPage();
  await page.goto(realSiteUrl('/docs/intro'));
  await waitForClientReady(page);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: '搜索文档' });
  const optionPages = async () => pagesOf(await page.locator('[role=option]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
  await input.fill('遍歷');
  await expect.poll(async () => (await optionPages()).slice(0, 3)).toContain('/docs/basics/traversing');
  await input.fill('selector');
  await expect.poll(async () => (await optionPages())[0]).toBe('/docs/basics/selecting');
});
