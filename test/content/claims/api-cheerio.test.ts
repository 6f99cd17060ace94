// Backs the Chinese API texts in content/api/zh-Hans/classes/Cheerio.yaml for prop, extract and the
// manipulation methods: each test runs what a text says against the installed cheerio. (fromURL's baseURI,
// in functions/fromURL.yaml and interfaces/CheerioOptions.yaml, is run in manipulation.test.ts.)
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { describe, expect, test } from 'vitest';

const fragment = (html: string) => cheerio.load(html, null, false);

describe('Cheerio.yaml: prop', () => {
  test('prop#1: tagName and nodeName are upper case; undefined for an empty set or a text node', () => {
    const $ = fragment('<p>文本</p>');
    expect($('p').prop('tagName')).toBe('P');
    expect($('p').prop('nodeName')).toBe('P');
    expect($('div').prop('tagName')).toBeUndefined();
    expect($('p').contents().prop('tagName')).toBeUndefined();
  });

  test('prop#2: innerText leaves out script and style, textContent keeps them', () => {
    const $ = fragment('<div><script>s();</script><style>p{}</style>正文</div>');
    expect($('div').prop('innerText')).toBe('正文');
    expect($('div').prop('textContent')).toBe('s();p{}正文');
  });

  test('prop#3: without a style attribute the style object is empty with length 0; undefined for an empty set', () => {
    const $ = fragment('<p style="color: red">甲</p><i>乙</i>');
    expect({ ...$('p').prop('style') }).toEqual({ 0: 'color', color: 'red', length: 1 });
    expect({ ...$('i').prop('style') }).toEqual({ length: 0 });
    expect($('b').prop('style')).toBeUndefined();
  });

  test('prop#4: unsupported elements and a missing baseURI give the raw attribute; no attribute gives undefined', () => {
    const $ = cheerio.load('<img src="a.png"><div src="b.png"></div><a>无链接</a>', { baseURI: 'https://example.com' });
    expect($('img').prop('src')).toBe('https://example.com/a.png');
    expect($('div').prop('src')).toBe('b.png');
    expect($('a').prop('href')).toBeUndefined();
    expect(cheerio.load('<img src="a.png">')('img').prop('src')).toBe('a.png');
  });

  test('prop#5: any field of the element object can be read', () => {
    const $ = fragment('<ul><li class="a">一</li></ul>');
    expect($('li').prop('attribs')).toEqual({ class: 'a' });
    expect($('li').prop('parent')).toBe($('ul')[0]);
    expect($('ul').prop('children')).toHaveLength(1);
  });

  test('prop#6 and prop#8: a function value gets this = element, the index and the property’s current value', () => {
    const $ = fragment('<input type="checkbox" checked><input type="checkbox">');
    const calls: unknown[][] = [];
    $('input').prop('checked', function (this: Element, index: number, current: unknown) {
      calls.push([this.name, index, current]);
      return !current;
    } as never);
    expect(calls).toEqual([
      ['input', 0, true],
      ['input', 1, false],
    ]);
    expect($.html()).toBe('<input type="checkbox"><input type="checkbox" checked="">');
  });

  test('prop#7: a map sets several properties on every element', () => {
    const $ = fragment('<input><input>');
    $('input').prop({ checked: true, title: '标题' });
    expect($.html()).toBe('<input checked="" title="标题"><input checked="" title="标题">');
  });
});

describe('Cheerio.yaml: inserting', () => {
  test('appendTo and prependTo take a selector, an element or a Cheerio object as target and return the instance', () => {
    const $ = fragment('<ul><li>一</li></ul>');
    const last = $('<li>尾</li>');
    expect(last.appendTo('ul')).toBe(last);
    $('<li>首</li>').prependTo($('ul')[0] as Element);
    $('<li>末</li>').appendTo($('ul'));
    expect($.html()).toBe('<ul><li>首</li><li>一</li><li>尾</li><li>末</li></ul>');
  });

  test('appendTo accepts an HTML string as target: a new, detached element', () => {
    const $ = fragment('<ul></ul>');
    const item = $('<li>一</li>').appendTo('<ol></ol>');
    expect(item.parent().prop('outerHTML')).toBe('<ol><li>一</li></ol>');
    expect($.html()).toBe('<ul></ul>');
  });

  test('insertAfter and insertBefore return the newly inserted elements', () => {
    const $ = fragment('<p>一</p><p>二</p>');
    expect($('<hr>').insertAfter('p')).toHaveLength(2);
    expect($('<br>').insertBefore('p').toString()).toBe('<br><br>');
  });

  test('append, prepend, after and before take strings, elements, arrays and Cheerio objects, several at once', () => {
    const $ = fragment('<p>中</p>');
    $('p').append('<i>1</i>', [$('<i>2</i>')[0] as Element], $('<i>3</i>'));
    $('p').prepend($('<b>0</b>')[0] as Element);
    $('p').after('<hr>').before('<br>');
    expect($.html()).toBe('<br><p><b>0</b>中<i>1</i><i>2</i><i>3</i></p><hr>');
  });

  test('a function for append/prepend/after/before gets this = element, the index and the current inner HTML', () => {
    const $ = fragment('<p>甲</p><p>乙</p>');
    $('p').append(function (this: AnyNode, index: number, html: string) {
      return `<i>${(this as Element).name}${index}${html}</i>`;
    });
    expect($.html()).toBe('<p>甲<i>p0甲</i></p><p>乙<i>p1乙</i></p>');
  });
});

