import * as cheerio from 'cheerio';
import { describe, expect, test } from 'vitest';
import type { Element, Root } from 'hast';
import { createMarkdownCompiler } from '../../../build/markdown/compile-markdown.ts';
import { rehypeCompactCode } from '../../../build/markdown/rehype-compact-code.ts';

const compile = async (source: string) => (await createMarkdownCompiler({ baseUrl: '/', routeForSourceFile: () => undefined }))({ source, filePath: '/site/content/docs/a.md' });

describe('compact code blocks', () => {
  test('leave tokens in the block\'s default colours unwrapped, joined with the text beside them', async () => {
    const { html } = await compile('```js\nconst a = cheerio.load(x);\n```\n');
    const $ = cheerio.load(html);
    const pre = $('pre.shiki');
    expect(pre.text()).toBe('const a = cheerio.load(x);');
    // Every remaining token span has a colour of its own; the default ones inherit the <pre>'s.
    const defaults = /color:#1f2328;--shiki-dark:#e6edf3/i;
    expect(pre.attr('style')).toMatch(defaults);
    expect(pre.find('.line > span').toArray().map((span) => $(span).attr('style'))).not.toContainEqual(expect.stringMatching(defaults));
    expect($('.line').html()).toContain('</span> cheerio.<span');
    expect($('.line').html()).toMatch(/<\/span>\(x\);$/);
  });

  test('keep every line, highlighted lines and linked names', async () => {
    const { html } = await compile('```ts {2} links="Cheerio=/docs/api/classes/Cheerio"\nlet a: Cheerio;\nlet b = 1;\n```\n');
    const $ = cheerio.load(html);
    expect($('.line').length).toBe(2);
    expect($('.line.highlighted').text()).toBe('let b = 1;');
    expect($('pre a.code-link').attr('href')).toBe('/docs/api/classes/Cheerio');
    expect($('pre').text()).toBe('let a: Cheerio;\nlet b = 1;');
  });

  test('give a token its colours\' class when the pair has one, and leave any other token\'s style as Shiki wrote it', () => {
    const span = (style: string, text: string): Element => ({ type: 'element', tagName: 'span', properties: { style }, children: [{ type: 'text', value: text }] });
    const line: Element = { type: 'element', tagName: 'span', properties: { class: 'line' }, children: [
      span('color:#CF222E;--shiki-dark:#FF7B72', 'const'),
      span('color:#1F2328;--shiki-dark:#E6EDF3', ' a '),
      span('color:#123456;--shiki-dark:#654321', 'b'),
      span('color:#0550AE;--shiki-light-font-weight:bold;--shiki-dark:#79C0FF;--shiki-dark-font-weight:bold', 'c'),
      { type: 'element', tagName: 'span', properties: { style: 'color:#CF222E;--shiki-dark:#FF7B72', dataNote: 'x' }, children: [] },
    ] };
    const tree: Root = { type: 'root', children: [{ type: 'element', tagName: 'pre', properties: { class: 'shiki', style: 'background-color:#fff;color:#1F2328;--shiki-dark:#E6EDF3' }, children: [line] }] };
    rehypeCompactCode()(tree);
    expect(line.children.map((child) => child.type === 'element' ? child.properties : child.value)).toEqual([
      { className: ['hl-red'] },
      ' a ',
      { style: 'color:#123456;--shiki-dark:#654321' },
      { style: 'color:#0550AE;--shiki-light-font-weight:bold;--shiki-dark:#79C0FF;--shiki-dark-font-weight:bold' },
      // Not a bare token: it keeps what it has.
      { style: 'color:#CF222E;--shiki-dark:#FF7B72', dataNote: 'x' },
    ]);
  });
});
