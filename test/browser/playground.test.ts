// The live playground of ```js live blocks: running, editing, resetting, and loading its lazy chunk.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { ConsolePolicy } from './browser.ts';
import { SPINNER_DELAY_MS } from '../../theme/lib/constants.ts';
import { pauseClock, realSiteUrl, useBrowser, waitForClientReady } from './browser.ts';

const browser = useBrowser();

// Chromium reports a blocked chunk request as a failed resource load.
const blockedChunk: ConsolePolicy = { expectedErrors: [/Failed to load resource/] };

async function openTraversing(options: Parameters<typeof browser.newPage>[0] = {}, policy: ConsolePolicy = {}): Promise<Page> {
  const page = await browser.newPage(options, policy);
  await page.goto(realSiteUrl('/docs/basics/traversing'));
  await waitForClientReady(page);
  return page;
}

const firstBlock = (page: Page) => page.locator('.code-block[data-meta~="live"]').first();

test('every live block stays a highlighted, copyable code block with a 运行 button', async () => {
  const page = await openTraversing();
  const blocks = page.locator('.code-block[data-meta~="live"]');
  expect(await blocks.count()).toBe(13);
  expect(await blocks.locator('pre.shiki').count()).toBe(13);
  expect(await blocks.getByRole('button', { name: '复制代码' }).count()).toBe(13);
  expect(await blocks.getByRole('button', { name: '运行', exact: true }).count()).toBe(13);
});

test('运行 runs the example against cheerio in the page and shows what it logged', async () => {
  const page = await openTraversing();
  const block = firstBlock(page);
  await block.getByRole('button', { name: '运行', exact: true }).click();
  await expect.poll(() => block.locator('.playground-log').innerText()).toBe('4');
  // The parents example prints an array, shown as JSON, one line per console.log.
  const parents = page.locator('.code-block[data-meta~="live"]').nth(4);
  expect(await parents.locator('pre').innerText()).toContain('parentsUntil');
  await parents.getByRole('button', { name: '运行', exact: true }).click();
  await expect.poll(() => parents.locator('.playground-log').innerText())
    .toMatch(/^\["ul","div","body","html"\]\n\["ul","div"\]/);
});

test('edited code that throws shows its error in red as an alert, and 重置 restores the example', async () => {
  const page = await openTraversing();
  const block = firstBlock(page);
  await block.getByRole('button', { name: '编辑' }).click();
  const editor = block.getByRole('textbox');
  await expect.poll(() => editor.evaluate((element) => element === document.activeElement)).toBe(true);
  const original = await editor.inputValue();
  expect(original).toContain("import * as cheerio from 'cheerio';");

  await editor.fill("import * as cheerio from 'cheerio';\nconsole.log({ ok: cheerio.load('<b>x</b>')('b').text() });\nthrow new Error('出错了');");
  await block.getByRole('button', { name: '运行', exact: true }).click();
  const alert = block.getByRole('alert');
  await expect.poll(() => alert.innerText()).toBe('Error: 出错了');
  expect(await alert.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(250, 56, 62)');
  expect(await block.locator('.playground-log').innerText()).toBe('{"ok":"x"}');

  await block.getByRole('button', { name: '重置' }).click();
  expect(await editor.inputValue()).toBe(original);
  expect(await block.getByRole('alert').count()).toBe(0);
});

test('Tab in the editor inserts two spaces', async () => {
  const page = await openTraversing();
  const block = firstBlock(page);
  await block.getByRole('button', { name: '编辑' }).click();
  const editor = block.getByRole('textbox');
  await editor.fill('');
  await editor.press('Tab');
  await editor.pressSequentially('x');
  expect(await editor.inputValue()).toBe('  x');
});

test('a chunk that fails to load shows an error with 重试, and 重试 works once the network is back', async () => {
  const page = await openTraversing({}, blockedChunk);
  await page.route('**/assets/chunks/**', (route) => route.abort());
  const block = firstBlock(page);
  await block.getByRole('button', { name: '运行', exact: true }).click();
  const retry = block.getByRole('button', { name: '重试' });
  await expect.poll(() => retry.isVisible()).toBe(true);
  expect(await block.getByText('编辑器加载失败').isVisible()).toBe(true);

  await page.unroute('**/assets/chunks/**');
  await retry.click();
  await expect.poll(() => block.locator('.playground-log').innerText()).toBe('4');
  expect(await retry.count()).toBe(0);
});

// Records whether a spinner was ever in the page, however briefly.
async function watchForSpinner(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('.playground-spinner')) document.documentElement.dataset['spinnerSeen'] = 'true';
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => document.documentElement.dataset['spinnerSeen'] === 'true');
}

