// Prefetching: pages are fetched ahead on hover, focus and visibility — once each, only pages the
// sitemap lists, and not at all on data-saver or 2G connections.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowser, waitForQuiet } from './browser.ts';
import { heading, openPage, sidebarLink } from './navigation-helpers.ts';

const browser = useBrowser();

/** Starts recording the pages fetched in the background (paths, decoded) and returns the live list. */
function recordFetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') fetched.push(decodeURIComponent(new URL(request.url()).pathname));
  });
  return fetched;
}


test('links on screen are fetched ahead while the browser is idle, each once, and never a missing page', async () => {
  const page = await browser.newPage();
  const fetched = recordFetches(page);
  await openPage(page, '/docs/basics/loading');
  // A link to a page the site does not have, on screen from the start.
  await page.locator('main .markdown p').first().evaluate((paragraph) => {
    paragraph.insertAdjacentHTML('afterbegin', '<a href="/docs/no-such-page">失效的链接</a>');
  });

  // The open 基础教程 category of the sidebar and the navbar's API link are on screen.
  await expect.poll(() => fetched).toEqual(expect.arrayContaining(['/docs/basics/selecting', '/docs/basics/traversing', '/docs/intro', '/docs/api']));
  await waitForQuiet(page);
  // Prefetching follows the sitemap: asking for a page that is not in it would only be a 404.
  expect(fetched).not.toContain('/docs/no-such-page');
  expect(fetched).not.toContain('/docs/basics/loading');
  expect(fetched.length).toBe(new Set(fetched).size);
});

/** A page on which links scrolling into view are never reported, so only hover and focus can prefetch. */
async function pageWithoutVisibilityPrefetch(): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  return context.newPage();
}

test('hovering a link fetches its page once, and clicking it then shows the page without another request', async () => {
  const page = await pageWithoutVisibilityPrefetch();
  const fetched = recordFetches(page);
  await openPage(page, '/docs/intro');
  await waitForQuiet(page);
  const target = '/docs/category/基础教程';
  expect(fetched).not.toContain(target);

  const link = sidebarLink(page, '基础教程');
  await link.hover();
  await expect.poll(() => fetched.filter((path) => path === target).length).toBe(1);
  await page.mouse.move(600, 300);
  await link.hover();
  await link.click();
  await expect.poll(() => heading(page)).toBe('基础教程');
  expect(fetched.filter((path) => path === target)).toHaveLength(1);
});

test('a link reached with the keyboard is fetched ahead when it gets focus', async () => {
  const page = await pageWithoutVisibilityPrefetch();
  const fetched = recordFetches(page);
  await openPage(page, '/docs/intro');
  await waitForQuiet(page);
  expect(fetched).not.toContain('/attribution');
  await page.getByRole('contentinfo').getByRole('link', { name: '致谢' }).focus();
  await expect.poll(() => fetched).toContain('/attribution');
});

test.each([
  { connection: 'data saver', value: { saveData: true, effectiveType: '4g' } },
  { connection: '2G', value: { saveData: false, effectiveType: '2g' } },
])('on a $connection connection nothing is fetched ahead, and links still work', async ({ value }) => {
  const context = await browser.newContext();
  await context.addInitScript((connection) => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
  }, value);
  const page = await context.newPage();
  const fetched = recordFetches(page);
  await openPage(page, '/docs/basics/loading');
  await sidebarLink(page, '选择元素').hover();
  await page.getByRole('contentinfo').getByRole('link', { name: '致谢' }).focus();
  await waitForQuiet(page);
  expect(fetched).toEqual([]);

  await sidebarLink(page, '选择元素').click();
  await expect.poll(() => heading(page)).toBe('选择元素');
  expect(fetched).toEqual(['/docs/basics/selecting']);
});
