// Backs the claims of content/docs/basics/loading.md that its examples do not show: what `fromURL` does
// with redirects, statuses, content types and charset headers (against a local server on 127.0.0.1),
// how the encoding of bytes is decided, and what the streams accept.
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startLocalServer } from './local-server.ts';
import type { LocalServer } from './local-server.ts';

const gbk = (markup: string) => iconv.encode(markup, 'gbk');
const utf8BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const titleOf = (buffer: Buffer, options?: cheerio.DecodeStreamOptions) =>
  cheerio.loadBuffer(buffer, options)('title').text();

/** Feeds `chunks` through a loader's writable stream and resolves with the document it hands back. */
function throughStream(
  create: (callback: (error: Error | null | undefined, $: CheerioAPI) => void) => NodeJS.WritableStream,
  chunks: Array<string | Buffer>,
): Promise<CheerioAPI> {
  return new Promise((resolve, reject) => {
    Readable.from(chunks).pipe(create((error, $) => (error ? reject(error) : resolve($))));
  });
}

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((request, response, origin) => {
    const path = request.url ?? '/';
    const html = (body: string | Buffer, contentType = 'text/html; charset=utf-8') =>
      response.writeHead(200, { 'content-type': contentType }).end(body);
    const redirect = (location: string) => response.writeHead(302, { location }).end();
    const hops = /^\/hops\/(\d+)$/.exec(path);
    if (hops) {
      const left = Number(hops[1]);
      redirect(left > 1 ? `${origin}/hops/${left - 1}` : `${origin}/dir/page`);
    } else if (path === '/dir/page') html('<a href="link">相对链接</a><a href="/root">根路径</a>');
    else if (path === '/relative-redirect') redirect('/dir/page');
    else if (path === '/other-host') redirect('http://localhost:1/elsewhere');
    else if (path === '/elsewhere') html('<title>原服务器</title>');
    else if (path === '/gbk-header') html(gbk('<title>新闻中心</title>'), 'text/html; charset=gbk');
    else if (path === '/gbk-claims-utf8') html(gbk('<title>新闻中心</title>'));
    else if (path === '/bom-claims-gbk') html(Buffer.concat([utf8BOM, Buffer.from('<title>新闻中心</title>')]), 'text/html; charset=gbk');
    else if (path === '/meta-no-charset') html(gbk('<meta charset="gbk"><title>新闻中心</title>'), 'text/html');
    else if (path === '/xml') html('<Feed><Item/></Feed>', 'application/xml');
    else if (path === '/text-xml') html('<Feed><Item/></Feed>', 'text/xml');
    else if (path === '/rss') html('<rss><Item/></rss>', 'application/rss+xml');
    else if (path === '/json') html('{"title":"新闻"}', 'application/json');
    else if (path === '/no-content-type') response.writeHead(200).end('<p>untyped</p>');
    else if (path === '/echo-headers') {
      html(`<title>${String(request.headers.accept)}|${String(request.headers['user-agent'])}</title>`);
    } else response.writeHead(404, { 'content-type': 'text/html' }).end('<title>找不到</title>');
  });
});
afterAll(() => server.close());

describe('loading.md: which loaders exist where', () => {
  test('the browser build exports only load (with contains and merge), the Node.js build all five loaders', async () => {
    const require = createRequire(import.meta.url);
    const browserBuild = require.resolve('cheerio').replace(/commonjs[/\\]index\.js$/, 'browser/index.js');
    const browser: Record<string, unknown> = await import(browserBuild);
    expect(Object.keys(browser).sort()).toEqual(['contains', 'load', 'merge']);
    expect(Object.keys(cheerio).sort()).toEqual(
      ['contains', 'decodeStream', 'fromURL', 'load', 'loadBuffer', 'merge', 'stringStream'],
    );
  });
});

describe('loading.md: load', () => {
  test('load takes a Buffer too, but always reads it as UTF-8', () => {
    expect(cheerio.load(Buffer.from('<title>新闻中心</title>'))('title').text()).toBe('新闻中心');
    expect(cheerio.load(gbk('<meta charset="gbk"><title>新闻中心</title>'))('title').text()).not.toBe('新闻中心');
  });
});

