// axe-core in Chromium on every page of the real site in one colour mode: no serious or critical violations.
// One test file per mode registers these tests, so the two modes (about 90 page loads and axe runs in all)
// run on two workers at once instead of one after another.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAxeViolations } from './axe.ts';
import { realSiteUrl, sitemapPaths, waitForClientReady, type BrowserSession } from './browser.ts';

/** A colour mode the site offers. */
export type ColorMode = 'light' | 'dark';

// axe takes about 5 s on the Cheerio class page (thousands of highlighted tokens, each checked for contrast) on an
// idle machine, and several times that when the 2 cores are shared; the default 30 s would fail a passing page.
const AXE_TEST_TIMEOUT_MS = 120_000;

async function seriousViolations(page: Page): Promise<string[]> {
  return (await seriousAxeViolations(page))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => JSON.stringify(node.target)).join(', ')}`);
}

/** Registers one test per page of the sitemap, and one for the not-found page, checking `mode`; returns the paths. */
export async function testEveryPageInMode(browser: BrowserSession, mode: ColorMode): Promise<string[]> {
  // Every page of the real site, as its sitemap lists them (the not-found page has its own test below).
  const paths = await sitemapPaths();

  // One page loads them all, each in a fresh document: the checks need no fresh storage, and a context per page
  // cost about as much as axe itself on most pages.
  let modePage: Promise<Page> | undefined;
  const pageInMode = () => modePage ??= browser.filePage({ viewport: { width: 1280, height: 900 } }).then(async (page) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    return page;
  });

  test.each(paths)(`%s has no serious or critical accessibility violations in ${mode} mode`, async (path) => {
    const page = await pageInMode();
    await page.goto(realSiteUrl(path));
    await waitForClientReady(page);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
    expect(await seriousViolations(page)).toEqual([]);
  }, AXE_TEST_TIMEOUT_MS);

  test(`the not-found page has no serious or critical violations in ${mode} mode`, async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } }, { expectedErrors: [/404/] });
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto(realSiteUrl('/no/such/page'));
    expect(await seriousViolations(page)).toEqual([]);
  }, AXE_TEST_TIMEOUT_MS);
  return paths;
}
