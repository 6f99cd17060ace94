// Backs the prose of content/docs/basics/manipulation.md: each test runs one claim the page makes in words
// (its code examples are run by test/content/code-examples.test.ts) against the installed cheerio.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as cheerio from 'cheerio';
import { afterAll, describe, expect, test } from 'vitest';

const fragment = (html: string) => cheerio.load(html, null, false);

describe('manipulation.md: reading and writing', () => {
  test('writes apply to every element and return the selection; reads look at the first element', () => {
    const $ = fragment('<p title="a">一<b>二</b></p><p title="b">三</p>');
    expect($('p').attr('title')).toBe('a');
    expect($('p').html()).toBe('一<b>二</b>');
    const selection = $('p');
    expect(selection.attr('lang', 'zh')).toBe(selection);
    expect($('p[lang="zh"]')).toHaveLength(2);
    for (const method of ['append', 'prepend', 'after', 'before'] as const) {
      expect(selection[method]('<i>新</i>')).toBe(selection);
    }
  });

  test('text() is the exception: it reads every element in the selection', () => {
    expect(fragment('<p>一</p><p>二</p>')('p').text()).toBe('一二');
  });

  test('html() leaves out the element itself; prop("outerHTML") includes it', () => {
    const $ = fragment('<div class="card"><p>内容</p></div>');
    expect($('.card').html()).toBe('<p>内容</p>');
    expect($('.card').prop('outerHTML')).toBe('<div class="card"><p>内容</p></div>');
  });
});

describe('manipulation.md: attributes and properties', () => {
  test('prop("href") without baseURI returns the raw attribute', () => {
    expect(cheerio.load('<a href="../a.html">a</a>')('a').prop('href')).toBe('../a.html');
  });

  test('with baseURI only a/link href and img/iframe/audio/video/source src are resolved', () => {
    const $ = cheerio.load(
      '<a href="a">a</a><link href="l"><img src="i"><iframe src="f"></iframe><audio src="au"></audio>' +
        '<video src="v"></video><source src="s"><script src="sc"></script><area href="ar"><div href="d"></div>',
      { baseURI: 'https://example.com/docs/' },
    );
    const resolved = (selector: string, name: 'href' | 'src') => $(selector).prop(name);
    expect(resolved('a', 'href')).toBe('https://example.com/docs/a');
    expect(resolved('link', 'href')).toBe('https://example.com/docs/l');
    for (const tag of ['img', 'iframe', 'audio', 'video', 'source']) {
      expect(resolved(tag, 'src')).toMatch(/^https:\/\/example\.com\/docs\//);
    }
    expect(resolved('script', 'src')).toBe('sc');
    expect(resolved('area', 'href')).toBe('ar');
    expect(resolved('div', 'href')).toBe('d');
  });

  test('tagName and nodeName are upper case', () => {
    const $ = fragment('<div></div>');
    expect($('div').prop('tagName')).toBe('DIV');
    expect($('div').prop('nodeName')).toBe('DIV');
  });

  test('style is the parsed style attribute only: style sheets are not applied', () => {
    const $ = cheerio.load('<style>p { color: red }</style><p style="font-weight: bold">x</p>');
    const style = $('p').prop('style');
    expect(style?.['font-weight']).toBe('bold');
    expect(style?.['color']).toBeUndefined();
  });

  test('addClass keeps the classes an element already has', () => {
    const $ = fragment('<p class="a b">x</p>');
    $('p').addClass('c');
    expect($('p').attr('class')).toBe('a b c');
  });
});

describe('manipulation.md: fromURL and baseURI in cheerio 1.2.0', () => {
  const server = createServer((request, response) => {
    if (request.url === '/old') {
      const { port } = server.address() as AddressInfo;
      response.writeHead(301, { location: `http://127.0.0.1:${port}/docs/page` }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end('<a href="guide.html">指南</a>');
  });
  const listening = once(server.listen(0, '127.0.0.1'), 'listening');
  const origin = async () => {
    await listening;
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('without a redirect fromURL sets no baseURI, so prop("href") is the raw attribute', async () => {
    const $ = await cheerio.fromURL(`${await origin()}/docs/page`);
    expect($('a').prop('href')).toBe('guide.html');
  });

  test('after a redirect baseURI is the final address', async () => {
    const base = await origin();
    const $ = await cheerio.fromURL(`${base}/old`);
    expect($('a').prop('href')).toBe(`${base}/docs/guide.html`);
  });

  test('passing baseURI to fromURL yourself gives absolute links', async () => {
    const page = `${await origin()}/docs/page`;
    const $ = await cheerio.fromURL(page, { baseURI: page });
    expect($('a').prop('href')).toBe(`${await origin()}/docs/guide.html`);
  });
});

describe('manipulation.md: inserting', () => {
  test('an element already in the document is moved; with several targets the last gets it, the others copies', () => {
    const $ = fragment('<ul><li>一</li><li>二</li></ul><p id="note">注</p>');
    const note = $('#note')[0];
    $('li').append($('#note'));
    expect($.html()).toBe('<ul><li>一<p id="note">注</p></li><li>二<p id="note">注</p></li></ul>');
    expect(note?.parent).toBe($('li')[1]);
  });

  test('appendTo and prependTo return the selection; insertAfter and insertBefore the inserted elements, copies included', () => {
    const $ = fragment('<ul><li>一</li><li>二</li></ul>');
    const appended = $('<i>a</i>');
    expect(appended.appendTo('li')).toBe(appended);
    expect($('<i>p</i>').prependTo('li')).toHaveLength(1);
    expect($('<b>x</b>').insertAfter('li').toString()).toBe('<b>x</b><b>x</b>');
    expect($('<b>y</b>').insertBefore('li')).toHaveLength(2);
  });
});

describe('manipulation.md: wrapping, replacing, removing', () => {
  test('unwrap(selector) removes only parents that match', () => {
    const $ = fragment('<div><p>一</p></div><b><p>二</p></b>');
    $('p').unwrap('b');
    expect($.html()).toBe('<div><p>一</p></div><p>二</p>');
  });

  test('wrapAll wraps all matched elements in one container', () => {
    const $ = fragment('<p>一</p><p>二</p>');
    $('p').wrapAll('<div></div>');
    expect($.html()).toBe('<div><p>一</p><p>二</p></div>');
  });

  test('empty removes child elements, text and comments, and keeps the element', () => {
    const $ = fragment('<li><b>a</b> text<!-- c --></li>');
    $('li').empty();
    expect($.html()).toBe('<li></li>');
  });
});
