// Backs the Chinese API texts of the parser options, content/api/zh-Hans/interfaces/CheerioOptions.yaml
// and HTMLParser2Options.yaml: what each option changes in the parsed tree or the rendered markup,
// run against the installed cheerio.
import { createRequire } from 'node:module';
import * as cheerio from 'cheerio';
import type { HTMLParser2Options } from 'cheerio';
import { describe, expect, test } from 'vitest';

/** Loads `markup` with htmlparser2, the way the `xml` option's object form does. */
const withHtmlparser2 = (markup: string, options: HTMLParser2Options) => cheerio.load(markup, { xml: options });
/** Same, with htmlparser2 in HTML mode, where several options only then take effect. */
const htmlMode = (markup: string, options: HTMLParser2Options = {}) =>
  withHtmlparser2(markup, { xmlMode: false, ...options });

describe('API CheerioOptions', () => {
  test('parser-specific options only count for their parser: parse5 ignores lowerCaseTags, htmlparser2 scriptingEnabled', () => {
    expect(cheerio.load('<DIV>x</DIV>', { lowerCaseTags: false } as never, false).html()).toBe('<div>x</div>');
    expect(cheerio.load('<noscript><b>x</b></noscript>', { xml: true, scriptingEnabled: true })('b').length).toBe(1);
  });

  test('xml switches to htmlparser2: true with its defaults, an object to tune it', () => {
    expect(cheerio.load('<DIV>x</DIV>', { xml: true }).html()).toBe('<DIV>x</DIV>');
    expect(cheerio.load('<DIV>x</DIV>', { xml: { lowerCaseTags: true } }).html()).toBe('<div>x</div>');
  });

  test('xmlMode (deprecated) also switches to htmlparser2 in XML mode', () => {
    expect(cheerio.load('<DIV/>', { xmlMode: true }).html()).toBe('<DIV/>');
  });

  test('baseURI (a string or a URL) makes the href of a and link and the src of img absolute, not of any element', () => {
    const markup = '<a href="x">a</a><link href="s.css"><img src="i.png"><script src="s.js"></script><div href="d"></div>';
    const $ = cheerio.load(markup, { baseURI: 'https://example.com/dir/page' });
    expect($('a').prop('href')).toBe('https://example.com/dir/x');
    expect($('link').prop('href')).toBe('https://example.com/dir/s.css');
    expect($('img').prop('src')).toBe('https://example.com/dir/i.png');
    expect($('script').prop('src')).toBe('s.js');
    expect($('div').prop('href')).toBe('d');
    const $url = cheerio.load('<a href="x">a</a>', { baseURI: new URL('https://example.com/d/') });
    expect($url('a').prop('href')).toBe('https://example.com/d/x');
  });

  test('quirksMode makes .className and #id case-insensitive', () => {
    const markup = '<p class="Foo" id="Bar">x</p>';
    expect([cheerio.load(markup)('.foo').length, cheerio.load(markup)('#bar').length]).toEqual([0, 0]);
    const $quirks = cheerio.load(markup, { quirksMode: true });
    expect([$quirks('.foo').length, $quirks('#bar').length]).toEqual([1, 1]);
  });

  test('pseudos: a string is a selector to match, a function gets the element and the argument', () => {
    const $ = cheerio.load('<div class="foo"></div><div data-bar="boo"></div>', {
      pseudos: { foo: 'div.foo', bar: (element, value) => element.attribs['data-bar'] === value },
    });
    expect([$(':foo').length, $('div:bar(boo)').length, $('div:bar(baz)').length]).toEqual([1, 1, 0]);
  });

  test('scriptingEnabled: true (default) reads <noscript> as text, false parses it as HTML', () => {
    const markup = '<noscript><b>x</b></noscript>';
    expect(cheerio.load(markup)('b').length).toBe(0);
    expect(cheerio.load(markup)('noscript').text()).toBe('<b>x</b>');
    expect(cheerio.load(markup, { scriptingEnabled: false })('b').length).toBe(1);
  });

  test('sourceCodeLocationInfo: every node but the root has a location; implied elements have null', () => {
    const $ = cheerio.load('<p id="a">hi<br></p>', { sourceCodeLocationInfo: true });
    const paragraph = $('p')[0];
    expect(paragraph?.sourceCodeLocation).toMatchObject({
      startOffset: 0,
      endOffset: 20,
      startTag: { startOffset: 0, endOffset: 10 },
      endTag: { startOffset: 16, endOffset: 20 },
      attrs: { id: { startOffset: 3, endOffset: 9 } },
    });
    expect(paragraph?.children[0]?.sourceCodeLocation).toEqual(
      expect.objectContaining({ startOffset: 10, endOffset: 12 }),
    );
    expect($('br')[0]?.sourceCodeLocation).not.toHaveProperty('endTag');
    expect($('html')[0]?.sourceCodeLocation).toBeNull();
    expect($('body')[0]?.sourceCodeLocation).toBeNull();
    expect($.root()[0]?.sourceCodeLocation).toBeUndefined();
    expect(cheerio.load('<p>x</p>')('p')[0]?.sourceCodeLocation).toBeUndefined();
  });

  test('treeAdapter: cheerio gives parse5 a tree adapter that builds domhandler nodes', () => {
    const paragraph = cheerio.load('<p class="x">段落</p>')('p')[0];
    expect(paragraph?.constructor.name).toBe('Element');
    expect(paragraph?.attribs).toEqual({ class: 'x' });
  });

  test('onParseError is called with a ParserError holding a code and a position', () => {
    const errors: unknown[] = [];
    cheerio.load('<p>x</p>', { onParseError: (error) => errors.push(error) });
    expect(errors).toEqual([
      expect.objectContaining({ code: 'missing-doctype', startLine: 1, startCol: 1, startOffset: 0 }),
    ]);
  });
});

