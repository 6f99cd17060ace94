// Client navigation: internal links show the next page in place, and everything that is not a plain
// page link, or that fails to load, is left to the browser.
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser, waitForClientReady } from './browser.ts';
import { addressOf, heading, isSameDocument, openPage, sidebarLink } from './navigation-helpers.ts';

const browser = useBrowser();

test('a sidebar link shows the next page in place, with its title, head tags and navbar updated', async () => {
  const page = await browser.newPage();
  await openPage(page, '/docs/basics/loading');
  await sidebarLink(page, '选择元素').click();

  await expect.poll(() => heading(page)).toBe('选择元素');
  expect(addressOf(page)).toBe('/docs/basics/selecting');
  expect(await isSameDocument(page)).toBe(true);
  expect(await page.title()).toBe('选择元素 | Cheerio 中文文档');
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('用 CSS 选择器和 jQuery 风格的扩展写法在文档中查找元素。');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://cheeriojs.github.io/docs/basics/selecting');
  expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('选择元素 | Cheerio 中文文档');
  // The navbar came along: its English link follows the page.
  expect(await page.locator('a[hreflang="en"]').first().getAttribute('href')).toBe('https://cheerio.js.org/docs/basics/selecting/');
  expect(await sidebarLink(page, '选择元素').getAttribute('aria-current')).toBe('page');
  expect(await page.locator('head title').count()).toBe(1);
});

test('after a route change focus is on the main content and the new title is announced', async () => {
  const page = await browser.newPage();
  await openPage(page, '/docs/basics/loading');
  await sidebarLink(page, '遍历 DOM').click();

  await expect.poll(() => heading(page)).toBe('遍历 DOM');
  await expect.poll(() => page.getByRole('status').filter({ hasText: '遍历 DOM | Cheerio 中文文档' }).count()).toBe(1);
  expect(await page.locator('main:focus').count()).toBe(1);
  // The next Tab continues inside the new page's content, not at the top of the document.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('the islands of the new page work: the colour-mode toggle switches after a route change', async () => {
  const page = await browser.newPage();
  await openPage(page, '/docs/basics/loading');
  await sidebarLink(page, '选择元素').click();
  await expect.poll(() => heading(page)).toBe('选择元素');
  await waitForClientReady(page);

  const toggle = page.getByRole('button', { name: /切换浅色\/深色模式/ });
  expect(await toggle.count()).toBe(1);
  await toggle.click();
  await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
  await expect.poll(() => toggle.getAttribute('aria-label')).toContain('当前为深色模式');
  expect(await isSameDocument(page)).toBe(true);
});

test('a link with a hash opens the next page scrolled to that heading', async () => {
  const page = await browser.newPage();
  await openPage(page, '/docs/advanced/extract');
  await page.locator('main a[href="/docs/advanced/extending-cheerio#writing-plugins-for-cheerio"]').click();

  await expect.poll(() => heading(page)).toBe('扩展 Cheerio');
  expect(addressOf(page)).toBe('/docs/advanced/extending-cheerio#writing-plugins-for-cheerio');
  expect(await isSameDocument(page)).toBe(true);
  const top = await page.locator('#writing-plugins-for-cheerio').evaluate((element) => element.getBoundingClientRect().top);
  const navbarBottom = await page.locator('.navbar').evaluate((element) => element.getBoundingClientRect().bottom);
  // Right below the sticky navbar (scroll-padding-top in base.css), not at the top of the page.
  expect(top).toBeGreaterThanOrEqual(navbarBottom);
  expect(top).toBeLessThan(navbarBottom + 40);
});

test('a link to a missing page shows 找不到页面 in place, at the address that was asked for', async () => {
  // Chromium logs the 404 answer as a console error; that answer is the point of the test.
  const page = await browser.newPage({}, { expectedErrors: [/status of 404/] });
  await openPage(page, '/docs/intro');
  // Every link the site writes points at a page, so the broken one is added here.
  await page.locator('main .markdown p').first().evaluate((paragraph) => {
    paragraph.insertAdjacentHTML('beforeend', '<a href="/docs/no-such-page">失效的链接</a>');
  });
  await page.getByRole('link', { name: '失效的链接' }).click();

  await expect.poll(() => heading(page)).toBe('找不到页面');
  expect(addressOf(page)).toBe('/docs/no-such-page');
  expect(await isSameDocument(page)).toBe(true);
  expect(await page.getByRole('link', { name: '返回首页' }).isVisible()).toBe(true);
});

