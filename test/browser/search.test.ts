// Search on the real site: the navbar button, shortcuts, hits from the real content, the /search page.
// The modal's finer behaviour is covered on the stand-alone harness (search-harness.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousAxeViolations } from './axe.ts';
import { realSiteUrl, useBrowser, waitForClientReady, type ConsolePolicy } from './browser.ts';

const browser = useBrowser();

// axe-core on the open dialog: its serious and critical violations, by rule.
async function seriousViolations(page: Page): Promise<string[]> {
  return (await seriousAxeViolations(page, '[role=dialog]')).map((violation) => violation.id);
}

const failedRequests: ConsolePolicy = { expectedErrors: [/Failed to load resource/] };
const dialog = (page: Page) => page.getByRole('dialog');
const input = (page: Page) => page.getByRole('combobox', { name: '搜索文档' });

async function openIntro(policy: ConsolePolicy = {}): Promise<Page> {
  const page = await browser.newPage({}, policy);
  await page.goto(realSiteUrl('/docs/intro'));
  await waitForClientReady(page);
  return page;
}

describe('search on the real site', () => {
  test('the navbar button opens the modal; Escape closes it and focus returns to the button', async () => {
    const page = await openIntro();
    await page.locator('[data-search-button]').click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await input(page).getAttribute('placeholder')).toBe('搜索文档');
    await page.keyboard.press('Escape');
    expect(await dialog(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-button'))).toBe(true);
  });

  test('Ctrl+K toggles the modal and / opens it', async () => {
    const page = await openIntro();
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await page.keyboard.press('/');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
  });

  test('选择器 finds the selecting tutorial; Enter opens the hit and closes the modal', async () => {
    const page = await openIntro();
    await page.keyboard.press('Control+k');
    await input(page).fill('选择器');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    const hrefs = await page.locator('[role=option]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.some((href) => href?.startsWith('/docs/basics/selecting'))).toBe(true);
    const first = hrefs[0]!;
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => decodeURI(url.pathname + url.hash) === decodeURI(first));
    expect(await dialog(page).count()).toBe(0);
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.locator('.search-group').filter({ hasText: '最近搜索' }).locator('.search-hit-link').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await input(page).fill('加载');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a malformed recent search is ignored: Ctrl+K opens the modal and the good entry shows', async () => {
    const page = await openIntro();
    const entry = (lvl2: unknown) => ({
      url: '/docs/basics/loading', type: 'lvl1', content: null,
      hierarchy: { lvl0: '文档', lvl1: '加载文档', lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    });
    const stored = JSON.stringify([{ ...entry({ broken: true }), url: '/docs/intro' }, entry(null)]);
    await page.evaluate((value) => localStorage.setItem('search-recent', value), stored);
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    const recent = page.locator('.search-group').filter({ hasText: '最近搜索' }).locator('.search-hit-link');
    await expect.poll(() => recent.count()).toBe(1);
    expect(await recent.getAttribute('href')).toBe('/docs/basics/loading');
    expect(await recent.innerText()).toContain('加载文档');
  });

  test('the input holds at most 64 characters', async () => {
    const page = await openIntro();
    await page.keyboard.press('Control+k');
    await input(page).fill('x'.repeat(80));
    expect(await input(page).inputValue()).toHaveLength(64);
  });

  test('a slow index shows the spinner; a failing one the error screen', async () => {
    const page = await openIntro(failedRequests);
    // The index is held back until the spinner is on screen: as slow as it takes, whatever the machine's load.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search/shard-*.json', async (route) => {
      await released;
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await input(page).fill('加载');
    await expect.poll(() => page.locator('.search-spinner').isVisible()).toBe(true);
    release();
    await expect.poll(() => page.getByRole('option').count(), { timeout: 5000 }).toBeGreaterThan(0);

    const failing = await openIntro(failedRequests);
    await failing.route('**/search/records-*.json', (route) => route.fulfill({ status: 503, body: '' }));
    await failing.keyboard.press('Control+k');
    await input(failing).fill('加载');
    await expect.poll(() => failing.getByText('无法获取结果').isVisible()).toBe(true);
  });

  test('the index is not loaded before the reader reaches for search, and no other host is contacted', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(realSiteUrl('/docs/intro'));
    await waitForClientReady(page);
    expect(requested.some((url) => url.includes('/search/'))).toBe(false);
    expect(await page.locator('link[rel=preconnect]').count()).toBe(0);
    await page.locator('[data-search-button]').hover();
    await expect.poll(() => requested.some((url) => url.includes('/search/manifest-'))).toBe(true);
    const origin = new URL(realSiteUrl('/')).origin;
    expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  });

  test('/search?q= shows how many documents were found, with hits', async () => {
    const page = await browser.newPage();
    await page.goto(realSiteUrl(`/search?q=${encodeURIComponent('加载')}`));
    await expect.poll(() => page.getByText(/^找到 \d+ 份文件$/).isVisible()).toBe(true);
    expect(await page.locator('.search-page-hit').count()).toBeGreaterThan(0);
    expect(await page.locator('.search-page-hit mark').first().innerText()).toBe('加载');
  });

  test('/search never inserts the query as HTML', async () => {
    const page = await browser.newPage();
    let alerts = 0;
    page.on('dialog', (alert) => {
      alerts++;
      void alert.dismiss();
    });
    await page.goto(realSiteUrl(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`));
    await expect.poll(() => page.getByText('没有找到与「<img src=x onerror=alert(1)>」相关的结果').isVisible()).toBe(true);
    expect(await page.locator('main img[src=x]').count()).toBe(0);
    expect(alerts).toBe(0);
  });
});
