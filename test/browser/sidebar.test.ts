// The docs sidebar: categories are <details>, so they open and close with or without JavaScript; the
// current page's link starts in view; on desktop the whole sidebar collapses to a rail and back.
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser, newBlockedStorageContext } from './browser.ts';

const browser = useBrowser();

const sidebar = (page: Page) => page.getByRole('navigation', { name: '文档侧边栏' });
const collapseButton = (page: Page) => page.getByRole('button', { name: '收起侧边栏' });
const expandButton = (page: Page) => page.getByRole('button', { name: '展开侧边栏' });
const sidebarWidth = (page: Page) => page.locator('aside.page-sidebar').evaluate((aside) => aside.getBoundingClientRect().width);
const articleLeft = (page: Page) => page.locator('.doc-article').evaluate((article) => article.getBoundingClientRect().left);
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
// A desktop window too short for the whole sidebar, so it scrolls on its own.
const SHORT_DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 300 } };

// The category label is itself a link to the category page; the caret at the row's right end only toggles.
async function clickCaret(summary: Locator): Promise<void> {
  const box = await summary.boundingBox();
  if (!box) throw new Error('the category row is not on screen');
  await summary.click({ position: { x: box.width - 6, y: box.height / 2 } });
}

test.each([
  { javaScriptEnabled: true, label: 'with JavaScript' },
  { javaScriptEnabled: false, label: 'without JavaScript' },
])('clicking a category row opens and closes it $label', async ({ javaScriptEnabled }) => {
  const page = await browser.newPage({ javaScriptEnabled });
  await page.goto(realSiteUrl('/docs/intro'));
  const category = sidebar(page).locator('details', { hasText: '基础教程' });
  const childLink = sidebar(page).getByRole('link', { name: '加载文档' });
  expect(await category.getAttribute('open')).toBeNull();
  expect(await childLink.isVisible()).toBe(false);

  await clickCaret(category.locator('summary'));
  await expect.poll(() => childLink.isVisible()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/docs/intro');

  await clickCaret(category.locator('summary'));
  await expect.poll(() => childLink.isVisible()).toBe(false);
});

test('without JavaScript a doc page is fully readable and marks its place in the sidebar', async () => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(realSiteUrl('/docs/basics/traversing'));
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('遍历 DOM');
  expect(await page.locator('.doc-article p').first().isVisible()).toBe(true);
  expect(await page.locator('.code-block').first().isVisible()).toBe(true);
  const current = sidebar(page).locator('[aria-current="page"]');
  expect(await current.innerText()).toBe('遍历 DOM');
  expect(await current.isVisible()).toBe(true);
  expect(await sidebar(page).locator('details', { hasText: '基础教程' }).getAttribute('open')).not.toBeNull();
});

