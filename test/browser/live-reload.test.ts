// Live reload through the dev server: edits show up by themselves, build errors as an overlay.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { silentLogger, type Logger } from '../../build/log.ts';
import { startDevServer, type DevServer } from '../../build/server/dev-server.ts';
import { LIVE_RELOAD_PATH } from '../../theme/lib/constants.ts';
import { createFixtureSite, repoRoot } from '../helpers/fixture-site.ts';
import { useBrowser, waitForClientReady } from './browser.ts';

// chokidar drops a second change to the same file that comes too quickly; a person never saves that fast.
const PAUSE_BETWEEN_SAVES_MS = 200;
const REBUILD_TIMEOUT_MS = 15_000;

const introPage = (text: string) => `---\nsidebar_position: 1\n---\n# 简介\n\n${text}\n`;

let server: DevServer | undefined;
let siteDir: string | undefined;
afterEach(async () => {
  await server?.close();
  if (siteDir) await fs.rm(siteDir, { recursive: true, force: true });
  server = undefined;
  siteDir = undefined;
});
// Registered after the dev server's hook, so it runs before it: pages close (and their consoles are checked)
// while the server is still up, before the live-reload stream could report a lost connection.
const browser = useBrowser();

async function startFixtureDevServer(logger: Logger = silentLogger, extraFiles: Record<string, string> = {}): Promise<{ dev: DevServer; introFile: string }> {
  const dir = await createFixtureSite({
    ...extraFiles,
    'content/docs/intro.md': introPage('第一版正文。'),
    // Without an icon link Chromium asks for /favicon.ico, and its 404 would count as a console error.
    'static/favicon.ico': '',
  });
  siteDir = dir;
  const dev = await startDevServer({ rootDir: repoRoot, siteDir: dir, outDir: path.join(dir, 'dev'), host: '127.0.0.1', port: 0, logger });
  server = dev;
  return { dev, introFile: path.join(dir, 'content/docs/intro.md') };
}

/** Opens the page and waits until its live-reload stream is connected, so no change can slip past it. */
async function openWithLiveReload(page: Page, url: string): Promise<void> {
  const connected = page.waitForResponse((response) => new URL(response.url()).pathname === LIVE_RELOAD_PATH);
  await page.goto(url);
  await connected;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('the first page, served before the first build is done, is whole (styled, scripts running) and stays when the build ends', async () => {
  const messages: string[] = [];
  const logger: Logger = { info: (message) => messages.push(message), warn: () => {}, error: () => {}, progress: () => {} };
  // Many pages of highlighted code keep the first build busy (its caches are cold) long after the page is asked for.
  const busy = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [
    `content/docs/more/page-${index}.md`,
    `# 第 ${index} 页\n\n${['js', 'ts', 'html'].map((language) => `\`\`\`${language}\nconst value${index} = ${index}; // ${language}\nfunction f${index}(x) { return x * ${index}; }\n\`\`\``).join('\n\n')}\n`,
  ]));
  const page = await browser.newPage();
  const { dev } = await startFixtureDevServer(logger, busy);
  let loads = 0;
  page.on('load', () => { loads += 1; });
  await openWithLiveReload(page, new URL('docs/intro', dev.url).href);
  await waitForClientReady(page);
  await dev.idle();
  // It was rendered early, and the build ended after it without reloading the tab.
  const early = messages.findIndex((message) => message.startsWith('/docs/intro 先于整站构建渲染完成'));
  expect(early).toBeGreaterThanOrEqual(0);
  expect(messages.findIndex((message) => message.startsWith('首次构建完成'))).toBeGreaterThan(early);
  expect(loads).toBe(1);
  // The stylesheet it names was served: the navbar sticks to the top instead of scrolling away unstyled.
  expect(await page.locator('nav.navbar').first().evaluate((nav) => getComputedStyle(nav).position)).toBe('sticky');
  expect(await page.getByText('第一版正文。').isVisible()).toBe(true);
});

test('an open page reloads by itself and shows the new text after its Markdown file is saved', async () => {
  const { dev, introFile } = await startFixtureDevServer();
  const page = await browser.newPage();
  await openWithLiveReload(page, new URL('docs/intro', dev.url).href);
  // The page may come before the first build is done; the edit is made to the site that build made.
  await dev.idle();
  expect(await page.getByText('第一版正文。').isVisible()).toBe(true);

  await fs.writeFile(introFile, introPage('第二版正文。'));
  await page.getByText('第二版正文。').waitFor({ timeout: REBUILD_TIMEOUT_MS });
  expect(await page.getByText('第一版正文。').count()).toBe(0);
});

test('broken front matter shows a 构建出错 overlay without a reload, and fixing the file clears it', async () => {
  const { dev, introFile } = await startFixtureDevServer();
  const page = await browser.newPage();
  await openWithLiveReload(page, new URL('docs/intro', dev.url).href);
  // The page may come before the first build is done; the edit is made to the site that build made.
  await dev.idle();
  let loads = 0;
  page.on('load', () => { loads += 1; });

  await fs.writeFile(introFile, '---\nsidebar_position: [\n---\n# 简介\n');
  const overlay = page.getByRole('alertdialog');
  await overlay.waitFor({ timeout: REBUILD_TIMEOUT_MS });
  expect(await overlay.getByRole('heading').innerText()).toBe('构建出错');
  expect(await overlay.innerText()).toContain('intro.md');
  expect(loads).toBe(0);
  // The last good page stays on screen underneath.
  expect(await page.getByText('第一版正文。').count()).toBe(1);

  await pause(PAUSE_BETWEEN_SAVES_MS);
  await fs.writeFile(introFile, introPage('修好了。'));
  await page.getByText('修好了。').waitFor({ timeout: REBUILD_TIMEOUT_MS });
  expect(await overlay.count()).toBe(0);
  expect(loads).toBe(1);
});

test('a tab opened while the last build failed shows the overlay, and a save that restores the last good text clears it in every tab', async () => {
  const { dev, introFile } = await startFixtureDevServer();
  const first = await browser.newPage();
  await openWithLiveReload(first, new URL('docs/intro', dev.url).href);
  await dev.idle();
  const good = await fs.readFile(introFile, 'utf8');

  await fs.writeFile(introFile, '---\nsidebar_position: [\n---\n# 简介\n');
  await first.getByRole('alertdialog').waitFor({ timeout: REBUILD_TIMEOUT_MS });
  await dev.idle();
  // A tab opened after the error: the last good page, and the overlay over it.
  const second = await browser.newPage();
  await openWithLiveReload(second, new URL('docs/intro', dev.url).href);
  const overlay = second.getByRole('alertdialog');
  await overlay.waitFor({ timeout: REBUILD_TIMEOUT_MS });
  expect(await overlay.innerText()).toContain('intro.md');
  expect(await second.getByText('第一版正文。').count()).toBe(1);

  // The file as it was: the build writes no changed page, and still every overlay goes.
  await pause(PAUSE_BETWEEN_SAVES_MS);
  await fs.writeFile(introFile, good);
  await first.getByRole('alertdialog').waitFor({ state: 'detached', timeout: REBUILD_TIMEOUT_MS });
  await overlay.waitFor({ state: 'detached', timeout: REBUILD_TIMEOUT_MS });
  expect(await second.getByText('第一版正文。').count()).toBe(1);
});
