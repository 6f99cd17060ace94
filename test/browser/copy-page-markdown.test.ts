// "复制本页 Markdown" in real Chromium: it copies the page's twin, confirms like a code block, moves nothing,
// and says so when the twin cannot be fetched. The link opens the twin as Markdown.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser, waitForClientReady } from './browser.ts';

const browser = useBrowser();

async function openIntro(policy = {}): Promise<Page> {
  const context = await browser.newContext({}, policy);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(realSiteUrl('/')).origin });
  const page = await context.newPage();
  await page.goto(realSiteUrl('/docs/intro'));
  await waitForClientReady(page);
  return page;
}

// Where the article's parts are: nothing may move when the confirmation shows.
const layout = (page: Page) => page.evaluate(() =>
  ['.page-actions', '.page-copy-markdown', 'article h1', 'article .markdown'].map((selector) => {
    const box = document.querySelector(selector)!.getBoundingClientRect();
    return [selector, box.x, box.y, box.width, box.height];
  }));

test('copies the Markdown twin, shows 复制成功 and a check icon for about two seconds, and moves nothing', async () => {
  const page = await openIntro();
  const button = page.getByRole('button', { name: '复制本页 Markdown' });
  const confirmation = page.locator('.page-copy-status');
  const before = await layout(page);

  await button.click();
  await expect.poll(() => confirmation.textContent()).toBe('复制成功');
  expect(await page.locator('.page-copied-icon').isVisible()).toBe(true);
  expect(await layout(page)).toEqual(before);
  const twin = await (await fetch(realSiteUrl('/docs/intro.md'))).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  expect(twin).toContain('# 欢迎使用 Cheerio');

  await expect.poll(() => confirmation.textContent(), { timeout: 5000 }).toBe('');
  expect(await page.locator('.page-copy-icon').isVisible()).toBe(true);
});

test('says 复制失败 when the twin cannot be fetched, and copies nothing', async () => {
  const page = await openIntro({ expectedErrors: [/Failed to load resource.*404/] });
  await page.evaluate(() => navigator.clipboard.writeText('之前的内容'));
  await page.route('**/docs/intro.md', (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByRole('button', { name: '复制本页 Markdown' }).click();
  await expect.poll(() => page.locator('.page-copy-status').textContent()).toBe('复制失败，请重试');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('之前的内容');
});

test('查看 Markdown opens the twin as UTF-8 Markdown, not through client navigation', async () => {
  const page = await openIntro();
  // A plain-text document makes Chromium ask for /favicon.ico, which the site does not have; whether that 404
  // lands before the test ends depends on the machine's load.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  const [response] = await Promise.all([page.waitForResponse((answer) => answer.url().endsWith('/docs/intro.md')), page.getByRole('link', { name: '查看 Markdown' }).click()]);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  await page.waitForURL(/\/docs\/intro\.md$/);
});
