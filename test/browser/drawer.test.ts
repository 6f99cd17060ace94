// The mobile navigation drawer: what it holds, every way of closing it, focus, scroll lock, and the
// no-JavaScript fallback.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAxeViolations } from './axe.ts';
import { realSiteUrl, useBrowser, waitForQuiet } from './browser.ts';

const browser = useBrowser();

const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
// One pixel below DESKTOP_BREAKPOINT_PX: the widest window that still gets the drawer.
const NARROW_WINDOW: BrowserContextOptions = { viewport: { width: 995, height: 700 } };

const menuButton = (page: Page) => page.getByRole('button', { name: '打开导航菜单' });
const drawer = (page: Page) => page.getByRole('dialog', { name: '导航菜单' });
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
const focusIsInDrawer = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

async function openDrawer(page: Page, path = '/docs/basics/traversing'): Promise<void> {
  await page.goto(realSiteUrl(path));
  await menuButton(page).click();
  await expect.poll(() => drawer(page).isVisible()).toBe(true);
}

test('the menu button opens a drawer with the navbar links and the docs sidebar, focus on its close button', async () => {
  const page = await browser.newPage(PHONE);
  await page.goto(realSiteUrl('/docs/basics/traversing'));
  expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
  expect(await drawer(page).isVisible()).toBe(false);

  await menuButton(page).click();
  await expect.poll(() => drawer(page).isVisible()).toBe(true);
  expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
  for (const name of [/^教程$/, /^API$/, /^GitHub/]) expect(await drawer(page).getByRole('link', { name }).isVisible()).toBe(true);
  const sidebar = drawer(page).getByRole('navigation', { name: '文档侧边栏' });
  expect(await sidebar.locator('[aria-current="page"]').innerText()).toBe('遍历 DOM');
  expect(await sidebar.locator('[aria-current="page"]').isVisible()).toBe(true);
  expect(await focusedLabel(page)).toBe('关闭导航菜单');
});

test('the drawer offers the docs versions and languages as groups that open', async () => {
  const page = await browser.newPage(PHONE);
  await openDrawer(page);
  await drawer(page).locator('summary', { hasText: '简体中文' }).click();
  const english = drawer(page).getByRole('link', { name: 'English' });
  await expect.poll(() => english.isVisible()).toBe(true);
  expect(await english.getAttribute('href')).toBe('https://cheerio.js.org/docs/basics/traversing/');

  await drawer(page).locator('summary', { hasText: 'Next' }).click();
  await expect.poll(() => drawer(page).getByRole('link', { name: 'Next' }).isVisible()).toBe(true);
});

test.each([
  { way: 'Escape', close: (page: Page) => page.keyboard.press('Escape') },
  { way: 'its close button', close: (page: Page) => drawer(page).getByRole('button', { name: '关闭导航菜单' }).click() },
  // The backdrop is the dimmed page to the right of the panel.
  { way: 'a click on the backdrop', close: (page: Page) => page.mouse.click(360, 400) },
])('the drawer closes on $way and focus returns to the menu button', async ({ close }) => {
  const page = await browser.newPage(PHONE);
  await openDrawer(page);
  await close(page);
  await expect.poll(() => drawer(page).isVisible()).toBe(false);
  // The dialog's close event, which updates the button and returns focus, comes a task after the drawer is hidden.
  await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false');
  await expect.poll(() => focusedLabel(page)).toBe('打开导航菜单');
});

test('choosing a link in the drawer closes it at once and opens that page', async () => {
  const page = await browser.newPage(PHONE);
  await openDrawer(page);
  // Hold the next page back, so what is on screen right after the click is still this page.
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/docs/basics/loading', async (route) => {
    await held;
    await route.continue();
  });
  await drawer(page).getByRole('link', { name: '加载文档' }).click({ noWaitAfter: true });
  await expect.poll(() => drawer(page).isVisible()).toBe(false);
  release();
  await page.waitForURL('**/docs/basics/loading');
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('加载文档');
});

test('Tab and Shift+Tab keep focus inside the open drawer', async () => {
  const page = await browser.newPage(PHONE);
  await openDrawer(page);
  const stops = await drawer(page).locator('a[href], button, summary').evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length);
  for (let press = 0; press < stops + 2; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInDrawer(page)).toBe(true);
  }
  await drawer(page).getByRole('button', { name: '关闭导航菜单' }).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await focusIsInDrawer(page)).toBe(true);
  expect(await focusedLabel(page)).not.toBe('关闭导航菜单');
});

