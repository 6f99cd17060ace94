// The route-change progress bar: only loads slower than PROGRESS_BAR_DELAY_MS ever show it.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { PROGRESS_BAR_DELAY_MS } from '../../theme/lib/constants.ts';
import { pauseClock, useBrowser } from './browser.ts';
import { heading, openPage, sidebarLink } from './navigation-helpers.ts';

const browser = useBrowser();

declare global {
  interface Window {
    /** Milliseconds from the click to the bar appearing, recorded in the page (see `recordBarTiming`). */
    progressBarShownAfter?: number;
  }
}

const bar = (page: Page) => page.locator('.navigation-progress');

// Watches in the page itself, so the measured delay does not depend on how fast the test talks to it.
async function recordBarTiming(page: Page): Promise<void> {
  await page.evaluate(() => {
    let clickedAt = 0;
    window.addEventListener('click', () => { clickedAt = performance.now(); }, true);
    const element = document.querySelector('.navigation-progress');
    if (!element) throw new Error('no progress bar on the page');
    new MutationObserver(() => {
      if (!element.hasAttribute('hidden') && window.progressBarShownAfter === undefined) {
        window.progressBarShownAfter = performance.now() - clickedAt;
      }
    }).observe(element, { attributes: true });
  });
}

test('a page that takes long to load shows the progress bar after the delay, until the page is in place', async () => {
  const page = await browser.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  // Holds the next page (its prefetch included) until the test lets it through.
  await page.route('**/docs/basics/selecting', async (route) => {
    await held;
    await route.continue();
  });
  await openPage(page, '/docs/basics/loading');
  await recordBarTiming(page);
  expect(await bar(page).isVisible()).toBe(false);

  await sidebarLink(page, '选择元素').click();
  await expect.poll(() => bar(page).isVisible()).toBe(true);
  const shownAfter = await page.evaluate(() => window.progressBarShownAfter);
  expect(shownAfter).toBeGreaterThanOrEqual(PROGRESS_BAR_DELAY_MS - 5);
  const box = await bar(page).boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height).toBeGreaterThan(0);
  expect(await heading(page)).toBe('加载文档');

  release();
  await expect.poll(() => heading(page)).toBe('选择元素');
  await expect.poll(() => bar(page).isVisible()).toBe(false);
});

test('a page that loads quickly never shows the progress bar', async () => {
  // The page's clock stands still from the click until the page is in place: however long that takes on a
  // loaded machine, for the page it was quick. Then the delay passes, and the bar's timer must be cancelled.
  const page = await browser.newPage();
  await page.clock.install();
  await openPage(page, '/docs/basics/loading');
  await pauseClock(page);
  await recordBarTiming(page);
  await sidebarLink(page, '选择元素').click();
  await expect.poll(() => heading(page)).toBe('选择元素');
  await page.clock.runFor(PROGRESS_BAR_DELAY_MS * 2);
  expect(await page.evaluate(() => window.progressBarShownAfter)).toBeUndefined();
  expect(await bar(page).isVisible()).toBe(false);
});
