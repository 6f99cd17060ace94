// Backs the prose of content/docs/basics/troubleshooting.md: each claim the page makes about how
// cheerio behaves, run against the installed cheerio. The page's own examples (run by
// code-examples.test.ts) show the rest.
import * as cheerio from 'cheerio';
import { describe, expect, test } from 'vitest';
import { serveHtml } from './local-pages.ts';

describe('troubleshooting.md: my selection is empty', () => {
  const $ = cheerio.load('<div class="post"><h1>标题</h1></div>');

  test('a selector that matches nothing does not throw; it gives an empty selection', () => {
    expect(() => $('h2')).not.toThrow();
    expect($('h2')).toHaveLength(0);
  });

  test('methods chained onto an empty selection quietly return empty results', () => {
    expect($('h2').text()).toBe('');
    expect($('h2').attr('class')).toBeUndefined();
    expect($('h2').find('a')).toHaveLength(0);
    expect($('h2').children()).toHaveLength(0);
    expect($('h2').parent()).toHaveLength(0);
  });

  test('Cheerio does not run scripts, so markup a script would build is not there', () => {
    const $app = cheerio.load(
      '<div id="root"></div><script>document.getElementById("root").innerHTML = "<p class=item>1</p>"</script>',
    );
    expect($app('#root').html()).toBe('');
    expect($app('.item')).toHaveLength(0);
  });

  test(':contains() finds elements by their text, a stable anchor', () => {
    const $list = cheerio.load('<ul><li class="css-1x2y3z">价格</li><li class="css-9a8b7c">库存</li></ul>');
    expect($list('li:contains("库存")').attr('class')).toBe('css-9a8b7c');
  });

  test('find() looks only inside the current selection, not the whole document', () => {
    const $page = cheerio.load('<h2>页面标题</h2><section><h2>小节标题</h2></section>');
    expect($page('section').find('h2').text()).toBe('小节标题');
  });

  test("a nested extract value's selectors run inside each matched element", () => {
    const $page = cheerio.load(
      '<h2>页面标题</h2><article><h2>一</h2></article><article><h2>二</h2></article>',
    );
    const data = $page.extract({ articles: [{ selector: 'article', value: { title: 'h2' } }] });
    expect(data).toEqual({ articles: [{ title: '一' }, { title: '二' }] });
  });
});

describe('troubleshooting.md: text() and innerText', () => {
  const $ = cheerio.load(
    '<div>\n  你好\n  <style>p { color: red }</style><script>var x = 1;</script><span style="display: none">隐藏</span>\n</div>',
  );

  test('text() is textContent: it includes the source of <script> and <style>', () => {
    expect($('div').text()).toBe($('div').prop('textContent'));
    expect($('div').text()).toContain('p { color: red }');
    expect($('div').text()).toContain('var x = 1;');
  });

  test("prop('innerText') skips <script> and <style> but keeps display: none content and whitespace", () => {
    const innerText = $('div').prop('innerText');
    expect(innerText).not.toContain('color');
    expect(innerText).not.toContain('var x');
    expect(innerText).toContain('隐藏');
    expect(innerText).toBe('\n  你好\n  隐藏\n');
  });

  test('text() of several elements joins them with no separator', () => {
    const $list = cheerio.load('<ul><li>一</li><li>二</li><li>三</li></ul>');
    expect($list('li').text()).toBe('一二三');
  });
});

describe('troubleshooting.md: load() and fragments', () => {
  test('load() adds the missing <html>, <head> and <body>; false as the third argument does not', () => {
    expect(cheerio.load('<p>你好</p>').html()).toBe('<html><head></head><body><p>你好</p></body></html>');
    expect(cheerio.load('<p>你好</p>', null, false).html()).toBe('<p>你好</p>');
  });
});