describe('API HTMLParser2Options', () => {
  test('xmlMode treats the input as XML: case kept, empty elements self-closed', () => {
    expect(withHtmlparser2('<A><B></B></A>', { xmlMode: true }).html()).toBe('<A><B/></A>');
  });

  test('withStartIndices and withEndIndices add startIndex and endIndex positions', () => {
    const $ = withHtmlparser2('<a><b>x</b></a>', { withStartIndices: true, withEndIndices: true });
    expect([$('b')[0]?.startIndex, $('b')[0]?.endIndex]).toEqual([3, 10]);
  });

  test('emptyAttrs only acts in HTML mode; XML mode always writes checked=""', () => {
    expect(htmlMode('<input checked>', { emptyAttrs: false }).html()).toBe('<input checked>');
    expect(htmlMode('<input checked>', { emptyAttrs: true }).html()).toBe('<input checked="">');
    expect(withHtmlparser2('<input checked/>', { emptyAttrs: false }).html()).toBe('<input checked=""/>');
  });

  test('selfClosingTags: <foo/> in XML mode (default on); in HTML mode only void elements, as <br />', () => {
    expect(withHtmlparser2('<foo></foo>', { selfClosingTags: false }).html()).toBe('<foo></foo>');
    expect(withHtmlparser2('<foo></foo>', { selfClosingTags: true }).html()).toBe('<foo/>');
    expect(withHtmlparser2('<foo></foo>', {}).html()).toBe('<foo/>');
    expect(htmlMode('<br><foo></foo>', { selfClosingTags: true }).html()).toBe('<br /><foo></foo>');
  });

  test('encodeEntities: false encodes nothing, utf8 only reserved characters, true and XML mode every non-ASCII one', () => {
    const markup = '<a>é &amp; 中</a>';
    expect(htmlMode(markup, { encodeEntities: false }).html()).toBe('<a>é & 中</a>');
    expect(htmlMode(markup, { encodeEntities: 'utf8' }).html()).toBe('<a>é &amp; 中</a>');
    expect(htmlMode(markup, { encodeEntities: true }).html()).toBe('<a>&#xe9; &amp; &#x4e2d;</a>');
    expect(withHtmlparser2(markup, { encodeEntities: 'utf8' }).html()).toBe('<a>&#xe9; &amp; &#x4e2d;</a>');
  });

  test('decodeEntities decodes &amp; when parsing and is the default of encodeEntities', () => {
    expect(withHtmlparser2('<a>&amp;</a>', {})('a').text()).toBe('&');
    expect(withHtmlparser2('<a>&amp;</a>', { decodeEntities: false })('a').text()).toBe('&amp;');
    expect(withHtmlparser2('<a>&amp; é</a>', { decodeEntities: false }).html()).toBe('<a>&amp; é</a>');
  });

  test('lowerCaseTags and lowerCaseAttributeNames lowercase tag and attribute names', () => {
    expect(withHtmlparser2('<A HREF="x"></A>', { lowerCaseTags: true, lowerCaseAttributeNames: true }).html()).toBe(
      '<a href="x"/>',
    );
    expect(withHtmlparser2('<A HREF="x"></A>', {}).html()).toBe('<A HREF="x"/>');
  });

  test('recognizeCDATA reads CDATA as text outside XML mode; XML mode always does', () => {
    const markup = '<p><![CDATA[a<b]]></p>';
    expect(htmlMode(markup)('p').text()).toBe('');
    expect(htmlMode(markup, { recognizeCDATA: true })('p').text()).toBe('a<b');
    expect(withHtmlparser2(markup, {})('p').text()).toBe('a<b');
  });

  test('recognizeSelfClosing closes <div/> outside XML mode, so what follows is not its child', () => {
    const markup = '<div/><span>t</span>';
    expect(htmlMode(markup)('div').children().length).toBe(1);
    expect(htmlMode(markup, { recognizeSelfClosing: true })('div').children().length).toBe(0);
    expect(withHtmlparser2(markup, {})('div').children().length).toBe(0);
  });

  test('Tokenizer replaces the default tokenizer', () => {
    // cheerio's own htmlparser2, not the newer one this repository depends on.
    const { Tokenizer } = createRequire(createRequire(import.meta.url).resolve('cheerio'))('htmlparser2') as {
      Tokenizer: new (...args: never[]) => object;
    };
    let created = 0;
    class CountingTokenizer extends Tokenizer {
      constructor(...args: never[]) {
        super(...args);
        created += 1;
      }
    }
    const $ = withHtmlparser2('<a>x</a>', { Tokenizer: CountingTokenizer as never });
    expect(created).toBe(1);
    expect($('a').text()).toBe('x');
  });
});
