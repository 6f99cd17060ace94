// A 375 px phone: nothing scrolls sideways, and the table of contents sits in a collapsible block.
import type { BrowserContextOptions } from 'playwright-core';
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser } from './browser.ts';

const browser = useBrowser();

// The narrowest phone the product spec supports; isMobile makes Chromium honour the viewport meta tag.
const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

test.each(['/', '/docs/intro', '/docs/basics/traversing', '/docs/basics/loading'])(
  '%s does not scroll sideways on a 375 px screen',
  async (path) => {
    const page = await browser.newPage(PHONE);
    await page.goto(realSiteUrl(path));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  },
);

test('/docs/intro shows a closed 本页总览 block above the article text that opens to list the headings', async () => {
  const page = await browser.newPage(PHONE);
  await page.goto(realSiteUrl('/docs/intro'));
  const toc = page.locator('details', { has: page.locator('summary', { hasText: '本页总览' }) });
  const summary = toc.locator('summary');
  expect(await summary.isVisible()).toBe(true);
  expect(await toc.getAttribute('open')).toBeNull();

  const tocBox = await toc.boundingBox();
  const firstSectionBox = await page.locator('.doc-article h2').first().boundingBox();
  expect(tocBox && firstSectionBox && tocBox.y + tocBox.height <= firstSectionBox.y).toBe(true);

  await summary.click();
  const firstEntry = toc.getByRole('link').first();
  await expect.poll(() => firstEntry.isVisible()).toBe(true);
  expect(await firstEntry.getAttribute('href')).toBe(`#${await page.locator('.doc-article h2').first().getAttribute('id')}`);
});