test('ctrl-click opens the link in a new tab and leaves this page as it is', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openPage(page, '/docs/basics/loading');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    sidebarLink(page, '选择元素').click({ modifiers: ['Control'] }),
  ]);
  // A new tab starts on about:blank before it loads the link.
  await expect.poll(() => addressOf(tab)).toBe('/docs/basics/selecting');
  await tab.waitForLoadState();
  expect(await heading(page)).toBe('加载文档');
  expect(addressOf(page)).toBe('/docs/basics/loading');
});

test('a link to a file such as robots.txt is left to the browser', async () => {
  const page = await browser.newPage();
  // A plain-text document makes Chromium ask for /favicon.ico, which the site does not have.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await openPage(page, '/docs/intro');
  // No page links a file yet; this stands in for a future download link in the content.
  await page.locator('main h1').evaluate((h1) => h1.insertAdjacentHTML('afterend', '<a id="file-link" href="/robots.txt">robots.txt</a>'));
  await page.locator('#file-link').click();
  await page.waitForURL(realSiteUrl('/robots.txt'));
  expect(await page.locator('body').innerText()).toContain('User-agent');
});

test.each([
  { failure: 'an error status', respond: 500 as const, expected: /status of 500/ },
  { failure: 'a network error', respond: 'abort' as const, expected: /ERR_FAILED/ },
])('when the next page fails to load with $failure, it is opened by a full page load', async ({ respond, expected }) => {
  const page = await browser.newPage({}, { expectedErrors: [expected] });
  // Only the in-place load (a fetch) fails; the full page load that follows gets the real page.
  await page.route('**/docs/basics/selecting', (route) => {
    if (route.request().resourceType() !== 'fetch') return route.continue();
    return respond === 'abort' ? route.abort('failed') : route.fulfill({ status: respond, body: '服务器出错' });
  });
  await openPage(page, '/docs/basics/loading');
  await sidebarLink(page, '选择元素').click();

  await expect.poll(() => isSameDocument(page).catch(() => false)).toBe(false);
  await expect.poll(() => heading(page)).toBe('选择元素');
  expect(addressOf(page)).toBe('/docs/basics/selecting');
});

test('a host that serves /docs/intro.html directly still shows /docs/intro in the address bar', async () => {
  const page = await browser.newPage();
  // The preview server redirects .html addresses itself; this stands in for a host that does not.
  await page.route('**/docs/intro.html', async (route) => {
    route.fulfill({ response: await route.fetch({ url: realSiteUrl('/docs/intro') }) });
  });
  await page.goto(realSiteUrl('/docs/intro.html?from=old-link#installing-cheerio'));
  await waitForClientReady(page);
  expect(addressOf(page)).toBe('/docs/intro?from=old-link#installing-cheerio');
  expect(await heading(page)).toBe('欢迎使用 Cheerio');
});

test('on a phone, a link in the menu drawer shows the next page in place, with the drawer closed', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 700 } });
  await openPage(page, '/docs/basics/loading');
  await page.getByRole('button', { name: '打开导航菜单' }).click();
  const drawer = page.getByRole('dialog');
  await expect.poll(() => drawer.isVisible()).toBe(true);
  await drawer.getByRole('link', { name: '选择元素', exact: true }).click();

  await expect.poll(() => heading(page)).toBe('选择元素');
  expect(await isSameDocument(page)).toBe(true);
  expect(await drawer.isVisible()).toBe(false);
  // The new page's menu still opens.
  await page.getByRole('button', { name: '打开导航菜单' }).click();
  await expect.poll(() => drawer.isVisible()).toBe(true);
});