describe("troubleshooting.md: attr('href') returns a relative path (the translator's note on fromURL)", () => {
  const page = '<a href="../guide/intro.html">指南</a>';
  const redirects = { '/start': '/docs/api/page.html' };

  test('in 1.2.0, fromURL without a redirect leaves baseURI unset, so prop(\'href\') stays relative', async () => {
    const pages = await serveHtml(page);
    try {
      const $ = await cheerio.fromURL(`${pages.origin}/docs/api/page.html`);
      expect($('a').attr('href')).toBe('../guide/intro.html');
      expect($('a').prop('href')).toBe('../guide/intro.html');
    } finally {
      await pages.close();
    }
  });

  test("fromURL after a redirect resolves prop('href') against the final URL", async () => {
    const pages = await serveHtml(page, redirects);
    try {
      const $ = await cheerio.fromURL(`${pages.origin}/start`);
      expect(pages.requestedPaths).toEqual(['/start', '/docs/api/page.html']);
      expect($('a').prop('href')).toBe(`${pages.origin}/docs/guide/intro.html`);
    } finally {
      await pages.close();
    }
  });

  test('a baseURI passed to fromURL is used, and wins over the final URL of a redirect', async () => {
    const pages = await serveHtml(page, redirects);
    try {
      const $ = await cheerio.fromURL(`${pages.origin}/start`, { baseURI: `${pages.origin}/other/place/` });
      expect($('a').prop('href')).toBe(`${pages.origin}/other/guide/intro.html`);
    } finally {
      await pages.close();
    }
  });
});

describe("troubleshooting.md: my changes don't show up", () => {
  const html = '<ul><li class="done">一</li><li>二</li></ul><p>尾</p>';
  const loadItems = () => cheerio.load(html, null, false)('li');
  type Items = ReturnType<typeof loadItems>;

  test.each([
    ['find', ($items: Items) => $items.find('b')],
    ['filter', ($items: Items) => $items.filter('.done')],
    ['parent', ($items: Items) => $items.parent()],
    ['children', ($items: Items) => $items.children()],
    ['next', ($items: Items) => $items.next()],
    ['not', ($items: Items) => $items.not('.done')],
    ['first', ($items: Items) => $items.first()],
  ] as const)('%s() returns a new selection and leaves the original as it was', (_name, traverse) => {
    const $items = loadItems();
    const before = $items.toArray();
    const result = traverse($items);
    expect(result).not.toBe($items);
    expect($items.toArray()).toEqual(before);
  });

  test('manipulation changes the tree in place, not a string serialized before it', () => {
    const $ = cheerio.load(html, null, false);
    const serialized = $.html();
    $('li').first().text('壹');
    expect(serialized).toContain('<li class="done">一</li>');
    expect($.html()).toContain('<li class="done">壹</li>');
  });
});

describe('troubleshooting.md: selectors that work in the browser fail here', () => {
  const $ = cheerio.load('<a href="/">一</a><a href="/b">二</a><a href="/c">三</a>');

  test('the jQuery positional extensions :first, :last and :eq(n) are supported', () => {
    expect($('a:first').text()).toBe('一');
    expect($('a:last').text()).toBe('三');
    expect($('a:eq(1)').text()).toBe('二');
  });

  test.each(['a:hover', 'a:visited', 'a:active'])('%s is recognised and matches nothing', (selector) => {
    expect($(selector)).toHaveLength(0);
  });

  test.each([
    ['a:focus', 'Unknown pseudo-class :focus'],
    ['a:target', 'Unknown pseudo-class :target'],
    ['a:lang(en)', 'Unknown pseudo-class :lang'],
  ])('%s is not implemented and throws "%s"', (selector, message) => {
    expect(() => $(selector)).toThrow(message);
  });
});

describe('troubleshooting.md: looking something up by a value from data', () => {
  const $ = cheerio.load('<p id="a">甲</p><p id="x">乙</p><p id="a.b">丙</p><p id="x:y">丁</p><p id="p q">戊</p>');
  const byValue = (id: string) => $('[id]').filter((_, element) => $(element).attr('id') === id).text();

  test('a . in an id selector makes it a class condition, so the element is not found', () => {
    expect($('#a.b')).toHaveLength(0);
    expect(byValue('a.b')).toBe('丙');
  });

  test('a : in an id selector is read as a pseudo-class and throws', () => {
    expect(() => $('#x:y')).toThrow('Unknown pseudo-class :y');
    expect(byValue('x:y')).toBe('丁');
  });

  test('a space in an id selector makes it a descendant selector, so the element is not found', () => {
    expect($('#p q')).toHaveLength(0);
    expect(byValue('p q')).toBe('戊');
  });

  test('a " breaks even a quoted attribute selector', () => {
    expect(() => $('[id="say "hi""]')).toThrow("Attribute selector didn't terminate");
    expect($('[id="x"], [id="a"]')).toHaveLength(2);
    const injected = 'x"], [id="a';
    expect($(`[id="${injected}"]`).text()).toBe('甲乙');
  });
});