describe('loading.md: stringStream and decodeStream', () => {
  test('stringStream refuses bytes: writing a Buffer throws', () => {
    const writable = cheerio.stringStream({}, () => {});
    expect(() => writable.write(Buffer.from('<h1>字节</h1>'))).toThrow('Parser can work only with string streams.');
  });

  test('decodeStream sniffs the encoding of bytes that arrive in chunks, meta split across two', async () => {
    const chunks = [gbk('<meta charset="gbk"><ti'), gbk('tle>新闻中心</title>')];
    const $ = await throughStream((callback) => cheerio.decodeStream({}, callback), chunks);
    expect($('title').text()).toBe('新闻中心');
  });

  test('decodeStream takes the same encoding option as loadBuffer, in its first argument', async () => {
    const options = { encoding: { userEncoding: 'gbk' } };
    const $ = await throughStream((callback) => cheerio.decodeStream(options, callback), [gbk('<title>新闻中心</title>')]);
    expect($('title').text()).toBe('新闻中心');
  });
});

describe('loading.md: fromURL', () => {
  test('the redirect results were measured with undici 7.30.2, the undici installed for cheerio', () => {
    const fromCheerio = createRequire(createRequire(import.meta.url).resolve('cheerio'));
    expect((fromCheerio('undici/package.json') as { version: string }).version).toBe('7.30.2');
  });

  test('without a redirect, cheerio 1.2.0 leaves baseURI unset: prop("href") is the raw attribute', async () => {
    const $ = await cheerio.fromURL(`${server.origin}/dir/page`);
    expect($('a').first().prop('href')).toBe('link');
  });

  test('passing baseURI yourself makes prop("href") absolute', async () => {
    const url = `${server.origin}/dir/page`;
    const $ = await cheerio.fromURL(url, { baseURI: url });
    expect($('a').map((_, a) => $(a).prop('href')).get()).toEqual([
      `${server.origin}/dir/link`,
      `${server.origin}/root`,
    ]);
  });

  test('a baseURI you pass outranks the final address of a redirect', async () => {
    const requested = `${server.origin}/hops/1`;
    const $ = await cheerio.fromURL(requested, { baseURI: requested });
    expect($('a').first().prop('href')).toBe(`${server.origin}/hops/link`);
  });

  test('after a redirect to a full URL on the same server, baseURI is the final address', async () => {
    const $ = await cheerio.fromURL(`${server.origin}/hops/1`);
    expect($('a').first().prop('href')).toBe(`${server.origin}/dir/link`);
  });

  test('a redirect whose Location is a relative path rejects with a TypeError (Invalid URL)', async () => {
    await expect(cheerio.fromURL(`${server.origin}/relative-redirect`)).rejects.toThrow(
      expect.objectContaining({ name: 'TypeError', code: 'ERR_INVALID_URL' }),
    );
  });

  test('a redirect to another host is asked of the first server, with the new path', async () => {
    const $ = await cheerio.fromURL(`${server.origin}/other-host`);
    expect($('title').text()).toBe('原服务器');
    expect(server.requests.at(-1)?.path).toBe('/elsewhere');
  });

  test('six redirects in a row are followed; at the seventh it rejects with the 302 as a ResponseError', async () => {
    const $ = await cheerio.fromURL(`${server.origin}/hops/6`);
    expect($('a').first().prop('href')).toBe(`${server.origin}/dir/link`);
    await expect(cheerio.fromURL(`${server.origin}/hops/7`)).rejects.toThrow(
      expect.objectContaining({ name: 'ResponseError', statusCode: 302 }),
    );
  });

  test('a non-2xx status rejects with undici’s ResponseError carrying the status code', async () => {
    await expect(cheerio.fromURL(`${server.origin}/missing`)).rejects.toThrow(
      expect.objectContaining({ name: 'ResponseError', statusCode: 404 }),
    );
  });

  test('a Content-Type that is neither HTML nor XML rejects with a RangeError', async () => {
    await expect(cheerio.fromURL(`${server.origin}/json`)).rejects.toThrow(
      new RangeError('The content-type "application/json" is neither HTML nor XML.'),
    );
  });

  test('a response without a Content-Type is parsed as HTML', async () => {
    const $ = await cheerio.fromURL(`${server.origin}/no-content-type`);
    expect($.html()).toBe('<html><head></head><body><p>untyped</p></body></html>');
  });

  test('XML content types (application/xml, text/xml, +xml) are parsed in XML mode', async () => {
    for (const path of ['/xml', '/text-xml']) {
      expect((await cheerio.fromURL(`${server.origin}${path}`)).html()).toBe('<Feed><Item/></Feed>');
    }
    expect((await cheerio.fromURL(`${server.origin}/rss`)).html()).toBe('<rss><Item/></rss>');
  });

  test('the charset of the Content-Type decodes the page', async () => {
    expect((await cheerio.fromURL(`${server.origin}/gbk-header`))('title').text()).toBe('新闻中心');
  });

  test('without a charset in the header, the bytes are sniffed (<meta charset>)', async () => {
    expect((await cheerio.fromURL(`${server.origin}/meta-no-charset`))('title').text()).toBe('新闻中心');
  });

  test('a BOM outranks the charset of the header', async () => {
    expect((await cheerio.fromURL(`${server.origin}/bom-claims-gbk`))('title').text()).toBe('新闻中心');
  });

  test('a wrong charset header garbles a GBK page, and userEncoding overrides it', async () => {
    const url = `${server.origin}/gbk-claims-utf8`;
    expect((await cheerio.fromURL(url))('title').text()).not.toBe('新闻中心');
    expect((await cheerio.fromURL(url, { encoding: { userEncoding: 'gbk' } }))('title').text()).toBe('新闻中心');
  });

  test('by default it sends an Accept header for HTML and XML', async () => {
    const $ = await cheerio.fromURL(`${server.origin}/echo-headers`);
    expect($('title').text()).toBe('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8|undefined');
  });

  test('requestOptions without method rejects with “method must be a string”', async () => {
    await expect(
      cheerio.fromURL(`${server.origin}/echo-headers`, { requestOptions: { headers: {} } as never }),
    ).rejects.toThrow(expect.objectContaining({ name: 'InvalidArgumentError', message: 'method must be a string' }));
  });

  test('headers in requestOptions replace the default ones: the Accept header is gone', async () => {
    const $ = await cheerio.fromURL(`${server.origin}/echo-headers`, {
      requestOptions: { method: 'GET', headers: { 'user-agent': 'my-crawler/1.0' } },
    });
    expect($('title').text()).toBe('undefined|my-crawler/1.0');
  });

  test('it fetches any address it is given, loopback included', async () => {
    const before = server.requests.length;
    await cheerio.fromURL(`${server.origin}/dir/page`);
    expect(server.requests.length).toBe(before + 1);
  });

  test('the workaround: fetch follows a relative redirect, and loadBuffer gets its final URL and charset', async () => {
    const response = await fetch(`${server.origin}/relative-redirect`);
    const charset = /charset=([^;]+)/.exec(response.headers.get('content-type') ?? '')?.[1];
    const $ = cheerio.loadBuffer(Buffer.from(await response.arrayBuffer()), {
      baseURI: response.url,
      encoding: { transportLayerEncodingLabel: charset },
    });
    expect($('a').first().prop('href')).toBe(`${server.origin}/dir/link`);
  });

  test('the workaround: fetch follows a redirect to another server too', async () => {
    const other = await startLocalServer((_request, response) =>
      response.writeHead(302, { location: `${server.origin}/dir/page` }).end(),
    );
    try {
      const response = await fetch(`${other.origin}/start`);
      expect(response.url).toBe(`${server.origin}/dir/page`);
      const $ = cheerio.loadBuffer(Buffer.from(await response.arrayBuffer()), { baseURI: response.url });
      expect($('a').last().prop('href')).toBe(`${server.origin}/root`);
    } finally {
      await other.close();
    }
  });
});

