// With JavaScript off, the navbar's search button still leads somewhere: it submits a form to /search, which says
// that searching needs JavaScript. With JavaScript on, the same button opens the modal and stays on the page.
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser, waitForClientReady } from './browser.ts';

const browser = useBrowser();

test('without JavaScript the search button goes to /search, which explains why it is empty', async () => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(realSiteUrl('/docs/intro'));
  await page.getByRole('button', { name: /搜索/ }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
  expect(await page.locator('.search-page-noscript').innerText()).toContain('JavaScript');
});

test('with JavaScript the button opens the modal and the address stays', async () => {
  const page = await browser.newPage();
  await page.goto(realSiteUrl('/docs/intro'));
  await waitForClientReady(page);
  await page.getByRole('button', { name: /搜索/ }).first().click();
  await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/docs/intro');
});
