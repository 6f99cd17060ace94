// The npm / yarn / pnpm / bun tabs of ```bash npm2yarn blocks: choosing, remembering, syncing, keyboard.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newBlockedStorageContext, realSiteUrl, useBrowser, waitForClientReady } from './browser.ts';
import { isSameDocument, openPage } from './navigation-helpers.ts';
import { useServedFixtureSite } from './served-site.ts';

const browser = useBrowser();

const fence = (command: string) => ['```bash npm2yarn', command, '```', ''].join('\n');
const fixture = {
  'static/favicon.ico': '',
  'content/docs/intro.md': ['# 两组安装命令', '', fence('npm install cheerio'), '中间的文字', '', fence('npm i -D typescript')].join('\n'),
};

const site = useServedFixtureSite(fixture);

/**
 * The commands in the page's shown tab panels, in order. Text content, not innerText: a code block below the
 * fold is not rendered yet (content-visibility), and innerText of unrendered text is empty.
 */
function visibleCommands(page: Page): Promise<string[]> {
  return page.locator('[role="tabpanel"]:visible pre').allTextContents().then((texts) => texts.map((text) => text.trim()));
}

test('clicking pnpm on /docs/intro shows the pnpm command, and a reload keeps pnpm', async () => {
  const page = await browser.newPage();
  await page.goto(realSiteUrl('/docs/intro'));
  await waitForClientReady(page);
  expect(await visibleCommands(page)).toEqual(['npm install cheerio']);

  await page.getByRole('tab', { name: 'pnpm' }).click();
  expect(await visibleCommands(page)).toEqual(['pnpm add cheerio']);
  expect(await page.getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected')).toBe('true');
  expect(await page.getByRole('tab', { name: 'npm', exact: true }).getAttribute('aria-selected')).toBe('false');

  await page.reload();
  await waitForClientReady(page);
  expect(await visibleCommands(page)).toEqual(['pnpm add cheerio']);
  expect(await page.getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected')).toBe('true');
});

test('the choice carries over to the next page after a client navigation', async () => {
  const page = await browser.newPage();
  await openPage(page, '/docs/intro');
  await page.getByRole('tab', { name: 'bun' }).click();
  await page.locator('.markdown').getByRole('link', { name: '加载文档', exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('加载文档');
  expect(await isSameDocument(page)).toBe(true);
  expect(await visibleCommands(page)).toEqual(['bun add iconv-lite']);
});

test('a second tab group on the same page follows the reader’s choice', async () => {
  const page = await browser.newPage();
  await page.goto(new URL('docs/intro', site.url).href);
  await waitForClientReady(page);
  expect(await visibleCommands(page)).toEqual(['npm install cheerio', 'npm i -D typescript']);
  await page.getByRole('tab', { name: 'yarn' }).first().click();
  expect(await visibleCommands(page)).toEqual(['yarn add cheerio', 'yarn add -D typescript']);
});

test('arrow keys, Home and End move between tabs and select them', async () => {
  const page = await browser.newPage();
  await page.goto(realSiteUrl('/docs/intro'));
  await waitForClientReady(page);
  await page.getByRole('tab', { name: 'npm', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('yarn');
  expect(await visibleCommands(page)).toEqual(['yarn add cheerio']);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('bun');
  await page.keyboard.press('Home');
  expect(await visibleCommands(page)).toEqual(['npm install cheerio']);
  await page.keyboard.press('End');
  expect(await visibleCommands(page)).toEqual(['bun add cheerio']);
  // Only the selected tab is in the Tab order.
  expect(await page.locator('[role="tab"][tabindex="0"]').allInnerTexts()).toEqual(['bun']);
});

test('without JavaScript every command is shown under its package manager’s name', async () => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(realSiteUrl('/docs/intro'));
  expect(await page.getByRole('tablist').isVisible()).toBe(false);
  expect(await visibleCommands(page)).toEqual(['npm install cheerio', 'yarn add cheerio', 'pnpm add cheerio', 'bun add cheerio']);
  expect(await page.locator('.install-tabs-label:visible').allInnerTexts()).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
});

test('with blocked storage the tabs still switch, with only a warning', async () => {
  const context = await newBlockedStorageContext(browser);
  const page = await context.newPage();
  await page.goto(realSiteUrl('/docs/intro'));
  await waitForClientReady(page);
  await page.getByRole('tab', { name: 'yarn' }).click();
  expect(await visibleCommands(page)).toEqual(['yarn add cheerio']);
});
