// Code blocks on screen: line numbers, Shiki font styles, the copy button and the word-wrap button.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { realSiteUrl, useBrowser, waitForClientReady, waitForQuiet } from './browser.ts';
import { useServedFixtureSite } from './served-site.ts';

const browser = useBrowser();

const numberedCode = "const greeting = 'hello';\n\nconsole.log(greeting);";
const longLine = `const text = '${'cheerio '.repeat(60).trim()}';`;
const fixture = {
  // Without an icon link Chromium asks for /favicon.ico, and its 404 would count as a console error.
  'static/favicon.ico': '',
  'content/docs/intro.md': [
    '# 代码块',
    '',
    '```js title="numbered.js" showLineNumbers=5',
    numberedCode,
    '```',
    '',
    '```md',
    '*斜体* 与 **粗体**',
    '```',
    '',
    '```js',
    longLine,
    '```',
    '',
  ].join('\n'),
};

const site = useServedFixtureSite(fixture);

async function openFixturePage(permissions: string[] = []): Promise<Page> {
  const context = await browser.newContext();
  if (permissions.length > 0) await context.grantPermissions(permissions, { origin: new URL(site.url).origin });
  const page = await context.newPage();
  await page.goto(new URL('docs/intro', site.url).href);
  await waitForClientReady(page);
  return page;
}

test('line numbers start at the showLineNumbers value and come from CSS, not from the text', async () => {
  const page = await openFixturePage();
  const lines = page.locator('.code-block').first().locator('.line');
  const numbers = await lines.evaluateAll((elements) => elements.map((line) => getComputedStyle(line, '::before').content));
  expect(numbers).toEqual(['"5"', '"6"', '"7"']);
  expect(await page.locator('.code-block').first().locator('pre').innerText()).not.toMatch(/^5/);
});