describe('loading.md: troubleshooting encodings', () => {
  test('response.text() of fetch decodes as UTF-8 whatever the charset header says', async () => {
    const response = await fetch(`${server.origin}/gbk-header`);
    expect(await response.text()).not.toContain('新闻中心');
  });

  test('the order of precedence is BOM, userEncoding, transportLayerEncodingLabel, <meta>, default', () => {
    const bomUTF8 = Buffer.concat([utf8BOM, Buffer.from('<title>新闻中心</title>')]);
    expect(titleOf(bomUTF8, { encoding: { userEncoding: 'gbk' } })).toBe('新闻中心');
    const gbkBytes = gbk('<title>新闻中心</title>');
    expect(titleOf(gbkBytes, { encoding: { userEncoding: 'gbk', transportLayerEncodingLabel: 'utf-8' } })).toBe('新闻中心');
    const utf8WithGbkMeta = Buffer.from('<meta charset="gbk"><title>新闻中心</title>');
    expect(titleOf(utf8WithGbkMeta, { encoding: { transportLayerEncodingLabel: 'utf-8' } })).toBe('新闻中心');
    expect(titleOf(Buffer.from('<meta charset="utf-8"><title>新闻中心</title>'), { encoding: { defaultEncoding: 'gbk' } })).toBe('新闻中心');
  });

  test('a UTF-16 byte order mark is recognised like the UTF-8 one', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<title>新闻中心</title>', 'utf16le')]);
    expect(titleOf(utf16, { encoding: { userEncoding: 'gbk' } })).toBe('新闻中心');
  });

  test('http-equiv Content-Type declarations count like <meta charset>', () => {
    const page = gbk('<meta http-equiv="Content-Type" content="text/html; charset=gbk"><title>新闻中心</title>');
    expect(titleOf(page)).toBe('新闻中心');
  });

  test('a declaration past the first 1024 bytes is not seen, unless maxBytes is raised', () => {
    const page = gbk(`<!--${'x'.repeat(1100)}--><meta charset="gbk"><title>新闻中心</title>`);
    expect(titleOf(page)).toBe('ÐÂÎÅÖÐÐÄ');
    expect(titleOf(page, { encoding: { maxBytes: 2048 } })).toBe('新闻中心');
  });

  test('with no clue, HTML is read as windows-1252 and XML as UTF-8', () => {
    expect(titleOf(Buffer.from('<title>新闻中心</title>'))).toBe('æ–°é—»ä¸­å¿ƒ');
    expect(cheerio.loadBuffer(Buffer.from('<t>新闻中心</t>'), { xml: true })('t').text()).toBe('新闻中心');
  });

  test('defaultEncoding only applies when nothing else names an encoding', () => {
    expect(titleOf(gbk('<title>新闻中心</title>'), { encoding: { defaultEncoding: 'gbk' } })).toBe('新闻中心');
  });

  test('XML reads the encoding of its <?xml?> declaration', () => {
    const feed = gbk('<?xml version="1.0" encoding="gbk"?><t>新闻中心</t>');
    expect(cheerio.loadBuffer(feed, { xml: true })('t').text()).toBe('新闻中心');
  });

  test('gb2312, gbk, x-gbk and GB_2312-80 all decode as GBK, even characters outside GB2312', () => {
    for (const label of ['gb2312', 'gbk', 'x-gbk', 'GB_2312-80']) {
      expect(titleOf(gbk(`<meta charset="${label}"><title>朱镕基</title>`))).toBe('朱镕基');
    }
  });

  test('gb18030 is an encoding of its own: its four-byte characters need userEncoding gb18030', () => {
    const page = iconv.encode('<title>😀</title>', 'gb18030');
    expect(titleOf(page, { encoding: { userEncoding: 'gbk' } })).not.toBe('😀');
    expect(titleOf(page, { encoding: { userEncoding: 'gb18030' } })).toBe('😀');
  });
});
