// The wrong-base-URL banner (product spec §8): a site served under another path than the one it was built
// for says so in red, and suggests the base URL it is really served under.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { buildSite } from '../../build/index.ts';
import { listen } from '../../build/server/listen.ts';
import { createStaticServer } from '../../build/server/static-server.ts';
import { baseConfig, createFixtureSite, repoRoot } from '../helpers/fixture-site.ts';
import { realSiteUrl, useBrowser } from './browser.ts';

const browser = useBrowser();

// With the wrong base URL the stylesheet and bundle are asked for where they are not, and the 404 page
// comes back instead of them: those errors are the very situation under test.
const MISSING_ASSETS = { expectedErrors: [/status of 404/, /Refused to apply style/, /Failed to load module script/] };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/**
 * Builds a small site for `builtFor`, serves it under `servedAt` and opens a page for it; returns the server's URL
 * and the page. The page is closed before the server, so no request still in flight (a modulepreload, say) can
 * fail with a refused connection after the test.
 */
async function openMisplacedSite(builtFor: string, servedAt: string): Promise<{ url: string; page: Page }> {
  const siteDir = await createFixtureSite({
    'content/site.config.yaml': baseConfig.replace('baseUrl: /', `baseUrl: ${builtFor}`),
    'content/docs/intro.md': '# 简介\n\n正文。\n',
    'content/pages/index.md': '# 首页\n\n欢迎。\n',
  });
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-base-url-'));
  await buildSite({ rootDir: repoRoot, siteDir, outDir });
  const server = createStaticServer({ root: outDir, basePath: servedAt });
  const url = await listen(server, 0, '127.0.0.1');
  const page = await browser.newPage({}, MISSING_ASSETS);
  cleanups.push(async () => {
    await page.context().close();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
    await Promise.all([outDir, siteDir].map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });
  return { url, page };
}

const banner = (page: Page) => page.getByRole('alert').filter({ hasText: '本站未能正确加载' });

test('a site built for /wrong/ but served at / shows a red banner suggesting baseUrl: "/"', async () => {
  const { url, page } = await openMisplacedSite('/wrong/', '/');
  await page.goto(new URL('/docs/intro', url).href);

  expect(await banner(page).isVisible()).toBe(true);
  const text = await banner(page).innerText();
  expect(text).toContain('当前配置为 baseUrl: "/wrong/"');
  expect(text).toContain('建议改为 baseUrl: "/"');
  expect(await banner(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(183, 28, 28)');
  // First thing on the page, above the (unstyled) content.
  const box = await banner(page).boundingBox();
  expect(box?.y).toBeLessThan(20);
});

test('a site built for / but served under /sub/ suggests baseUrl: "/sub/", on the home page too', async () => {
  const { url, page } = await openMisplacedSite('/', '/sub/');
  await page.goto(new URL('/sub/docs/intro', url).href);
  expect(await banner(page).innerText()).toContain('建议改为 baseUrl: "/sub/"');

  await page.goto(new URL('/sub/', url).href);
  expect(await banner(page).innerText()).toContain('建议改为 baseUrl: "/sub/"');
});

test('the real site, served at its base URL, shows no banner', async () => {
  const page = await browser.newPage();
  for (const sitePath of ['/', '/docs/intro', '/docs/category/基础教程', '/attribution']) {
    await page.goto(realSiteUrl(sitePath));
    await page.getByRole('contentinfo').waitFor();
    expect(await banner(page).count(), sitePath).toBe(0);
  }
});
