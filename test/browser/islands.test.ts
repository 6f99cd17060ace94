// The island loader in Chromium: each island goes live at the moment it asked for (load, idle, visible,
// first interaction), React is fetched only when the first island is due, and a click on an island that
// was not live yet still counts. Runs on the islands harness (test/browser/fixtures/islands-harness.tsx).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ISLAND_ATTRIBUTES } from '../../theme/lib/islands.ts';
import { useBrowser } from './browser.ts';
import { serveIslandsHarness, type IslandsHarness } from './fixtures/islands-harness.tsx';

const browser = useBrowser();
let site: IslandsHarness;
beforeAll(async () => {
  site = await serveIslandsHarness();
});
afterAll(() => site.close());

const island = (page: Page, when: string) => page.locator(`#${when} [${ISLAND_ATTRIBUTES.name}]`);
const isLive = (page: Page, when: string) => island(page, when).evaluate((element, ready) => element.hasAttribute(ready), ISLAND_ATTRIBUTES.ready);
const counter = (page: Page, when: string) => page.locator(`#${when} .counter`);

test('load and idle islands go live by themselves; visible and interaction islands wait for the reader', async () => {
  const page = await browser.newPage();
  await page.goto(site.url);
  await expect.poll(() => isLive(page, 'load')).toBe(true);
  await expect.poll(() => isLive(page, 'idle')).toBe(true);
  // Both others are due only on something the reader does, which has not happened.
  expect(await isLive(page, 'visible')).toBe(false);
  expect(await isLive(page, 'interaction')).toBe(false);

  await counter(page, 'load').click();
  await expect.poll(() => counter(page, 'load').innerText()).toBe('load：1');

  await counter(page, 'visible').scrollIntoViewIfNeeded();
  await expect.poll(() => isLive(page, 'visible')).toBe(true);
  expect(await isLive(page, 'interaction')).toBe(false);
  await counter(page, 'interaction').hover();
  await expect.poll(() => isLive(page, 'interaction')).toBe(true);
});

test('a click on an interaction island before it is live is given to it once it is', async () => {
  const page = await browser.newPage();
  await page.goto(site.url);
  await expect.poll(() => isLive(page, 'load')).toBe(true);
  // Touch-like: no hover first, the click itself is the first interaction.
  await counter(page, 'interaction').dispatchEvent('click');
  await expect.poll(() => isLive(page, 'interaction')).toBe(true);
  await expect.poll(() => counter(page, 'interaction').innerText()).toBe('interaction：1');
});

test('a page whose islands are not due yet downloads no React until the reader reaches one', async () => {
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto(new URL('/interaction-only', site.url).href, { waitUntil: 'networkidle' });
  await page.locator('html[data-client-ready]').waitFor({ state: 'attached' });
  const hasReact = async () => (await Promise.all(scripts.map(async (script) => (await fetch(new URL(script, site.url))).text())))
    .some((code) => code.includes('__reactFiber'));
  expect(scripts).toContain('/assets/islands-entry.js');
  expect(await hasReact()).toBe(false);

  await counter(page, 'interaction').hover();
  await expect.poll(() => isLive(page, 'interaction')).toBe(true);
  expect(await hasReact()).toBe(true);
  await counter(page, 'interaction').click();
  await expect.poll(() => counter(page, 'interaction').innerText()).toBe('interaction：1');
});