describe('Cheerio.yaml: wrapping, replacing, removing', () => {
  test('wrap wraps each element in its own copy and returns the original set', () => {
    const $ = fragment('<p>一</p><p>二</p>');
    const paragraphs = $('p');
    expect(paragraphs.wrap('<div><section></section></div>')).toBe(paragraphs);
    expect($.html()).toBe('<div><section><p>一</p></section></div><div><section><p>二</p></section></div>');
  });

  test('wrapAll puts all elements into the innermost element of one structure', () => {
    const $ = fragment('<p>一</p><p>二</p>');
    $('p').wrapAll('<div><section></section></div>');
    expect($.html()).toBe('<div><section><p>一</p><p>二</p></section></div>');
  });

  test('wrapInner wraps the contents of each element', () => {
    const $ = fragment('<p>一</p><p>二</p>');
    $('p').wrapInner('<b></b>');
    expect($.html()).toBe('<p><b>一</b></p><p><b>二</b></p>');
  });

  test('unwrap(selector) leaves elements whose parent does not match', () => {
    const $ = fragment('<div><p>一</p></div><b><p>二</p></b>');
    $('p').unwrap('b');
    expect($.html()).toBe('<div><p>一</p></div><p>二</p>');
  });

  test('remove(selector) removes only the matching elements, with their children', () => {
    const $ = fragment('<p>一</p><p class="x"><b>二</b></p>');
    $('p').remove('.x');
    expect($.html()).toBe('<p>一</p>');
  });

  test('replaceWith with a function gets this = element, the index and the element', () => {
    const $ = fragment('<p>一</p><p>二</p>');
    $('p').replaceWith(function (this: AnyNode, index: number, element: AnyNode) {
      return `<h${index + 1}>${String(this === element)}</h${index + 1}>`;
    });
    expect($.html()).toBe('<h1>true</h1><h2>true</h2>');
  });

  test('empty removes child elements, text and comments; text and comment nodes in the set stay as they are', () => {
    const $ = fragment('<p>文<b>字</b><!-- 注 --></p><div>文本<!-- 注释 --></div>');
    $('p').empty();
    $('div').contents().empty();
    expect($.html()).toBe('<p></p><div>文本<!-- 注释 --></div>');
  });
});

describe('Cheerio.yaml: html, text, toString, clone', () => {
  test('html#1 is the first element’s inner HTML; null for an empty set or a text or comment node', () => {
    const $ = fragment('<p>一<b>二</b></p><p>三</p><!-- 注 -->');
    expect($('p').html()).toBe('一<b>二</b>');
    expect($('div').html()).toBeNull();
    expect($('p').contents().first().html()).toBeNull();
    expect($.root().contents().last().html()).toBeNull();
  });

  test('html#2 with a Cheerio object and several elements moves the nodes to the last element and empties the others', () => {
    const $ = fragment('<div>旧</div><div>旧</div><span>新</span>');
    $('div').html($('span'));
    expect($.html()).toBe('<div></div><div><span>新</span></div>');
  });

  test('toString renders the outer HTML of the whole set, unlike html()', () => {
    const $ = fragment('<p>一<b>二</b></p><p>三</p>');
    expect($('p').toString()).toBe('<p>一<b>二</b></p><p>三</p>');
    expect($('p').html()).toBe('一<b>二</b>');
  });

  test('text#1 includes script and style contents', () => {
    expect(fragment('<div><script>s();</script>正文</div>')('div').text()).toBe('s();正文');
  });

  test('text#2 escapes the text; a function gets this = element, the index and the current text', () => {
    const $ = fragment('<p>甲</p><p>乙</p>');
    $('p').text(function (this: AnyNode, index: number, current: string) {
      return `<${(this as Element).name}>${index}${current}`;
    });
    expect($.html()).toBe('<p>&lt;p&gt;0甲</p><p>&lt;p&gt;1乙</p>');
  });

  test('clone makes a deep copy that does not change the document', () => {
    const $ = fragment('<ul><li>一</li></ul>');
    const copy = $('ul').clone();
    copy.find('li').text('改');
    expect($.html()).toBe('<ul><li>一</li></ul>');
    expect(copy.toString()).toBe('<ul><li>改</li></ul>');
  });
});

describe('Cheerio.yaml: extract', () => {
  test('the keys of the map become the properties of the result', () => {
    const $ = fragment('<h1>标题</h1><a href="/a">链接</a>');
    expect($.extract({ title: 'h1', link: { selector: 'a', value: 'href' } })).toEqual({ title: '标题', link: '/a' });
  });
});
