// Navbar dropdowns: opening and closing by mouse and keyboard, the docs version remembered when chosen,
// and the language menu's link to the same page on the original site.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser, newBlockedStorageContext } from './browser.ts';

const browser = useBrowser();

const navbar = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const versionMenu = (page: Page) => navbar(page).locator('details', { has: page.locator('summary[aria-label="文档版本：Next"]') });
const languageMenu = (page: Page) => navbar(page).locator('details', { has: page.locator('summary[aria-label="语言：简体中文"]') });
const isOpen = async (menu: ReturnType<typeof versionMenu>) => (await menu.getAttribute('open')) !== null;
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

async function openDoc(page: Page): Promise<void> {
  await page.goto(realSiteUrl('/docs/basics/traversing'));
}

test('the language menu offers 简体中文 as current and English at the same path on the original site', async () => {
  const page = await browser.newPage();
  await openDoc(page);
  await languageMenu(page).locator('summary').click();
  const english = languageMenu(page).getByRole('link', { name: 'English' });
  await expect.poll(() => english.isVisible()).toBe(true);
  expect(await english.getAttribute('href')).toBe('https://cheerio.js.org/docs/basics/traversing/');
  expect(await languageMenu(page).locator('[aria-current="true"]').innerText()).toBe('简体中文');
});

test('an open dropdown closes on a click elsewhere on the page', async () => {
  const page = await browser.newPage();
  await openDoc(page);
  await languageMenu(page).locator('summary').click();
  await expect.poll(() => isOpen(languageMenu(page))).toBe(true);
  await page.locator('.doc-article h1').click();
  await expect.poll(() => isOpen(languageMenu(page))).toBe(false);
  expect(await languageMenu(page).getByRole('link', { name: 'English' }).isVisible()).toBe(false);
});

test('opening one dropdown closes the other', async () => {
  const page = await browser.newPage();
  await openDoc(page);
  await languageMenu(page).locator('summary').click();
  await versionMenu(page).locator('summary').click();
  await expect.poll(() => isOpen(versionMenu(page))).toBe(true);
  expect(await isOpen(languageMenu(page))).toBe(false);
});

test('the keyboard opens a dropdown, moves through it with the arrow keys, and Escape closes it onto its summary', async () => {
  const page = await browser.newPage();
  await openDoc(page);
  await languageMenu(page).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => isOpen(languageMenu(page))).toBe(true);
  await page.keyboard.press('ArrowDown');
  expect(await focusedText(page)).toBe('English');
  await page.keyboard.press('Escape');
  await expect.poll(() => isOpen(languageMenu(page))).toBe(false);
  expect(await focusedText(page)).toBe('简体中文');

  // Tabbing out of an open menu closes it behind you.
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => isOpen(languageMenu(page))).toBe(true);
  await page.keyboard.press('Tab');
  await expect.poll(() => isOpen(languageMenu(page))).toBe(false);
});

test('the version menu shows Next; choosing it closes the menu and remembers the version', async () => {
  const page = await browser.newPage();
  await openDoc(page);
  expect(await versionMenu(page).locator('summary').innerText()).toBe('Next');
  await versionMenu(page).locator('summary').click();
  // Hold the next page back, so what is on screen right after the choice is still this page.
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  const next = versionMenu(page).getByRole('link', { name: 'Next' });
  const target = new URL(await next.getAttribute('href') ?? '', page.url()).href;
  await page.route(target, async (route) => {
    await held;
    await route.fulfill({ status: 204 });
  });
  await next.click({ noWaitAfter: true });
  await expect.poll(() => isOpen(versionMenu(page))).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  release();
});

test('with localStorage blocked choosing a version only warns', async () => {
  const context = await newBlockedStorageContext(browser);
  const page = await context.newPage();
  await openDoc(page);
  await versionMenu(page).locator('summary').click();
  const next = versionMenu(page).getByRole('link', { name: 'Next' });
  await page.route(new URL(await next.getAttribute('href') ?? '', page.url()).href, (route) => route.fulfill({ status: 204 }));
  await next.click();
  await expect.poll(() => isOpen(versionMenu(page))).toBe(false);
  const warnings = browser.consoleOf(context).filter((entry) => entry.type === 'warning');
  expect(warnings.map((entry) => entry.text)).toContainEqual(expect.stringContaining('docs-preferred-version-default'));
});
