// The search modal and /search page in Chromium, on the stand-alone search harness
// (test/search/fixtures/harness-site.ts): every way to open and close, keyboard use, limits, states.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newBlockedStorageContext, useBrowser, waitForQuiet, type ConsolePolicy } from './browser.ts';
import { serveSearchHarness, type HarnessSite } from '../search/fixtures/harness-site.ts';

const browser = useBrowser();
let site: HarnessSite;
beforeAll(async () => {
  site = await serveSearchHarness();
});
afterAll(() => site.close());

const failedRequests: ConsolePolicy = { expectedErrors: [/Failed to load resource/] };

// Playwright waits forever by default; a bounded wait turns a missing element into a clear failure.
async function newPage(options: Parameters<typeof browser.newPage>[0] = {}, policy: ConsolePolicy = {}): Promise<Page> {
  const page = await browser.newPage(options, policy);
  // Generous: the browser tests share two cores with the unit tests, and a loaded CI machine is slow.
  page.setDefaultTimeout(20_000);
  return page;
}

async function openHome(options: Parameters<typeof browser.newPage>[0] = {}, policy: ConsolePolicy = {}): Promise<Page> {
  const page = await newPage(options, policy);
  await page.goto(site.url);
  return page;
}

const dialog = (page: Page) => page.getByRole('dialog');
const input = (page: Page) => page.getByRole('combobox', { name: '搜索文档' });
const isOpen = (page: Page) => dialog(page).isVisible();
const focusedIsButton = (page: Page) => page.evaluate(() => document.activeElement?.hasAttribute('data-search-button') ?? false);

async function openByClick(page: Page): Promise<void> {
  await page.locator('[data-search-button]').click();
  await expect.poll(() => isOpen(page)).toBe(true);
}

async function searchFor(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
}

test('a click opens a labelled modal dialog with the 搜索文档 placeholder; Escape closes it and returns focus', async () => {
  const page = await openHome();
  await openByClick(page);
  expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
  expect(await input(page).getAttribute('placeholder')).toBe('搜索文档');
  await expect.poll(() => input(page).evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await page.getByText('没有最近的搜索记录').isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  expect(await isOpen(page)).toBe(false);
  expect(await focusedIsButton(page)).toBe(true);
});

test('Ctrl+K and Cmd+K toggle the modal; / opens it except while typing in a field', async () => {
  const page = await openHome();
  await page.keyboard.press('Control+k');
  await expect.poll(() => isOpen(page)).toBe(true);
  await page.keyboard.press('Control+k');
  await expect.poll(() => isOpen(page)).toBe(false);
  await page.keyboard.press('Meta+k');
  await expect.poll(() => isOpen(page)).toBe(true);
  await page.keyboard.press('Escape');

  await page.locator('#other-input').focus();
  await page.keyboard.press('/');
  expect(await page.locator('#other-input').inputValue()).toBe('/');
  expect(await isOpen(page)).toBe(false);
  await page.locator('h1').click();
  await page.keyboard.press('/');
  await expect.poll(() => isOpen(page)).toBe(true);
  expect(await input(page).inputValue()).toBe('');
});

test('a letter typed on the focused search button opens the modal with that letter', async () => {
  const page = await openHome();
  await page.locator('[data-search-button]').focus();
  await page.keyboard.press('a');
  await expect.poll(() => isOpen(page)).toBe(true);
  expect(await input(page).inputValue()).toBe('a');
  await page.keyboard.type('ttr');
  expect(await input(page).inputValue()).toBe('attr');
});

test('text selected on the page becomes the query, cut to 64 characters', async () => {
  const page = await openHome();
  await page.evaluate(() => {
    const paragraph = document.querySelector('#selectable')!;
    getSelection()!.selectAllChildren(paragraph);
  });
  // Hovering the button loads the search chunk first, so the shortcut only has to open the dialog.
  await page.locator('[data-search-button]').hover();
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await expect.poll(() => input(page).inputValue(), { timeout: 20_000 }).toBe('选择器');
  await page.keyboard.press('Escape');
  await page.evaluate(() => {
    document.querySelector('#selectable')!.textContent = '长'.repeat(100);
    getSelection()!.selectAllChildren(document.querySelector('#selectable')!);
  });
  await page.keyboard.press('Control+k');
  await expect.poll(() => input(page).inputValue(), { timeout: 20_000 }).toBe('长'.repeat(64));
});

test('a backdrop click closes; the page keeps its scroll position', async () => {
  const page = await openHome();
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.keyboard.press('Control+k');
  await expect.poll(() => isOpen(page)).toBe(true);
  await page.mouse.click(5, 400);
  expect(await isOpen(page)).toBe(false);
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
});

test('on a 375 px phone the modal fills the screen and 取消 closes it; touch opens it', async () => {
  const page = await openHome({ viewport: { width: 375, height: 700 }, isMobile: true, hasTouch: true });
  await page.locator('[data-search-button]').tap();
  await expect.poll(() => isOpen(page)).toBe(true);
  const box = (await dialog(page).boundingBox())!;
  expect(box.width).toBe(375);
  await searchFor(page, '加载');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: '取消' }).tap();
  expect(await isOpen(page)).toBe(false);
});

