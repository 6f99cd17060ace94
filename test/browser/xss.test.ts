// Text that comes from the address (query string, path, hash) is never inserted as HTML: each payload would
// set a flag on window if it ran.
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser, waitForClientReady, waitForQuiet } from './browser.ts';

const browser = useBrowser();
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload="window.__xss=1">',
  "'><script>window.__xss=1</script>",
  'javascript:window.__xss=1',
];

// The page may log a 404 for the payload's own image or path; that is the point of the test.
const policy = { expectedErrors: [/404|Failed to load resource/] };

test.each(PAYLOADS)('%s in /search?q=, another page\'s query, an unknown path and a hash runs nowhere', async (payload) => {
  const encoded = encodeURIComponent(payload);
  const page = await browser.newPage({}, policy);
  for (const address of [`/search?q=${encoded}`, `/docs/intro?q=${encoded}`, `/docs/${encoded}`, `/docs/intro#${encoded}`, `/blog?page=${encoded}`]) {
    await page.goto(realSiteUrl(address));
    // Every script has acted on the address: the client is up, the search page has filled itself in, and the
    // page has settled.
    await waitForClientReady(page);
    if (address.startsWith('/search')) await expect.poll(() => page.locator('main').innerText()).toContain(payload.slice(0, 12));
    await waitForQuiet(page);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), address).toBeUndefined();
    expect(await page.locator('img[src="x"], main svg[onload]').count(), address).toBe(0);
  }
  // On /search the query is shown as text.
  await page.goto(realSiteUrl(`/search?q=${encoded}`));
  await expect.poll(() => page.locator('main').innerText()).toContain(payload.slice(0, 12));
});
