// The preview server answers old and alternative addresses with a redirect to the one canonical address.
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser } from './browser.ts';

const browser = useBrowser();

test.each([
  { from: '/docs/intro.html', to: '/docs/intro' },
  { from: '/docs/intro/', to: '/docs/intro' },
  { from: '/index.html', to: '/' },
  { from: '/docs/intro.html?from=old-link', to: '/docs/intro?from=old-link' },
])('opening $from ends on $to with the page shown', async ({ from, to }) => {
  const page = await browser.newPage();
  const response = await page.goto(realSiteUrl(from));
  expect(response?.status()).toBe(200);
  const url = new URL(page.url());
  expect(url.pathname + url.search).toBe(to);
  expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
});

test('an old TypeDoc address such as /classes/Cheerio.html answers with a permanent redirect to its new page', async () => {
  const context = await browser.newContext();
  // Only the answer is checked: the API pages the redirect points to do not exist yet.
  const response = await context.request.get(realSiteUrl('/classes/Cheerio.html'), { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/docs/api/classes/Cheerio');
});