test('Tab stays inside the dialog', async () => {
  const page = await openHome();
  await openByClick(page);
  await input(page).fill('加载');
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press('Tab');
    expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
});

test('hits are grouped by section with highlighted snippets, and each links to its own URL with the anchor', async () => {
  const page = await openHome();
  await openByClick(page);
  await searchFor(page, 'attr');
  const groups = await page.locator('.search-group-title').allInnerTexts();
  expect(groups[0]).toBe('文档');
  const first = page.getByRole('option').first();
  expect(await first.getAttribute('href')).toBe('/docs/basics/selecting#attr');
  expect(await first.locator('mark').first().innerText()).toBe('attr');
  expect(await page.getByRole('link', { name: /查看全部 \d+ 个结果/ }).getAttribute('href')).toBe('/search?q=attr');
});

test('at most 5 hits per section and 20 in all', async () => {
  const page = await openHome();
  await openByClick(page);
  await searchFor(page, '重复内容');
  const perGroup = await page.locator('.search-group').evaluateAll((groups) => groups.map((group) => group.querySelectorAll('[role=option]').length));
  expect(Math.max(...perGroup)).toBeLessThanOrEqual(5);
  expect(perGroup.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(20);
  expect(await page.getByRole('link', { name: '查看全部 30 个结果' }).isVisible()).toBe(true);
});

test('arrow keys move the active option, Enter opens it, Ctrl+Enter opens it in a new tab', async () => {
  const page = await openHome();
  await openByClick(page);
  await searchFor(page, '加载');
  const active = () => input(page).getAttribute('aria-activedescendant');
  const firstId = await active();
  expect(await page.locator(`[id="${firstId}"]`).getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('ArrowDown');
  const secondId = await active();
  expect(secondId).not.toBe(firstId);
  await page.keyboard.press('ArrowUp');
  expect(await active()).toBe(firstId);
  await page.keyboard.press('ArrowDown');
  const href = await page.locator(`[id="${secondId}"]`).getAttribute('href');

  const [newTab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Control+Enter')]);
  await newTab.waitForLoadState();
  expect(new URL(newTab.url()).pathname + new URL(newTab.url()).hash).toBe(decodeURI(href!));
  expect(await isOpen(page)).toBe(true);

  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname + url.hash === decodeURI(href!));
});

test('the input holds at most 64 characters', async () => {
  const page = await openHome();
  await openByClick(page);
  await input(page).fill('a'.repeat(100));
  expect(await input(page).inputValue()).toHaveLength(64);
  await input(page).fill('');
  await page.keyboard.type('字'.repeat(70));
  expect(await input(page).inputValue()).toBe('字'.repeat(64));
});

test('no search runs while an input method is composing', async () => {
  const page = await openHome();
  await openByClick(page);
  await input(page).dispatchEvent('compositionstart', { data: '' });
  await page.keyboard.insertText('加载');
  await waitForQuiet(page);
  expect(await page.getByRole('option').count()).toBe(0);
  await input(page).dispatchEvent('compositionend', { data: '加载' });
  await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
});

async function openHits(page: Page, queries: string[]): Promise<void> {
  for (const query of queries) {
    await page.keyboard.press('Control+k');
    await searchFor(page, query);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/');
    await page.goto(site.url);
  }
}

test('recent searches keep the 7 newest across reloads, 4 once there is a favourite; favourites can be removed', async () => {
  const page = await openHome();
  await openHits(page, ['重复内容 1', '重复内容 2', '重复内容 3', '重复内容 4', '重复内容 5', '重复内容 6', '重复内容 7', '重复内容 8']);
  await page.reload();
  await page.keyboard.press('Control+k');
  // Each row is the option (a link) and its buttons.
  const recent = page.locator('.search-group').filter({ hasText: '最近搜索' }).locator('.search-hit');
  await expect.poll(() => recent.count()).toBe(7);
  expect(await recent.first().innerText()).toContain('分页测试 8');

  await recent.first().getByRole('button', { name: '收藏此搜索' }).click();
  const favourites = page.locator('.search-group').filter({ hasText: '收藏' }).locator('.search-hit');
  expect(await favourites.count()).toBe(1);
  expect(await recent.count()).toBe(4);
  await page.reload();
  await page.keyboard.press('Control+k');
  await expect.poll(() => favourites.count()).toBe(1);
  expect(await recent.count()).toBe(4);
  await favourites.first().getByRole('button', { name: '从收藏中移除' }).click();
  expect(await favourites.count()).toBe(0);
  expect(await recent.count()).toBe(6);
  await recent.first().getByRole('button', { name: '从最近搜索中移除' }).click();
  expect(await recent.count()).toBe(5);
});

test('with localStorage blocked, search still works and only warns', async () => {
  const context = await newBlockedStorageContext(browser);
  const page = await context.newPage();
  await page.goto(site.url);
  await page.keyboard.press('Control+k');
  await searchFor(page, '加载');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/');
  expect(browser.consoleOf(context).filter((entry) => entry.type === 'pageerror')).toEqual([]);
});

// Records whether a spinner was ever in the page, however briefly.
async function watchForSpinner(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('.search-spinner')) document.documentElement.dataset['spinnerSeen'] = 'true';
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => document.documentElement.dataset['spinnerSeen'] === 'true');
}

