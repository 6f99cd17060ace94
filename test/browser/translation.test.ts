// What a reader sees of the English original in real Chromium, with JavaScript off (it is all plain HTML): the
// drift callout, its link to the changed section and that section's marker, the 译自 line, and 这一节有问题？.
import { expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { useServedFixtureSite } from './served-site.ts';
import { translatedSiteFiles } from '../helpers/translated-site.ts';

const browser = useBrowser();
const site = useServedFixtureSite(translatedSiteFiles);

test('a drifted page opens with the callout; its section link reaches the marked heading; the page ends with 译自 and report links', async () => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(new URL('docs/advanced/extract', site.url).href);
  const callout = page.getByRole('complementary', { name: '英文原文已更新' });
  await expect.poll(() => callout.isVisible()).toBe(true);
  expect(await callout.innerText()).toContain('英文原文在 2026年8月7日 有更新');
  await callout.getByRole('link', { name: '嵌套对象' }).click();
  await expect.poll(() => new URL(page.url()).hash).toBe('#nested');
  const heading = page.getByRole('heading', { level: 2, name: /嵌套对象/ });
  await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
  expect(await heading.locator('.drift-marker').innerText()).toBe('英文已更新');

  const from = page.locator('.translated-from');
  expect(await from.innerText()).toBe('译自英文原文（2025年7月21日的版本，提交 aaaaaaa）');
  expect(await from.getByRole('link', { name: '译自英文原文' }).getAttribute('href')).toBe('https://en.example.com/docs/basics/extract/');

  const report = page.getByRole('link', { name: '这一节有问题？' });
  expect(await report.count()).toBe(1);
  const issue = new URL((await report.getAttribute('href'))!);
  expect(issue.searchParams.get('title')).toBe('[文档问题] 提取 › 嵌套对象');
  expect(await page.getByRole('link', { name: '这一页有问题？' }).isVisible()).toBe(true);
});

test('the language menu links the page\'s English counterpart, or the English docs home on a page of our own', async () => {
  const page = await browser.newPage();
  await page.goto(new URL('docs/intro', site.url).href);
  await page.locator('.navbar .navbar-locale-dropdown summary').click();
  const english = page.locator('.navbar .navbar-locale-dropdown').getByRole('link', { name: 'English' });
  await expect.poll(() => english.isVisible()).toBe(true);
  expect(await english.getAttribute('href')).toBe('https://en.example.com/docs/intro/');
  await page.goto(new URL('about', site.url).href);
  await page.locator('.navbar .navbar-locale-dropdown summary').click();
  const home = page.locator('.navbar .navbar-locale-dropdown').getByRole('link', { name: 'English（英文文档首页）' });
  await expect.poll(() => home.isVisible()).toBe(true);
  expect(await home.getAttribute('href')).toBe('https://en.example.com/docs/intro/');
});