test('the current page stands out in the sidebar: bold, in the link colour, on a tinted row, unlike its neighbours', async () => {
  const page = await browser.newPage();
  await page.goto(realSiteUrl('/docs/basics/traversing'));
  const look = (link: Locator) => link.evaluate((element) => {
    const style = getComputedStyle(element);
    return { weight: style.fontWeight, color: style.color, background: style.backgroundColor, display: style.display };
  });
  const linkColor = await page.locator('.doc-article p > a').first().evaluate((element) => getComputedStyle(element).color);
  const current = await look(sidebar(page).locator('[aria-current="page"]'));
  const neighbour = await look(sidebar(page).getByRole('link', { name: '加载文档', exact: true }));
  expect(current).toMatchObject({ weight: '600', color: linkColor, display: 'flex' });
  expect(current.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(neighbour).toMatchObject({ weight: '400', background: 'rgba(0, 0, 0, 0)', display: 'flex' });
  expect(neighbour.color).not.toBe(linkColor);
});

test('the chevron of a category points right while closed and down while open', async () => {
  const page = await browser.newPage();
  await page.goto(realSiteUrl('/docs/intro'));
  const summary = sidebar(page).locator('details', { hasText: '基础教程' }).locator('summary');
  const chevronAngle = () => summary.evaluate((element) => {
    const { a, b } = new DOMMatrix(getComputedStyle(element, '::after').transform);
    return Math.round((Math.atan2(b, a) * 180) / Math.PI);
  });
  expect(await chevronAngle()).toBe(-45);
  await clickCaret(summary);
  await expect.poll(chevronAngle).toBe(45);
});

test('the current page link of a long sidebar starts in view, and only the sidebar scrolled to show it', async () => {
  const page = await browser.newPage(SHORT_DESKTOP);
  await page.goto(realSiteUrl('/docs/advanced/extending-cheerio'));
  const current = sidebar(page).locator('[aria-current="page"]');
  expect(await current.innerText()).toBe('扩展 Cheerio');
  await expect.poll(() => sidebar(page).evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
  const visible = await current.evaluate((link) => {
    const box = link.closest('.doc-sidebar')!.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    return linkBox.top >= box.top && linkBox.bottom <= box.bottom;
  });
  expect(visible).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the collapse button shrinks the sidebar to a rail whose button expands it again, focus following', async () => {
  const page = await browser.newPage();
  await page.goto(realSiteUrl('/docs/basics/loading'));
  const fullWidth = await sidebarWidth(page);
  const fullArticleLeft = await articleLeft(page);
  expect(await expandButton(page).isVisible()).toBe(false);

  await collapseButton(page).click();
  await expect.poll(() => sidebarWidth(page)).toBeLessThan(40);
  expect(await sidebar(page).isVisible()).toBe(false);
  expect(await collapseButton(page).isVisible()).toBe(false);
  expect(await expandButton(page).isVisible()).toBe(true);
  expect(await focusedLabel(page)).toBe('展开侧边栏');
  // The content takes the room the sidebar gave up.
  expect(await articleLeft(page)).toBeLessThan(fullArticleLeft);

  await page.keyboard.press('Enter');
  await expect.poll(() => sidebarWidth(page)).toBe(fullWidth);
  expect(await sidebar(page).getByRole('link', { name: '加载文档' }).isVisible()).toBe(true);
  expect(await focusedLabel(page)).toBe('收起侧边栏');
});

test('a collapsed sidebar stays collapsed on the next page and after a reload', async () => {
  const page = await browser.newPage();
  await page.goto(realSiteUrl('/docs/basics/loading'));
  await collapseButton(page).click();
  await expect.poll(() => expandButton(page).isVisible()).toBe(true);

  await page.goto(realSiteUrl('/docs/basics/selecting'));
  await expect.poll(() => expandButton(page).isVisible()).toBe(true);
  expect(await sidebar(page).isVisible()).toBe(false);
  await page.reload();
  await expect.poll(() => expandButton(page).isVisible()).toBe(true);

  await expandButton(page).click();
  await page.reload();
  await expect.poll(() => sidebar(page).isVisible()).toBe(true);
  expect(await expandButton(page).isVisible()).toBe(false);
});

test('with localStorage blocked the sidebar still collapses and expands, with only a warning', async () => {
  const context = await newBlockedStorageContext(browser);
  const page = await context.newPage();
  await page.goto(realSiteUrl('/docs/basics/loading'));
  await collapseButton(page).click();
  await expect.poll(() => expandButton(page).isVisible()).toBe(true);
  await expandButton(page).click();
  await expect.poll(() => sidebar(page).isVisible()).toBe(true);
  const warnings = browser.consoleOf(context).filter((entry) => entry.type === 'warning');
  expect(warnings.map((entry) => entry.text)).toContainEqual(expect.stringContaining('docs-sidebar-collapsed'));
});

test('without JavaScript no collapse button is offered, since it could not work', async () => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(realSiteUrl('/docs/basics/loading'));
  expect(await sidebar(page).isVisible()).toBe(true);
  expect(await collapseButton(page).isVisible()).toBe(false);
  expect(await expandButton(page).isVisible()).toBe(false);
});
