// Types in parameter tables: known names link to our pages, the libraries' docs or MDN; the rest is code.
import { describe, expect, test } from 'vitest';
import { codeSpan, createTypeLinker, typeToMarkdown } from '../../../build/api/type-links.ts';

const link = createTypeLinker(new Map([['Cheerio', '/docs/api/classes/Cheerio']]));

describe('typeToMarkdown', () => {
  test('links our types, domhandler types and built-ins', () => {
    expect(typeToMarkdown('Promise<Cheerio<Element>>', link)).toBe(
      '[`Promise`](https://developer.mozilla.org/zh-CN/docs/Web/JavaScript/Reference/Global_Objects/Promise)`<`[`Cheerio`](/docs/api/classes/Cheerio)`<`[`Element`](https://domhandler.js.org/classes/Element.html)`>>`',
    );
  });

  test('does not link property names in object types', () => {
    expect(typeToMarkdown('{ Element: string }', link)).toBe('`{ Element: string }`');
  });

  test('escapes pipes inside table cells and keeps spaces around them', () => {
    expect(typeToMarkdown('string | Cheerio<T>', link, { inTable: true })).toBe('` string \\|  `[`Cheerio`](/docs/api/classes/Cheerio)`<T>`');
  });

  test('fences code that contains backticks', () => {
    expect(codeSpan('`${string}`', false)).toBe('`` `${string}` ``');
  });
});