test('code in the block\'s default colours, left without a token span of its own, is drawn in the theme\'s foreground in both modes', async () => {
  const page = await openFixturePage();
  const line = page.locator('.code-block').first().locator('.line').first();
  // `const greeting = 'hello';`: the closing ";" is a default-coloured token, a bare text node of the line.
  const bare = () => line.evaluate((element) => ({
    text: [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('|'),
    color: getComputedStyle(element).color,
  }));
  expect(await bare()).toEqual({ text: expect.stringContaining(';'), color: 'rgb(31, 35, 40)' });
  await page.getByRole('button', { name: /切换浅色\/深色模式/ }).click();
  await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
  expect(await bare()).toEqual({ text: expect.stringContaining(';'), color: 'rgb(230, 237, 243)' });
});

test('tokens coloured by class are drawn in their theme colours in both modes', async () => {
  const page = await openFixturePage();
  // `const greeting = 'hello';`: `const` is a keyword (hl-red), `'hello'` a string (hl-navy).
  const colours = () => page.locator('.code-block').first().locator('.line').first().locator('span[class^="hl-"]').evaluateAll((spans) =>
    spans.map((span) => `${span.className} ${span.textContent} ${getComputedStyle(span).color}`));
  expect(await colours()).toEqual(expect.arrayContaining(['hl-red const rgb(207, 34, 46)', "hl-navy  'hello' rgb(10, 48, 105)"]));
  await page.getByRole('button', { name: /切换浅色\/深色模式/ }).click();
  await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
  expect(await colours()).toEqual(expect.arrayContaining(['hl-red const rgb(255, 123, 114)', "hl-navy  'hello' rgb(165, 214, 255)"]));
});

test('the buttons\' icons are drawn, 16 px, from the page\'s one sprite of symbols', async () => {
  const page = await openFixturePage();
  expect(await page.locator('svg.icon-sprite').count()).toBe(1);
  const icons = await page.locator('.code-block').first().locator('.code-block-buttons svg').evaluateAll((svgs) => svgs.map((svg) => {
    const use = svg.querySelector('use')!;
    const box = use.getBBox();
    return { icon: svg.getAttribute('class'), symbol: document.getElementById(use.getAttribute('href')!.slice(1))?.tagName, drawn: box.width > 10 && box.height > 10, size: svg.getBoundingClientRect().width };
  }));
  // The check mark shows only after a copy (the next test).
  const shown = (icon: string) => icon !== 'code-block-icon-copied';
  expect(icons).toEqual(['code-block-icon-wrap', 'code-block-icon-copy', 'code-block-icon-copied'].map((icon) => ({ icon, symbol: 'symbol', drawn: shown(icon), size: shown(icon) ? 16 : 0 })));
});

test('Shiki italic and bold tokens are drawn italic and bold, in light and dark mode', async () => {
  const page = await openFixturePage();
  const styles = () => page.locator('.code-block').nth(1).locator('.line span').evaluateAll((spans) =>
    spans.map((span) => ({ text: span.textContent, style: getComputedStyle(span).fontStyle, weight: getComputedStyle(span).fontWeight })));
  const find = async (text: string) => (await styles()).find((token) => token.text?.includes(text));
  expect(await find('斜体')).toMatchObject({ style: 'italic' });
  expect(await find('粗体')).toMatchObject({ weight: '700' });

  await page.getByRole('button', { name: /切换浅色\/深色模式/ }).click();
  await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
  expect(await find('斜体')).toMatchObject({ style: 'italic' });
  expect(await find('粗体')).toMatchObject({ weight: '700' });
});

test('the copy button copies exactly the code, confirms with 复制成功 and a check icon for about two seconds', async () => {
  const page = await openFixturePage(['clipboard-read', 'clipboard-write']);
  const block = page.locator('.code-block').first();
  const copyIcon = block.locator('svg.code-block-icon-copy');
  const copiedIcon = block.locator('svg.code-block-icon-copied');
  const confirmation = block.getByText('复制成功');
  expect(await copyIcon.isVisible()).toBe(true);
  expect(await copiedIcon.isVisible()).toBe(false);

  await block.getByRole('button', { name: '复制代码' }).click();
  await expect.poll(() => confirmation.isVisible()).toBe(true);
  const shownAt = Date.now();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(numberedCode);
  expect(await copiedIcon.isVisible()).toBe(true);
  expect(await copiedIcon.locator('use').evaluate((use) => (use as SVGUseElement).getBBox().width)).toBeGreaterThan(10);
  expect(await copyIcon.isVisible()).toBe(false);

  await expect.poll(() => confirmation.isVisible(), { timeout: 5000 }).toBe(false);
  expect(Date.now() - shownAt).toBeGreaterThan(1500);
  expect(await copyIcon.isVisible()).toBe(true);
  expect(await copiedIcon.isVisible()).toBe(false);
});

test('the word-wrap button wraps a long line so nothing scrolls sideways, and unwraps it again', async () => {
  const page = await openFixturePage();
  const block = page.locator('.code-block').nth(2);
  const wrapButton = block.getByRole('button', { name: '切换自动换行' });
  const overflow = () => block.locator('pre').evaluate((pre) => pre.scrollWidth - pre.clientWidth);
  expect(await wrapButton.getAttribute('aria-pressed')).toBe('false');
  expect(await overflow()).toBeGreaterThan(0);

  await wrapButton.click();
  expect(await wrapButton.getAttribute('aria-pressed')).toBe('true');
  expect(await block.getAttribute('data-wrap')).toBe('true');
  expect(await overflow()).toBe(0);

  await wrapButton.click();
  expect(await wrapButton.getAttribute('aria-pressed')).toBe('false');
  expect(await block.getAttribute('data-wrap')).toBe('false');
  expect(await overflow()).toBeGreaterThan(0);
});

// Off-screen code blocks are skipped by the browser (content-visibility) and hold the height their line count
// predicts; if the prediction were off, the page would shift as blocks render and anchors would land wrong.
test.each([[1280, '/docs/api/classes/Cheerio'], [375, '/docs/basics/loading']] as const)(
  'at %i px, every skipped code block on %s already has its rendered height',
  async (width, sitePath) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(realSiteUrl(sitePath));
    const mismatches = await page.evaluate(async () => {
      const blocks = [...document.querySelectorAll<HTMLElement>('.code-block')];
      const reserved = blocks.map((block) => block.getBoundingClientRect().height);
      for (const block of blocks) block.style.contentVisibility = 'visible';
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return blocks.flatMap((block, index) => {
        const rendered = block.getBoundingClientRect().height;
        return Math.abs(rendered - reserved[index]!) > 0.5 ? [`block ${index}: reserved ${reserved[index]}, rendered ${rendered}`] : [];
      });
    });
    expect(mismatches).toEqual([]);
  },
);

test('a link to a member far down the Cheerio class page lands on its heading', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(realSiteUrl('/docs/api/classes/Cheerio#wrapall'));
  await waitForClientReady(page);
  const top = () => page.locator('[id="wrapall"]').evaluate((heading) => heading.getBoundingClientRect().top);
  // Below the sticky navbar (scroll-padding-top), and still there once the blocks around it have rendered.
  await expect.poll(top).toBeGreaterThan(50);
  expect(await top()).toBeLessThan(120);
  // Once the fonts are in and the page has settled, the heading has not been pushed away.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await waitForQuiet(page);
  expect(await top()).toBeLessThan(120);
});
