// The light/dark switch: default, toggling, remembering, first paint, other tabs, and blocked storage.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser, waitForClientReady, newBlockedStorageContext } from './browser.ts';

const browser = useBrowser();

// --color-background of each palette in theme/styles/tokens.css, as getComputedStyle reports it.
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
const DARK_BACKGROUND = 'rgb(27, 27, 29)';

const toggle = (page: Page) => page.getByRole('button', { name: /切换浅色\/深色模式/ });
const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

async function openDoc(page: Page): Promise<void> {
  await page.goto(realSiteUrl('/docs/intro'));
  await waitForClientReady(page);
}

test('the site starts light and the toggle switches to dark and back, storing each choice', async () => {
  const page = await browser.newPage();
  await openDoc(page);
  expect(await theme(page)).toBe('light');
  expect(await background(page)).toBe(LIGHT_BACKGROUND);
  expect(await page.locator('.color-mode-icon-light').isVisible()).toBe(true);
  expect(await toggle(page).getAttribute('aria-label')).toContain('当前为浅色模式');

  await toggle(page).click();
  await expect.poll(() => theme(page)).toBe('dark');
  expect(await background(page)).toBe(DARK_BACKGROUND);
  expect(await page.locator('.color-mode-icon-dark').isVisible()).toBe(true);
  expect(await page.locator('.color-mode-icon-light').isVisible()).toBe(false);
  expect(await toggle(page).getAttribute('aria-label')).toContain('当前为深色模式');
  expect(await storedTheme(page)).toBe('dark');

  await toggle(page).click();
  await expect.poll(() => theme(page)).toBe('light');
  expect(await background(page)).toBe(LIGHT_BACKGROUND);
  expect(await storedTheme(page)).toBe('light');
});

test('a reload keeps dark mode, painted dark by the head script before the client bundle runs', async () => {
  const page = await browser.newPage();
  await openDoc(page);
  await toggle(page).click();
  await expect.poll(() => storedTheme(page)).toBe('dark');

  // Hold the client bundle back: whatever is on screen meanwhile comes from the HTML, the inline head
  // script and the stylesheet alone, which is exactly what the first paint is made of.
  let releaseBundle = () => {};
  const bundleHeld = new Promise<void>((resolve) => { releaseBundle = resolve; });
  await page.route('**/assets/main-*.js', async (route) => {
    await bundleHeld;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await page.getByRole('contentinfo').waitFor({ state: 'attached' });
  await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
  expect(await theme(page)).toBe('dark');
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  // The script must come before the stylesheet, or the light palette could paint for a frame.
  expect(await page.evaluate(() => {
    const script = document.head.querySelector('script:not([src])');
    const stylesheet = document.head.querySelector('link[rel="stylesheet"]');
    return Boolean(script && stylesheet && script.compareDocumentPosition(stylesheet) & Node.DOCUMENT_POSITION_FOLLOWING);
  })).toBe(true);

  releaseBundle();
  await waitForClientReady(page);
  expect(await theme(page)).toBe('dark');
  await expect.poll(() => toggle(page).getAttribute('aria-label')).toContain('当前为深色模式');
});

test('a second tab follows a colour mode change made in the first', async () => {
  const context = await browser.newContext();
  const first = await context.newPage();
  const second = await context.newPage();
  await openDoc(first);
  await openDoc(second);
  expect(await theme(second)).toBe('light');

  // The reader switches in the tab in front; the other one is in the background, as with real tabs.
  await first.bringToFront();
  await toggle(first).click();
  await expect.poll(() => theme(second)).toBe('dark');
  expect(await background(second)).toBe(DARK_BACKGROUND);
  await expect.poll(() => toggle(second).getAttribute('aria-label')).toContain('当前为深色模式');

  await toggle(first).click();
  await expect.poll(() => theme(second)).toBe('light');
});

test('with localStorage blocked the page still works and the toggle still switches, with only a warning', async () => {
  const context = await newBlockedStorageContext(browser);
  const page = await context.newPage();
  await openDoc(page);
  expect(await theme(page)).toBe('light');
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('欢迎使用 Cheerio');

  await toggle(page).click();
  await expect.poll(() => theme(page)).toBe('dark');
  expect(await background(page)).toBe(DARK_BACKGROUND);
  await toggle(page).click();
  await expect.poll(() => theme(page)).toBe('light');

  const warnings = browser.consoleOf(context).filter((entry) => entry.type === 'warning');
  expect(warnings.map((entry) => entry.text)).toContainEqual(expect.stringContaining('无法保存颜色模式'));
});
