import { describe, expect, test } from 'vitest';
import { readCodeLinks } from '../../../build/markdown/rehype-code-links.ts';
import { TOKEN_COLOUR_STYLES } from '../../../build/markdown/token-colour-classes.ts';
import { renderMarkdown } from './render-markdown.ts';

const fence = (meta: string, code: string) => `\`\`\`${meta}\n${code}\n\`\`\`\n`;
const links = 'links="Cheerio=/docs/api/classes/Cheerio Element=https://domhandler.js.org/classes/Element.html"';

describe('rehype-code-links', () => {
  test('links the listed names where they stand as types, inside their highlighted tokens', async () => {
    const { $, references } = await renderMarkdown(fence(`ts ${links}`, 'find(Element: string, other?: Cheerio<Element>): Cheerio<Element>'));
    const anchors = $('pre a.code-link');
    expect(anchors.map((_, anchor) => `${$(anchor).text()} ${$(anchor).attr('href')}`).get()).toEqual([
      'Cheerio /docs/api/classes/Cheerio',
      'Element https://domhandler.js.org/classes/Element.html',
      'Cheerio /docs/api/classes/Cheerio',
      'Element https://domhandler.js.org/classes/Element.html',
    ]);
    // Each link keeps its token's colour: it sits in the token's coloured span (its colours' class), or, for a token in the block's
    // default colours (whose span rehype-compact-code unwraps), directly in the line, inheriting the <pre>'s.
    for (const anchor of anchors.toArray()) {
      const parent = $(anchor).parent();
      if (parent.is('.line')) expect($('pre').attr('style')).toMatch(/;color:#[0-9a-f]{6};--shiki-dark:/i);
      else expect(TOKEN_COLOUR_STYLES.get(parent.attr('class') ?? '') ?? parent.attr('style')).toMatch(/^color:#[0-9a-f]{6};--shiki-dark:/i);
    }
    expect($('pre code').text()).toBe('find(Element: string, other?: Cheerio<Element>): Cheerio<Element>');
    expect(references.filter((reference) => reference.target.startsWith('/docs/api'))).toHaveLength(2);
  });

  test('leaves property names, member accesses and calls alone', async () => {
    const { $ } = await renderMarkdown(fence(`ts ${links}`, '{ Cheerio: x.Cheerio; Cheerio(): void; Cheerio?: 1 }'));
    expect($('pre a')).toHaveLength(0);
  });

  test('takes the links out of data-meta and keeps the rest of the meta', async () => {
    const { $ } = await renderMarkdown(fence(`ts title="sig.ts" ${links}`, 'let x: Cheerio'));
    expect($('.code-block').attr('data-meta')).toBe('title="sig.ts"');
    expect($('.code-block-title').text()).toBe('sig.ts');
    const bare = await renderMarkdown(fence(`ts ${links}`, 'let x: Cheerio'));
    expect(bare.$('.code-block').attr('data-meta')).toBeUndefined();
  });

  test('serves internal links under the base URL', async () => {
    const { $, references } = await renderMarkdown(fence(`ts ${links}`, 'let x: Cheerio'), { baseUrl: '/zh/' });
    expect($('pre a').attr('href')).toBe('/zh/docs/api/classes/Cheerio');
    expect(references.map((reference) => reference.target)).toContain('/docs/api/classes/Cheerio');
  });

  test('percent-encodes a URL as a Markdown link would', async () => {
    const { $ } = await renderMarkdown(fence('ts links="ArrayLike=https://mdn.example/Indexed_collections#使用类数组对象"', 'let x: ArrayLike<T>'));
    expect($('pre a').attr('href')).toBe('https://mdn.example/Indexed_collections#%E4%BD%BF%E7%94%A8%E7%B1%BB%E6%95%B0%E7%BB%84%E5%AF%B9%E8%B1%A1');
  });

  test('leaves blocks without links as they are', async () => {
    const { $ } = await renderMarkdown(fence('ts', 'let x: Cheerio'));
    expect($('pre a')).toHaveLength(0);
  });

  test('reads the map from the meta string', () => {
    expect(readCodeLinks('{1} links="A=/a B=https://b.example/x#y" showLineNumbers')).toEqual({
      links: new Map([['A', '/a'], ['B', 'https://b.example/x#y']]),
      meta: '{1} showLineNumbers',
    });
  });
});
