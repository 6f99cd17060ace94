import * as cheerio from 'cheerio';
import { describe, expect, test } from 'vitest';
import { createMarkdownCompiler } from '../../../build/markdown/compile-markdown.ts';

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
});
