// Backs the prose of content/docs/advanced/security.md: each claim the page makes about what cheerio
// does with untrusted markup, run against the installed cheerio. The page's own examples (run by
// code-examples.test.ts) show the rest.
import net from 'node:net';
import * as cheerio from 'cheerio';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { serveHtml } from './local-pages.ts';

const payload = '<img src=x onerror="alert(1)">';
// The methods the page lists as parsing their argument as markup, each given the payload.
const markupMethods = ['html', 'append', 'prepend', 'before', 'after', 'replaceWith', 'wrap'] as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('security.md: what Cheerio does and does not do', () => {
  test('it never executes scripts or event handlers of the markup it loads, changes and serializes', () => {
    const state = globalThis as { claimRan?: boolean };
    const $ = cheerio.load(
      '<body onload="globalThis.claimRan = true"><script>globalThis.claimRan = true</script>' +
        '<img src="x" onerror="globalThis.claimRan = true"></body>',
    );
    $('body').append('<script>globalThis.claimRan = true</script>');
    $('img').attr('src', 'y');
    $.html();
    $('body').text();
    expect(state.claimRan).toBeUndefined();
  });

  test('it never touches the network while loading, querying or serializing a page full of resource URLs', () => {
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const $ = cheerio.load(
      '<link rel="stylesheet" href="http://127.0.0.1:9/a.css"><script src="http://127.0.0.1:9/a.js"></script>' +
        '<img src="http://127.0.0.1:9/a.png"><iframe src="http://127.0.0.1:9/"></iframe><a href="/next">next</a>',
      { baseURI: 'http://127.0.0.1:9/' },
    );
    $('img').prop('src');
    $('a').prop('href');
    $.html();
    $.extract({ links: ['a'] });
    expect(connect).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('fromURL makes exactly the one request it was asked for (and the spy above would see it connect)', async () => {
    const pages = await serveHtml('<title>ok</title><img src="/image.png"><link rel="stylesheet" href="/style.css">');
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    try {
      const $ = await cheerio.fromURL(`${pages.origin}/asked`);
      expect($('title').text()).toBe('ok');
      expect(pages.requestedPaths).toEqual(['/asked']);
      expect(connect).toHaveBeenCalled();
    } finally {
      await pages.close();
    }
  });
});

describe('security.md: Cheerio is not a sanitizer', () => {
  test('<script> elements and onerror attributes survive parsing and serialization', () => {
    const $ = cheerio.load(`${payload}<script>steal()</script>`, null, false);
    expect($.html()).toBe('<img src="x" onerror="alert(1)"><script>steal()</script>');
  });

  test('text() returns decoded <, > and " characters, and attr() returns decoded values too', () => {
    const $ = cheerio.load('<p title="&quot;&lt;b&gt;">&lt;b&gt; &quot;x&quot;</p>', null, false);
    expect($('p').text()).toBe('<b> "x"');
    expect($('p').attr('title')).toBe('"<b>');
  });

  test("text() output written back with html() turns into elements again; written with text() it does not", () => {
    const $ = cheerio.load('<p>&lt;img src=x onerror=alert(1)&gt;</p><div id="html"></div><div id="text"></div>', null, false);
    const text = $('p').text();
    $('#html').html(text);
    $('#text').text(text);
    expect($('#html img')).toHaveLength(1);
    expect($('#text img')).toHaveLength(0);
    expect($('#text').html()).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('security.md: manipulation methods take raw HTML', () => {
  test.each(markupMethods)('%s() parses its argument as markup and injects the element', (method) => {
    const $ = cheerio.load('<div id="greeting"><span>你好</span></div>', null, false);
    // wrap() puts the target inside the new element, so its payload is an element that can hold children.
    const markup = method === 'wrap' ? '<b onclick="alert(1)"></b>' : payload;
    const $span = $('span');
    // Called through one plain signature: the seven methods' overloads together are too many for TypeScript.
    const insert = $span[method] as unknown as (this: typeof $span, content: string) => unknown;
    insert.call($span, markup);
    expect($(method === 'wrap' ? 'b[onclick]' : 'img[onerror]')).toHaveLength(1);
  });

  test('text() escapes what it writes, so no element is created', () => {
    const $ = cheerio.load('<p id="greeting"></p>', null, false);
    $('#greeting').text(`你好，${payload}`);
    expect($('#greeting').children()).toHaveLength(0);
    expect($.html()).toBe('<p id="greeting">你好，&lt;img src=x onerror="alert(1)"&gt;</p>');
  });

  test('attr() values are serialized with " and & escaped, but a javascript: URL is written as given', () => {
    const $ = cheerio.load('<a>主页</a>', null, false);
    $('a').attr('title', '"><script>alert(1)</script>&');
    $('a').attr('href', 'javascript:alert(1)');
    expect($.html()).toBe('<a title="&quot;><script>alert(1)</script>&amp;" href="javascript:alert(1)">主页</a>');
    expect(cheerio.load($.html(), null, false)('script')).toHaveLength(0);
  });
});

describe('security.md: selectors built from user input', () => {
  const $ = cheerio.load('<div data-id="public">公开资料</div><div data-id="secret">内部资料</div>', null, false);
  const id = 'x"], [data-id="secret';

  test('a " in a quoted attribute value closes the selector and the rest is parsed as more selectors', () => {
    expect($(`[data-id="${id}"]`).text()).toBe('内部资料');
    expect($(`[data-id="${id}"]`).text()).toBe($('[data-id="x"], [data-id="secret"]').text());
  });

  test('comparing the attribute as data after a fixed selector matches nothing for the crafted value', () => {
    expect($('[data-id]').filter((_, element) => $(element).attr('data-id') === id)).toHaveLength(0);
    expect($('[data-id]').filter((_, element) => $(element).attr('data-id') === 'public').text()).toBe('公开资料');
  });

  test('Cheerio has no CSS.escape-like function, and Node.js has no global CSS.escape', () => {
    expect(Object.keys(cheerio).filter((name) => /escape/i.test(name))).toEqual([]);
    expect(Object.keys($).filter((name) => /escape/i.test(name))).toEqual([]);
    expect((globalThis as { CSS?: unknown }).CSS).toBeUndefined();
  });

  test('a short crafted selector makes the engine test elements over 100,000 times on a 40-element page', () => {
    let checks = 0;
    const nested = `${'<div>'.repeat(40)}${'</div>'.repeat(40)}`;
    const $nested = cheerio.load(nested, {
      pseudos: {
        probe: () => {
          checks += 1;
          return false;
        },
      },
    });
    $nested(':has(:has(:has(:probe)))');
    expect(checks).toBeGreaterThan(100_000);
  });
});

describe('security.md: bound the input you accept', () => {
  // 8 MB: well past what a page usually weighs, small enough for a shared test machine.
  const bigText = 'a'.repeat(8 * 1024 * 1024);

  test('load() parses an 8 MB document whole: Cheerio applies no size limit', () => {
    expect(cheerio.load(`<p>${bigText}</p>`)('p').text()).toHaveLength(bigText.length);
  });

  test('fromURL reads an 8 MB response whole: it applies no size limit either', async () => {
    const pages = await serveHtml(`<p>${bigText}</p>`);
    try {
      const $ = await cheerio.fromURL(`${pages.origin}/big`);
      expect($('p').text()).toHaveLength(bigText.length);
    } finally {
      await pages.close();
    }
  });
});
