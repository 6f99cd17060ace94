// Backs the prose of content/docs/advanced/extract.md: each test runs one claim the page makes in words
// (its code examples are run by test/content/code-examples.test.ts) against the installed cheerio.
import * as cheerio from 'cheerio';
import { describe, expect, test } from 'vitest';

const $ = cheerio.load(`
  <ul><li>一</li><li class="sel">二</li><li class="red">三</li></ul>
  <ul><li class="sel">四</li><li class="red">五</li></ul>
  <a href="/docs">文档</a><a href="/blog">博客</a>
  <input name="q" type="search">
  <main><h2>正文</h2></main>
`);

describe('extract.md: single values and lists', () => {
  test('a selector string gives the text of the first match, undefined when nothing matches', () => {
    expect($.extract({ red: '.red', none: '.missing' })).toEqual({ red: '三', none: undefined });
  });

  test('a selector in an array gives every match in document order, [] when nothing matches', () => {
    expect($.extract({ red: ['.red'], none: ['.missing'] })).toEqual({ red: ['三', '五'], none: [] });
  });

  test('selectors accept the jQuery extensions :first and :eq()', () => {
    expect($.extract({ first: 'li:first', second: 'li:eq(1)' })).toEqual({ first: '一', second: '二' });
  });
});

describe('extract.md: values other than text', () => {
  test('value is read with prop(): tagName, innerHTML, outerHTML, innerText, and attributes as a fallback', () => {
    expect(
      $.extract({
        tag: { selector: '.red', value: 'tagName' },
        inner: { selector: 'ul', value: 'innerHTML' },
        outer: { selector: '.red', value: 'outerHTML' },
        text: { selector: 'ul', value: 'innerText' },
        type: { selector: 'input', value: 'type' },
      }),
    ).toEqual({
      tag: 'LI',
      inner: '<li>一</li><li class="sel">二</li><li class="red">三</li>',
      outer: '<li class="red">三</li>',
      text: '一二三',
      // `type` is a field of the domhandler node, so it wins over the attribute (the page's warning).
      type: 'tag',
    });
  });

  test('value defaults to textContent', () => {
    expect($.extract({ a: { selector: 'a' } })).toEqual({ a: '文档' });
  });

  test('a name that is also a node field reads the node: value "name" on <input name="q"> gives "input"', () => {
    expect($.extract({ name: { selector: 'input', value: 'name' } })).toEqual({ name: 'input' });
    expect($.extract({ name: { selector: 'input', value: (el) => el.attribs['name'] } })).toEqual({ name: 'q' });
  });

  test('href is the raw attribute when the document has no address', () => {
    expect($.extract({ link: { selector: 'a', value: 'href' } })).toEqual({ link: '/docs' });
  });

  test('only the baseURI option counts as the base URL; a <base href> element is ignored', () => {
    const withBase = cheerio.load('<head><base href="https://other.example/"></head><a href="x">x</a>', {
      baseURI: 'https://example.com/',
    });
    expect(withBase.extract({ link: { selector: 'a', value: 'href' } })).toEqual({ link: 'https://example.com/x' });
  });
});

describe('extract.md: nested maps, functions and selections', () => {
  test('selectors in a nested map run inside each outer match', () => {
    expect($.extract({ lists: [{ selector: 'ul', value: { red: ['.red'], selected: '.sel' } }] })).toEqual({
      lists: [
        { red: ['三'], selected: '二' },
        { red: ['五'], selected: '四' },
      ],
    });
  });

  test('a function value in an array is called once per match, with the element and the key', () => {
    const calls: string[] = [];
    const result = $.extract({
      links: [{ selector: 'a', value: (el, key) => (calls.push(key), `${key}=${el.attribs['href']}`) }],
    });
    expect(result).toEqual({ links: ['links=/docs', 'links=/blog'] });
    expect(calls).toEqual(['links', 'links']);
  });

  test('$.extract() equals $.root().extract()', () => {
    const map: { red: [string]; heading: string } = { red: ['.red'], heading: 'h2' };
    expect($.extract(map)).toEqual($.root().extract(map));
  });

  test('on a selection, selectors look only at descendants of the selected elements', () => {
    expect($('main').extract({ main: 'main', heading: 'h2' })).toEqual({ main: undefined, heading: '正文' });
  });
});