test('the page behind the open drawer neither scrolls nor moves sideways', async () => {
  const page = await browser.newPage(NARROW_WINDOW);
  await page.goto(realSiteUrl('/docs/basics/traversing'));
  await page.evaluate(() => window.scrollTo(0, 600));
  const headingLeft = () => page.locator('.doc-article h2').first().evaluate((heading) => heading.getBoundingClientRect().left);
  const before = await headingLeft();

  // A plain mouse click: locator.click() first scrolls its target into view, and for an element in the
  // sticky navbar Chromium's scroll-into-view moves the page, which no real click does.
  const button = await menuButton(page).boundingBox();
  await page.mouse.click((button?.x ?? 0) + 5, (button?.y ?? 0) + 5);
  await expect.poll(() => drawer(page).isVisible()).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
  expect(await headingLeft()).toBe(before);
  await page.mouse.move(900, 400);
  await page.mouse.wheel(0, 1000);
  await waitForQuiet(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(600);

  await page.keyboard.press('Escape');
  await expect.poll(() => drawer(page).isVisible()).toBe(false);
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
});

test('widening the window to the desktop layout closes the drawer and frees the page', async () => {
  const page = await browser.newPage(NARROW_WINDOW);
  await openDrawer(page);
  await page.setViewportSize({ width: 996, height: 700 });
  await expect.poll(() => page.evaluate(() => document.querySelector('dialog[open]') === null)).toBe(true);
  expect(await drawer(page).isVisible()).toBe(false);
  // The page is no longer inert behind a hidden modal: the sidebar's own button works.
  await page.getByRole('button', { name: '收起侧边栏' }).click({ timeout: 2000 });
  await expect.poll(() => page.getByRole('button', { name: '展开侧边栏' }).isVisible()).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
});

test('the drawer shows the page\'s one sidebar, and the desktop column gets it back as the reader left it', async () => {
  const page = await browser.newPage(NARROW_WINDOW);
  await openDrawer(page);
  const sidebars = page.getByRole('navigation', { name: '文档侧边栏', includeHidden: true });
  expect(await sidebars.count()).toBe(1);
  // The reader opens a category in the drawer, then closes the drawer and widens the window.
  const extending = drawer(page).getByRole('link', { name: '扩展 Cheerio' });
  await drawer(page).locator('details', { hasText: '扩展 Cheerio' }).locator('summary').click();
  await expect.poll(() => extending.isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => drawer(page).isVisible()).toBe(false);
  await page.setViewportSize({ width: 1280, height: 700 });
  const column = page.locator('aside').getByRole('navigation', { name: '文档侧边栏' });
  await expect.poll(() => column.locator('[aria-current="page"]').isVisible()).toBe(true);
  expect(await column.getByRole('link', { name: '扩展 Cheerio' }).isVisible()).toBe(true);
  expect(await sidebars.count()).toBe(1);
});

test('without JavaScript the menu link jumps to the navbar links and the sidebar below the content', async () => {
  const page = await browser.newPage({ ...PHONE, javaScriptEnabled: false });
  await page.goto(realSiteUrl('/docs/basics/traversing'));
  expect(await menuButton(page).isVisible()).toBe(false);
  await page.getByRole('link', { name: '跳到导航菜单' }).click();
  await page.waitForURL('**#mobile-drawer');
  const navigation = page.getByRole('navigation', { name: '网站导航' });
  expect(await navigation.getByRole('link', { name: '教程', exact: true }).isVisible()).toBe(true);
  const current = page.getByRole('navigation', { name: '文档侧边栏' }).locator('[aria-current="page"]');
  expect(await current.isVisible()).toBe(true);
  // It sits after the article, so the content still comes first.
  const articleBottom = await page.locator('.doc-article').evaluate((article) => article.getBoundingClientRect().bottom);
  const navigationTop = await navigation.evaluate((element) => element.getBoundingClientRect().top);
  expect(navigationTop).toBeGreaterThan(articleBottom);
});

test('the open drawer has no serious or critical accessibility violations', async () => {
  const page = await browser.newPage(PHONE);
  await openDrawer(page);
  expect(await seriousAxeViolations(page, 'dialog[open]')).toEqual([]);
});
