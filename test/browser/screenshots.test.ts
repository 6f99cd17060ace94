// Saves screenshots of the main views to test-results/screenshots/ for people to look over.
import fs from 'node:fs/promises';
import { beforeAll, expect, test } from 'vitest';
import { realSiteUrl, saveScreenshot, SCREENSHOT_DIR, useBrowser, waitForClientReady } from './browser.ts';

const browser = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

beforeAll(async () => {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
});

test.each([
  { name: 'home', path: '/', options: DESKTOP, dark: false },
  { name: 'doc-page', path: '/docs/basics/traversing', options: DESKTOP, dark: false },
  { name: 'doc-page-dark', path: '/docs/basics/traversing', options: DESKTOP, dark: true },
  { name: 'doc-page-mobile-375', path: '/docs/basics/traversing', options: PHONE, dark: false },
  { name: 'blog-post', path: '/blog/cheerio-1.0', options: DESKTOP, dark: false },
  { name: 'blog-list-mobile-375', path: '/blog', options: PHONE, dark: false },
])('saves a screenshot named $name of $path', async ({ name, path, options, dark }) => {
  const page = await browser.newPage(options);
  await page.goto(realSiteUrl(path));
  await waitForClientReady(page);
  if (dark) {
    await page.getByRole('button', { name: /切换浅色\/深色模式/ }).click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
  }
  // Fonts and the logo must be in before the picture is taken, or it shows fallback glyphs.
  await page.evaluate(() => document.fonts.ready);
  await saveScreenshot(page, name);
  expect((await fs.stat(`${SCREENSHOT_DIR}/${name}.png`)).size).toBeGreaterThan(0);
});

test('saves a screenshot named drawer-open of the phone navigation drawer', async () => {
  const page = await browser.newPage(PHONE);
  await page.goto(realSiteUrl('/docs/basics/traversing'));
  await waitForClientReady(page);
  await page.getByRole('button', { name: '打开导航菜单' }).click();
  await expect.poll(() => page.getByRole('dialog', { name: '导航菜单' }).isVisible()).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  await saveScreenshot(page, 'drawer-open');
  expect((await fs.stat(`${SCREENSHOT_DIR}/drawer-open.png`)).size).toBeGreaterThan(0);
});
