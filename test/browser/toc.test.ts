// The table of contents: a navigation landmark, the entry of the section being read highlighted while
// scrolling, and on narrow screens a 本页总览 block that closes once an entry is picked.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser } from './browser.ts';

const browser = useBrowser();

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const toc = (page: Page) => page.getByRole('navigation', { name: '本页总览' });
const currentEntry = (page: Page) => toc(page).locator('a[aria-current="location"]');
// Read in one go: the mark may move between two separate look-ups.
const currentEntryText = (page: Page) => toc(page).evaluate((nav) => {
  const marked = nav.querySelectorAll<HTMLElement>('a[aria-current="location"]');
  return marked.length === 0 ? null : [...marked].map((link) => link.innerText).join(' | ');
});

// Scrolls so heading `id` has its top `top` pixels below the top of the window (the navbar is 60 px tall).
async function scrollHeadingTo(page: Page, id: string, top: number): Promise<void> {
  await page.evaluate(({ headingId, headingTop }) => {
    window.scrollBy(0, document.getElementById(headingId)!.getBoundingClientRect().top - headingTop);
  }, { headingId: id, headingTop: top });
}

test('scrolling marks the entry of the section being read, and only that one', async () => {
  const page = await browser.newPage();
  await page.goto(realSiteUrl('/docs/basics/traversing'));
  expect(await currentEntryText(page)).toBeNull();

  await scrollHeadingTo(page, 'moving-up-the-dom-tree', 70);
  await expect.poll(() => currentEntryText(page)).toBe('向上查找');
  expect(await currentEntry(page).count()).toBe(1);
  // The mark is visible: the entry takes the link colour, the others stay muted.
  const colours = await toc(page).locator('a').evaluateAll((links) => links.map((link) => getComputedStyle(link).color));
  const marked = await currentEntry(page).evaluate((link) => getComputedStyle(link).color);
  expect(colours.filter((colour) => colour === marked)).toHaveLength(1);

  // A heading still in the lower part of the window has not been reached: the one above it is current.
  await scrollHeadingTo(page, 'closest', 300);
  await expect.poll(() => currentEntryText(page)).toBe('parents 与 parentsUntil');
  await scrollHeadingTo(page, 'closest', 70);
  await expect.poll(() => currentEntryText(page)).toBe('closest');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => currentEntryText(page)).toBeNull();
});

test('clicking a TOC entry jumps to its heading and marks that entry', async () => {
  const page = await browser.newPage();
  await page.goto(realSiteUrl('/docs/basics/traversing'));
  await toc(page).getByRole('link', { name: '横向移动' }).click();
  await expect.poll(() => currentEntryText(page)).toBe('横向移动');
  expect(new URL(page.url()).hash).toBe('#moving-sideways-within-the-dom-tree');
});

test('on a phone, picking an entry in the 本页总览 block closes it and jumps to that section', async () => {
  const page = await browser.newPage(PHONE);
  await page.goto(realSiteUrl('/docs/basics/traversing'));
  const block = toc(page).locator('details');
  await block.locator('summary').click();
  await expect.poll(() => block.getAttribute('open')).not.toBeNull();

  await block.getByRole('link', { name: '向上查找' }).click();
  await expect.poll(() => block.getAttribute('open')).toBeNull();
  expect(await block.getByRole('link', { name: '向上查找' }).isVisible()).toBe(false);
  const heading = page.locator('#moving-up-the-dom-tree');
  const navbarBottom = await page.locator('nav.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
  await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeGreaterThanOrEqual(Math.floor(navbarBottom));
  const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(headingTop).toBeLessThan(navbarBottom + 40);
});