test('a slow chunk shows the spinner after the delay, then the playground', async () => {
  const page = await openTraversing();
  // The chunk is held back until the spinner is on screen: as slow as it takes, whatever the machine's load.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/chunks/playground-*', async (route) => {
    await released;
    await route.continue();
  });
  const block = firstBlock(page);
  await block.getByRole('button', { name: '运行', exact: true }).click();
  await expect.poll(() => block.locator('.playground-spinner').isVisible()).toBe(true);
  expect(await block.getByText('正在加载编辑器').isVisible()).toBe(true);
  release();
  await expect.poll(() => block.locator('.playground-log').innerText()).toBe('4');
  expect(await block.locator('.playground-spinner').count()).toBe(0);
});

test('a fast chunk never shows the spinner', async () => {
  // The page's clock stands still from the click until the chunk is there: however long the chunk takes on a
  // loaded machine, for the page it arrived before the spinner's delay ran out.
  const page = await browser.newPage();
  await page.clock.install();
  await page.goto(realSiteUrl('/docs/basics/traversing'));
  await waitForClientReady(page);
  await pauseClock(page);
  const spinnerSeen = await watchForSpinner(page);
  const block = firstBlock(page);
  await block.getByRole('button', { name: '运行', exact: true }).click();
  await expect.poll(() => block.locator('.playground-log').innerText()).toBe('4');
  // Then the delay passes: the spinner's timer was cancelled when the chunk arrived, so nothing shows.
  await page.clock.runFor(SPINNER_DELAY_MS * 2);
  expect(await spinnerSeen()).toBe(false);
  expect(await block.locator('.playground-status').innerText()).toBe('');
});

test('on a 375 px phone the playground fits the screen', async () => {
  const page = await openTraversing({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const block = firstBlock(page);
  await block.getByRole('button', { name: '运行', exact: true }).tap();
  await expect.poll(() => block.locator('.playground-log').innerText()).toBe('4');
  const box = await block.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const name of ['运行', '重置']) expect(await block.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
});

test('an endless loop is stopped after 5 s with a hint, the page stays responsive, and the next run works', async () => {
  const page = await openTraversing();
  const block = firstBlock(page);
  await block.getByRole('button', { name: '编辑' }).click();
  const editor = block.getByRole('textbox');
  await editor.fill('while (true) {}');
  await block.getByRole('button', { name: '运行', exact: true }).click();
  await expect.poll(() => block.locator('.playground-status').innerText()).toBe('正在运行…');
  // Reader code runs in a worker: the page itself still answers while the loop spins.
  expect(await page.evaluate(() => document.title)).toContain('遍历');
  await expect.poll(() => block.getByRole('alert').innerText(), { timeout: 10_000 }).toBe('运行超过 5 秒，已停止。请检查代码里是否有死循环。');
  expect(await block.locator('.playground-status').innerText()).toBe('');

  await block.getByRole('button', { name: '重置' }).click();
  await block.getByRole('button', { name: '运行', exact: true }).click();
  await expect.poll(() => block.locator('.playground-log').innerText()).toBe('4');
});

test('a worker script that fails to load says so, and the next 运行 tries again', async () => {
  const page = await openTraversing({}, blockedChunk);
  await page.route('**/assets/playground-runner-*', (route) => route.abort());
  const block = firstBlock(page);
  await block.getByRole('button', { name: '运行', exact: true }).click();
  await expect.poll(() => block.getByRole('alert').innerText()).toBe('运行环境加载失败，请检查网络后再点一次“运行”。');

  await page.unroute('**/assets/playground-runner-*');
  await block.getByRole('button', { name: '运行', exact: true }).click();
  await expect.poll(() => block.locator('.playground-log').innerText()).toBe('4');
});

test('reader code cannot reach the page: it runs in a worker without document or window', async () => {
  const page = await openTraversing();
  const block = firstBlock(page);
  await block.getByRole('button', { name: '编辑' }).click();
  await block.getByRole('textbox').fill("console.log(typeof document, typeof window, typeof fetch);");
  await block.getByRole('button', { name: '运行', exact: true }).click();
  await expect.poll(() => block.locator('.playground-log').innerText()).toBe('undefined undefined function');
});
