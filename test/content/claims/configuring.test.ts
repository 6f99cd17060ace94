// Backs the prose of content/docs/advanced/configuring-cheerio.md: each test runs one claim the page makes in
// words (its code examples are run by test/content/code-examples.test.ts) against the installed cheerio.
import * as cheerio from 'cheerio';
import * as slim from 'cheerio/slim';
import * as htmlparser2 from 'htmlparser2';
import type { Element } from 'domhandler';
import { describe, expect, test } from 'vitest';

describe('configuring-cheerio.md: parse5', () => {
  test('parse5 completes html, head and body and inserts tbody, as a browser does', () => {
    expect(cheerio.load('<table><tr><td>1</td></tr></table>').html()).toBe(
      '<html><head></head><body><table><tbody><tr><td>1</td></tr></tbody></table></body></html>',
    );
  });

  test('parse5 moves misnested elements as a browser does', () => {
    expect(cheerio.load('<p><div>块</div></p>')('body').html()).toBe('<p></p><div>块</div><p></p>');
  });

  test('sourceCodeLocationInfo records line, column and offset in sourceCodeLocation', () => {
    const $ = cheerio.load('<p>一</p>\n<p>二</p>', { sourceCodeLocationInfo: true });
    const location = ($('p')[1] as Element).sourceCodeLocation;
    expect(location).toMatchObject({ startLine: 2, startCol: 1, startOffset: 9 });
  });

  test('onParseError is called for parse errors', () => {
    const codes: string[] = [];
    cheerio.load('<p>一</p></div>', { onParseError: (error) => codes.push(error.code) });
    expect(codes.length).toBeGreaterThan(0);
  });

  test('an option of one parser is ignored by the other: parse5 options have no effect with xml', () => {
    const $ = cheerio.load('<p>一</p>', { xml: true, sourceCodeLocationInfo: true });
    expect(($('p')[0] as Element).sourceCodeLocation).toBeUndefined();
  });

  test('in document mode table rows outside a table lose their tags; fragment mode keeps them', () => {
    expect(cheerio.load('<tr><td>格</td></tr>')('body').html()).toBe('格');
    expect(cheerio.load('<tr><td>格</td></tr>', null, false).html()).toBe('<tr><td>格</td></tr>');
  });
});

describe('configuring-cheerio.md: htmlparser2 and XML', () => {
  test('in XML tag names are case-sensitive, any element may close itself, and no element is void', () => {
    const $ = cheerio.load('<Item/>后<link>地址</link><br>文字</br>', { xml: true });
    expect($('Item')).toHaveLength(1);
    expect($('item')).toHaveLength(0);
    expect($('Item').text()).toBe('');
    expect($('link').text()).toBe('地址');
    expect($('br').text()).toBe('文字');
  });

  test('xml: true is the same as an empty options object', () => {
    const source = '<feed><entry a="1">甲 &amp; 乙</entry><empty/></feed>';
    expect(cheerio.load(source, { xml: true }).xml()).toBe(cheerio.load(source, { xml: {} }).xml());
  });

  test('with xml no HTML structure is added', () => {
    expect(cheerio.load('<item>一</item>', { xml: true }).xml()).toBe('<item>&#x4e00;</item>');
  });

  test('by default nodes carry no start or end index', () => {
    const entry = cheerio.load('<feed><entry/></feed>', { xml: true })('entry')[0] as Element;
    expect(entry.startIndex).toBeNull();
    expect(entry.endIndex).toBeNull();
  });

  test('$.xml() writes non-ASCII characters as numeric references; decodeEntities: false keeps text and entities as written', () => {
    const source = '<title>博客 &amp; 新闻</title>';
    const encoded = cheerio.load(source, { xml: true });
    expect(encoded.xml()).toBe('<title>&#x535a;&#x5ba2; &amp; &#x65b0;&#x95fb;</title>');
    expect(encoded('title').text()).toBe('博客 & 新闻');
    const raw = cheerio.load(source, { xml: { decodeEntities: false } });
    expect(raw.xml()).toBe(source);
    expect(raw('title').text()).toBe('博客 &amp; 新闻');
  });

  test('the top-level xmlMode option also switches to XML mode', () => {
    expect(cheerio.load('<link>地址</link>', { xmlMode: true })('link').text()).toBe('地址');
  });

  test('htmlparser2 for HTML without encodeEntities writes Chinese as character references', () => {
    expect(cheerio.load('<p>段落</p>', { xml: { xmlMode: false } }).html()).toBe('<p>&#x6bb5;&#x843d;</p>');
  });

  test('a document parsed by htmlparser2 itself is serialized as HTML, whatever options it was parsed with', () => {
    const dom = htmlparser2.parseDocument('<item/><x>一</x>', { xmlMode: true });
    expect(cheerio.load(dom).html()).toBe('<item></item><x>一</x>');
  });
});

describe('configuring-cheerio.md: cheerio/slim', () => {
  test('exports only load, contains and merge', () => {
    expect(Object.keys(slim).sort()).toEqual(['contains', 'load', 'merge']);
  });

  test('never adds html, head and body, so load’s third argument changes nothing', () => {
    expect(slim.load('<li>一</li>').html()).toBe(slim.load('<li>一</li>', null, false).html());
    expect(slim.load('<li>一</li>', null, true).html()).toBe('<li>&#x4e00;</li>');
  });
});