test('a query waiting on a slow index shows the spinner after 300 ms, then the hits; a quick one never does', async () => {
  const page = await openHome();
  // The index is held back until the spinner is on screen: as slow as it takes, whatever the machine's load.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search/shard-*.json', async (route) => {
    await released;
    await route.continue();
  });
  await page.locator('[data-search-button]').click();
  const spinnerSeen = await watchForSpinner(page);
  const started = Date.now();
  await input(page).fill('加载');
  await expect.poll(() => page.locator('.search-spinner').isVisible()).toBe(true);
  expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  release();
  await expect.poll(() => page.getByRole('option').count(), { timeout: 5000 }).toBeGreaterThan(0);
  expect(await page.locator('.search-spinner').count()).toBe(0);

  await page.evaluate(() => delete document.documentElement.dataset['spinnerSeen']);
  await input(page).fill('选择');
  await expect.poll(() => page.getByRole('option').first().innerText()).toContain('选择');
  expect(await spinnerSeen()).toBe(false);
});

test('the previous hits stay on screen while the next query loads', async () => {
  const page = await openHome();
  await openByClick(page);
  await searchFor(page, '加载');
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (!document.querySelector('[role=option]')) document.documentElement.dataset['emptied'] = 'true';
    }).observe(document.body, { childList: true, subtree: true });
  });
  for (const character of ['文', '档']) await page.keyboard.type(character);
  await expect.poll(() => page.getByRole('option').first().innerText()).toContain('文档');
  expect(await page.evaluate(() => document.documentElement.dataset['emptied'])).toBeUndefined();
});

test('a failing index request shows the error screen in Chinese', async () => {
  const page = await openHome({}, failedRequests);
  await page.route('**/search/records-*.json', (route) => route.fulfill({ status: 500, body: 'no' }));
  await openByClick(page);
  await input(page).fill('加载');
  await expect.poll(() => page.getByText('无法获取结果').isVisible()).toBe(true);
  expect(await page.getByText('请检查网络连接。').isVisible()).toBe(true);
});

test('a query without hits shows the no-results screen with suggestions and a report link', async () => {
  const page = await openHome();
  await openByClick(page);
  await searchFor(page, '加载');
  await input(page).fill('<img src=x onerror=alert(1)>');
  await expect.poll(() => page.getByText('没有找到与「<img src=x onerror=alert(1)>」相关的结果').isVisible()).toBe(true);
  expect(await page.locator('.search-modal img').count()).toBe(0);
  expect(await page.getByText('试试搜索').isVisible()).toBe(true);
  const suggestions = await page.locator('.search-suggestion').allInnerTexts();
  expect(suggestions.length).toBeGreaterThan(0);
  expect(suggestions.length).toBeLessThanOrEqual(3);
  expect(await page.getByText('认为这个查询应该有结果？').isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: '告诉我们。' }).getAttribute('href')).toMatch(/^https:\/\/github\.com\/cheeriojs\/cheerio\/issues\/new\?title=/);
  await page.locator('.search-suggestion').first().click();
  await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
});

