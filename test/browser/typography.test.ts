// Chinese quotation marks in body text are full-width, drawn from a Chinese font already on the system, while
// the English apostrophe stays narrow; no font is downloaded for it.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser, waitForClientReady } from './browser.ts';

const browser = useBrowser();

// The width of each character of `characters` as laid out in the page: “ and ” measured where the content has
// them, 汉 and the apostrophe of Can’t in spans added to the same paragraph, so all share its font settings.
async function widths(page: Page): Promise<Record<string, number>> {
  return page.locator('.markdown p', { hasText: '“' }).first().evaluate((paragraph) => {
    const measure = (node: Node, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect().width;
    };
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
    const found: Record<string, number> = {};
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const mark of ['“', '”']) {
        const at = node.textContent!.indexOf(mark);
        if (at !== -1 && found[mark] === undefined) found[mark] = measure(node, at);
      }
    }
    const han = Object.assign(document.createElement('span'), { textContent: '汉' });
    const english = Object.assign(document.createElement('span'), { textContent: 'Can’t' });
    paragraph.append(han, ' ', english);
    found['汉'] = han.getBoundingClientRect().width;
    found['’'] = measure(english.firstChild!, 3);
    return found;
  });
}

test('“ and ” in body text are full-width, the apostrophe in Can’t is not, and no font is downloaded', async () => {
  const page = await browser.newPage();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto(realSiteUrl('/docs/basics/manipulation'));
  await waitForClientReady(page);
  const width = await widths(page);
  expect(width['汉']).toBeGreaterThan(10);
  expect(width['“']! / width['汉']!).toBeGreaterThanOrEqual(0.9);
  expect(width['”']! / width['汉']!).toBeGreaterThanOrEqual(0.9);
  expect(width['’']! / width['汉']!).toBeLessThanOrEqual(0.45);
  expect(fonts).toEqual([]);
});
