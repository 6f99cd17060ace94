// An unknown address gets the site's own 404 page, with the 404 status.
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser } from './browser.ts';

// Chromium logs the 404 status of the page itself as a console error; that one is the point of the test.
const browser = useBrowser();

test('an unknown path shows 找不到页面 with HTTP status 404', async () => {
  const page = await browser.newPage({}, { expectedErrors: [/status of 404/] });
  const response = await page.goto(realSiteUrl('/docs/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('找不到页面');
  expect(await page.getByRole('link', { name: '返回首页' }).isVisible()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/docs/no-such-page');
});
