// The main pages of the real site render, install their behaviours and log nothing to the console.
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser, waitForClientReady } from './browser.ts';

const browser = useBrowser();

const pages = [
  { path: '/', title: '在 JavaScript 中处理 HTML 的业界标准 | Cheerio 中文文档', heading: 'Cheerio' },
  { path: '/docs/intro', title: '欢迎使用 Cheerio | Cheerio 中文文档', heading: '欢迎使用 Cheerio' },
  // Typed as a reader would: the browser percent-encodes the Chinese path itself.
  { path: '/docs/category/基础教程', title: '基础教程 | Cheerio 中文文档', heading: '基础教程' },
  { path: '/attribution', title: '致谢 | Cheerio 中文文档', heading: '致谢' },
];

test.each(pages)('$path shows its title and heading in zh-Hans and comes alive without console errors', async ({ path, title, heading }) => {
  const page = await browser.newPage();
  const response = await page.goto(realSiteUrl(path));
  expect(response?.status()).toBe(200);
  expect(decodeURI(new URL(page.url()).pathname)).toBe(path);
  expect(await page.title()).toBe(title);
  expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hans');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().innerText()).toBe(heading);

  // A working colour-mode toggle is the visible proof that the client bundle ran on this page.
  await waitForClientReady(page);
  await page.getByRole('button', { name: /切换浅色\/深色模式/ }).click();
  await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
});