test('a search chunk that fails to load shows an error with 重试, which works once the network is back', async () => {
  const page = await openHome({}, failedRequests);
  await page.route('**/assets/chunks/search-app-*', (route) => route.abort());
  await page.locator('[data-search-button]').click();
  const retry = page.getByRole('button', { name: '重试' });
  await expect.poll(() => retry.isVisible()).toBe(true);
  expect(await page.getByText('搜索加载失败').isVisible()).toBe(true);
  await page.unroute('**/assets/chunks/search-app-*');
  await retry.click();
  await expect.poll(() => isOpen(page)).toBe(true);
  expect(await retry.count()).toBe(0);
});

test('a slow search chunk shows a spinner on the button after 200 ms', async () => {
  const page = await openHome();
  // The chunk is held back until the spinner is on screen: as slow as it takes, whatever the machine's load.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/chunks/search-app-*', async (route) => {
    await released;
    await route.continue();
  });
  await page.locator('[data-search-button]').click();
  await expect.poll(() => page.locator('.search-launching').count()).toBe(1);
  release();
  await expect.poll(() => isOpen(page)).toBe(true);
  expect(await page.locator('.search-launching').count()).toBe(0);
});

test('hovering the button loads the chunk and the index before any click', async () => {
  const page = await openHome();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.locator('[data-search-button]').hover();
  await expect.poll(() => requested.some((path) => path.startsWith('/search/manifest-'))).toBe(true);
  expect(requested.some((path) => path.startsWith('/assets/chunks/search-app-'))).toBe(true);
});

test('/search shows the count of documents found, the hits, and more on scroll', async () => {
  const page = await newPage();
  await page.goto(`${site.url}search?q=${encodeURIComponent('重复内容')}`);
  await expect.poll(() => page.getByText('找到 30 份文件').isVisible()).toBe(true);
  expect(await page.locator('h1').innerText()).toBe('「重复内容」的搜索结果');
  expect(await page.locator('.search-page-hit').count()).toBe(20);
  // Scrolling the 加载更多 button into view loads the next page by itself.
  await page.getByRole('button', { name: '加载更多' }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator('.search-page-hit').count()).toBe(30);
  expect(await page.getByRole('button', { name: '加载更多' }).count()).toBe(0);
  await page.getByRole('searchbox').fill('attr');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('attr');
  await expect.poll(() => page.locator('.search-page-hit a').first().getAttribute('href')).toBe('/docs/basics/selecting#attr');
});

test('/search without IntersectionObserver loads more with the 加载更多 button', async () => {
  const context = await browser.newContext();
  await context.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
  const page = await context.newPage();
  await page.goto(`${site.url}search?q=${encodeURIComponent('重复内容')}`);
  await expect.poll(() => page.locator('.search-page-hit').count()).toBe(20);
  await page.getByRole('button', { name: '加载更多' }).click();
  await expect.poll(() => page.locator('.search-page-hit').count()).toBe(30);
  expect(await page.getByRole('button', { name: '加载更多' }).count()).toBe(0);
});

test('/search never inserts the query as HTML', async () => {
  const page = await newPage();
  let dialogs = 0;
  page.on('dialog', (alert) => {
    dialogs++;
    void alert.dismiss();
  });
  await page.goto(`${site.url}search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await expect.poll(() => page.getByText('没有找到与「<img src=x onerror=alert(1)>」相关的结果').isVisible()).toBe(true);
  expect(await page.locator('main img').count()).toBe(0);
  expect(await page.locator('h1').innerText()).toBe('「<img src=x onerror=alert(1)>」的搜索结果');
  expect(dialogs).toBe(0);
});

test('/search without a query shows the start screen', async () => {
  const page = await newPage();
  await page.goto(`${site.url}search`);
  await expect.poll(() => page.getByText('没有最近的搜索记录').isVisible()).toBe(true);
});
