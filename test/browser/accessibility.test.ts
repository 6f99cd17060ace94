// axe-core in Chromium on every page of the real site, in both colour modes: no serious or critical violations.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAxeViolations } from './axe.ts';
import { realSiteUrl, sitemapPaths, useBrowser, waitForClientReady } from './browser.ts';

const browser = useBrowser();

// Every page of the real site, as its sitemap lists them (the not-found page has its own test below).
const PATHS = await sitemapPaths();

async function seriousViolations(page: Page): Promise<string[]> {
  return (await seriousAxeViolations(page))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => JSON.stringify(node.target)).join(', ')}`);
}

test('the sitemap lists every kind of page: tutorials, API, blog and search', () => {
  for (const path of ['/', '/docs/intro', '/docs/api/classes/Cheerio', '/blog/cheerio-1.0', '/blog/tags/release', '/search']) expect(PATHS).toContain(path);
});

for (const mode of ['light', 'dark'] as const) {
  test.each(PATHS)(`%s has no serious or critical accessibility violations in ${mode} mode`, async (path) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto(realSiteUrl(path));
    await waitForClientReady(page);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.each(['light', 'dark'] as const)('the not-found page has no serious or critical violations in %s mode', async (mode) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } }, { expectedErrors: [/404/] });
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  await page.goto(realSiteUrl('/no/such/page'));
  expect(await seriousViolations(page)).toEqual([]);
});
