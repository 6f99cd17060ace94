// The third-party scripts the config can switch on — Google Analytics and the ad slot — and the default,
// where neither is configured and nothing leaves the site's own host.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseConfig, createFixtureSite } from '../helpers/fixture-site.ts';
import { useBrowser, waitForClientReady } from './browser.ts';
import { heading, openPage, sidebarLink } from './navigation-helpers.ts';
import { buildAndServeSite, type ServedSite } from './served-site.ts';

const browser = useBrowser();

const GTAG_ID = 'G-TEST123';
const AD_SCRIPT_URL = 'https://ads.example.com/ad.js';

// Stands in for gtag.js: records every call queued in the data layer, before and after it loaded.
const GTAG_STUB = `
  window.gtagCalls = [];
  var record = function (entry) { window.gtagCalls.push(Array.prototype.slice.call(entry)); };
  window.dataLayer.forEach(record);
  var push = window.dataLayer.push.bind(window.dataLayer);
  window.dataLayer.push = function (entry) { record(entry); return push(entry); };
`;

// Stands in for the ad script: shows an ad and notes how far the page had loaded when it ran.
const AD_STUB = `
  var ad = document.createElement('aside');
  ad.textContent = '广告：测试广告位';
  ad.setAttribute('data-ready-state', document.readyState);
  document.body.append(ad);
`;

declare global {
  interface Window {
    gtagCalls?: unknown[][];
  }
}

let site: ServedSite;

beforeAll(async () => {
  const siteDir = await createFixtureSite({
    'content/site.config.yaml': `${baseConfig}analytics:\n  gtagId: ${GTAG_ID}\nads:\n  scriptUrl: ${AD_SCRIPT_URL}\n`,
    'content/docs/intro.md': '---\nsidebar_position: 1\n---\n# 简介\n\n接着读[第二篇](./second.md)。\n',
    'content/docs/second.md': '---\nsidebar_position: 2\n---\n# 第二篇\n\n回到[简介](./intro.md)。\n',
  });
  site = await buildAndServeSite({ siteDir });
});

afterAll(() => site?.close());

async function openFixturePage(page: Page, sitePath: string): Promise<void> {
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: GTAG_STUB }));
  await page.route(`${AD_SCRIPT_URL}*`, (route) => route.fulfill({ contentType: 'text/javascript', body: AD_STUB }));
  await page.goto(new URL(sitePath, site.url).href);
  await waitForClientReady(page);
}

const pageViews = (page: Page) => page.evaluate(() =>
  (window.gtagCalls ?? []).filter((call) => call[0] === 'event' && call[1] === 'page_view').map((call) => call[2]));

describe('with analytics.gtagId set', () => {
  test('gtag.js loads asynchronously, and a page view is sent on the first load and after every route change', async () => {
    const page = await browser.newPage();
    await openFixturePage(page, '/docs/intro');
    const loader = page.locator(`script[src="https://www.googletagmanager.com/gtag/js?id=${GTAG_ID}"]`);
    expect(await loader.evaluate((script) => (script as HTMLScriptElement).async)).toBe(true);
    await expect.poll(() => pageViews(page)).toEqual([
      { page_path: '/docs/intro', page_title: '简介 | 测试站点', page_location: new URL('/docs/intro', site.url).href },
    ]);
    const calls = await page.evaluate(() => window.gtagCalls ?? []);
    expect(calls).toContainEqual(['config', GTAG_ID, { send_page_view: false }]);

    await page.getByRole('main').getByRole('link', { name: '第二篇', exact: true }).click();
    await expect.poll(() => heading(page)).toBe('第二篇');
    await expect.poll(() => pageViews(page)).toHaveLength(2);
    expect((await pageViews(page))[1]).toEqual({
      page_path: '/docs/second', page_title: '第二篇 | 测试站点', page_location: new URL('/docs/second', site.url).href,
    });

    await page.goBack();
    await expect.poll(() => heading(page)).toBe('简介');
    await expect.poll(() => pageViews(page)).toHaveLength(3);
    expect((await pageViews(page))[2]).toMatchObject({ page_path: '/docs/intro' });
  });
});

describe('with ads.scriptUrl set', () => {
  test('the ad script is added once the page has loaded, asynchronously, and shows its ad', async () => {
    const page = await browser.newPage();
    await openFixturePage(page, '/docs/intro');
    const ad = page.getByText('广告：测试广告位');
    await expect.poll(() => ad.isVisible()).toBe(true);
    expect(await ad.getAttribute('data-ready-state')).toBe('complete');
    expect(await page.locator(`script[src="${AD_SCRIPT_URL}"]`).evaluate((script) => (script as HTMLScriptElement).async)).toBe(true);
  });
});

describe('with neither configured (the real site)', () => {
  test('no request ever leaves the site’s own host, through loading, prefetching and route changes', async () => {
    const page = await browser.newPage();
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    await openPage(page, '/docs/basics/loading');
    await sidebarLink(page, '选择元素').hover();
    await sidebarLink(page, '选择元素').click();
    await expect.poll(() => heading(page)).toBe('选择元素');
    await page.waitForLoadState('networkidle');
    expect([...hosts]).toEqual([new URL(page.url()).host]);
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(await page.locator('script[src^="http"]').count()).toBe(0);
  });
});
