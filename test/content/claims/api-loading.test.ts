// Backs the Chinese API texts of the loaders, content/api/zh-Hans/functions/fromURL.yaml and
// loadBuffer.yaml: each claim about what they return, reject with or decode is run against the
// installed cheerio, and fromURL against a local server on 127.0.0.1.
import { createRequire } from 'node:module';
import * as cheerio from 'cheerio';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startLocalServer } from './local-server.ts';
import type { LocalServer } from './local-server.ts';

const gbk = (markup: string) => iconv.encode(markup, 'gbk');

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((request, response, origin) => {
    const send = (body: string | Buffer, contentType: string) =>
      response.writeHead(200, { 'content-type': contentType }).end(body);
    switch (request.url) {
      case '/page':
        return send('<a href="next">下一页</a>', 'text/html; charset=utf-8');
      case '/moved':
        return response.writeHead(301, { location: `${origin}/page` }).end();
      case '/moved-relative':
        return response.writeHead(301, { location: '/page' }).end();
      case '/moved-away':
        return response.writeHead(301, { location: 'http://localhost:1/page' }).end();
      case '/feed':
        return send('<Feed><Item/></Feed>', 'application/xml');
      case '/data':
        return send('{}', 'application/json');
      case '/gbk':
        return send(gbk('<title>新闻中心</title>'), 'text/html; charset=gbk');
      case '/accept':
        return send(`<title>${String(request.headers.accept)}</title>`, 'text/html');
      default:
        return response.writeHead(500, { 'content-type': 'text/html' }).end('<title>出错了</title>');
    }
  });
});
afterAll(() => server.close());

describe('API fromURL', () => {
  test('is Node.js only: the browser build has no fromURL or loadBuffer', async () => {
    const require = createRequire(import.meta.url);
    const browser: Record<string, unknown> = await import(
      require.resolve('cheerio').replace(/commonjs[/\\]index\.js$/, 'browser/index.js')
    );
    expect(browser.fromURL).toBeUndefined();
    expect(browser.loadBuffer).toBeUndefined();
  });

  test('a non-2xx response rejects with ResponseError, its statusCode the status', async () => {
    await expect(cheerio.fromURL(`${server.origin}/broken`)).rejects.toThrow(
      expect.objectContaining({ name: 'ResponseError', statusCode: 500 }),
    );
  });

  test('a content type that is neither HTML nor XML rejects with RangeError', async () => {
    await expect(cheerio.fromURL(`${server.origin}/data`)).rejects.toBeInstanceOf(RangeError);
  });

  test('an XML response is parsed in XML mode', async () => {
    expect((await cheerio.fromURL(`${server.origin}/feed`)).html()).toBe('<Feed><Item/></Feed>');
  });

  test('the charset of Content-Type decides the encoding', async () => {
    expect((await cheerio.fromURL(`${server.origin}/gbk`))('title').text()).toBe('新闻中心');
  });

  test('a redirect to a full URL on the same server is followed and sets baseURI to the final address', async () => {
    const $ = await cheerio.fromURL(`${server.origin}/moved`);
    expect($('a').prop('href')).toBe(`${server.origin}/next`);
  });

  test('a relative Location rejects with TypeError', async () => {
    await expect(cheerio.fromURL(`${server.origin}/moved-relative`)).rejects.toBeInstanceOf(TypeError);
  });

  test('a redirect to another server is still sent to the first one', async () => {
    const before = server.requests.length;
    const $ = await cheerio.fromURL(`${server.origin}/moved-away`);
    expect(server.requests.slice(before).map((request) => request.path)).toEqual(['/moved-away', '/page']);
    expect($('a').text()).toBe('下一页');
  });

  test('without a redirect baseURI stays unset and prop("href") is the raw link; passing baseURI fixes it', async () => {
    const url = `${server.origin}/page`;
    expect((await cheerio.fromURL(url))('a').prop('href')).toBe('next');
    expect((await cheerio.fromURL(url, { baseURI: url }))('a').prop('href')).toBe(`${server.origin}/next`);
  });

  test('url may be a URL object', async () => {
    expect((await cheerio.fromURL(new URL(`${server.origin}/page`)))('a').text()).toBe('下一页');
  });

  test('options.encoding adjusts the decoding', async () => {
    const $ = await cheerio.fromURL(`${server.origin}/gbk`, { encoding: { userEncoding: 'windows-1252' } });
    expect($('title').text()).not.toBe('新闻中心');
  });

  test('options.requestOptions replaces the defaults: method is required, headers replace accept', async () => {
    await expect(
      cheerio.fromURL(`${server.origin}/accept`, { requestOptions: {} as never }),
    ).rejects.toThrow('method must be a string');
    const $default = await cheerio.fromURL(`${server.origin}/accept`);
    expect($default('title').text()).toContain('text/html');
    const $custom = await cheerio.fromURL(`${server.origin}/accept`, {
      requestOptions: { method: 'GET', headers: { 'x-custom': '1' } },
    });
    expect($custom('title').text()).toBe('undefined');
  });
});

describe('API loadBuffer', () => {
  test('a BOM comes first, then the encoding option, then <meta charset>', () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<title>新闻中心</title>')]);
    expect(cheerio.loadBuffer(bom, { encoding: { userEncoding: 'gbk' } })('title').text()).toBe('新闻中心');
    const utf8WithGbkMeta = Buffer.from('<meta charset="gbk"><title>新闻中心</title>');
    expect(cheerio.loadBuffer(utf8WithGbkMeta, { encoding: { userEncoding: 'utf8' } })('title').text()).toBe('新闻中心');
    expect(cheerio.loadBuffer(gbk('<meta charset="gbk"><title>新闻中心</title>'))('title').text()).toBe('新闻中心');
  });

  test('with no clue, HTML is decoded as windows-1252 and XML as UTF-8', () => {
    expect(cheerio.loadBuffer(Buffer.from('<title>é</title>'))('title').text()).toBe('Ã©');
    expect(cheerio.loadBuffer(Buffer.from('<t>é</t>'), { xml: true })('t').text()).toBe('é');
  });

  test('{ encoding: { userEncoding: "gbk" } } forces GBK', () => {
    const $ = cheerio.loadBuffer(gbk('<title>新闻中心</title>'), { encoding: { userEncoding: 'gbk' } });
    expect($('title').text()).toBe('新闻中心');
  });

  test('returns the $ function of the loaded document', () => {
    const $ = cheerio.loadBuffer(Buffer.from('<p>paragraph</p>'));
    expect(typeof $).toBe('function');
    expect($('p').text()).toBe('paragraph');
  });
});
