import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { negotiateEncoding } from '../../../build/server/compression.ts';
import { createLiveReloadHub } from '../../../build/server/live-reload.ts';
import { createStaticServer } from '../../../build/server/static-server.ts';
import { LIVE_RELOAD_PATH } from '../../../theme/lib/constants.ts';
import type { StaticServerOptions } from '../../../build/server/static-server.ts';

// Big enough to be worth compressing, repetitive enough that compression obviously pays off.
const BIG_PAGE = `<html><body>${'<p>Cheerio 是一个快速、灵活的 HTML 解析库。</p>\n'.repeat(200)}</body></html>`;
const BIG_SCRIPT = `${'export const answer = 42;\n'.repeat(200)}`;
const SMALL_PAGE = '<html><body>短页面</body></html>';
const BIG_404 = `<html><body>${'找不到页面 404。'.repeat(200)}</body></html>`;

let root: string;
const servers: Server[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'compression-'));
  const files: Record<string, string | Buffer> = {
    'index.html': BIG_PAGE,
    'small.html': SMALL_PAGE,
    '404.html': BIG_404,
    'assets/app-abcdef12.js': BIG_SCRIPT,
    'img/photo.png': Buffer.alloc(4096, 7),
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(root, { recursive: true, force: true });
});

async function start(options: Partial<StaticServerOptions> = {}): Promise<string> {
  const server = createStaticServer({ root, ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes on the wire, still compressed. */
  body: Buffer;
}

// fetch decompresses by itself and picks its own Accept-Encoding, so these requests use node:http.
function request(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject).end();
  });
}

function decode(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return zlib.gunzipSync(response.body).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

describe('a static server compressing text', () => {
  let origin: string;
  beforeAll(async () => {
    origin = await start();
  });

  test('sends gzip to clients that accept only gzip, and the page reads the same once decoded', async () => {
    const response = await request(`${origin}/`, { 'Accept-Encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(BIG_PAGE) / 4);
    expect(decode(response)).toBe(BIG_PAGE);
  });

  test('prefers Brotli when the client accepts it, also for scripts', async () => {
    const page = await request(`${origin}/`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(decode(page)).toBe(BIG_PAGE);
    const script = await request(`${origin}/assets/app-abcdef12.js`, { 'Accept-Encoding': 'br' });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(script)).toBe(BIG_SCRIPT);
  });

  test('sends the file as it is when the client accepts no compression', async () => {
    const variants: Array<Record<string, string>> = [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'gzip;q=0, br;q=0' }];
    for (const headers of variants) {
      const response = await request(`${origin}/`, headers);
      expect(response.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(response.headers['vary']).toBe('Accept-Encoding');
      expect(response.body.toString('utf8')).toBe(BIG_PAGE);
    }
  });

  test('gives each encoding its own ETag and answers 304 only for the one the client holds', async () => {
    const plain = await request(`${origin}/`);
    const gzipped = await request(`${origin}/`, { 'Accept-Encoding': 'gzip' });
    const brotli = await request(`${origin}/`, { 'Accept-Encoding': 'br' });
    const tags = [plain, gzipped, brotli].map((response) => response.headers['etag']);
    expect(new Set(tags).size).toBe(3);

    const again = await request(`${origin}/`, { 'Accept-Encoding': 'gzip', 'If-None-Match': gzipped.headers['etag'] ?? '' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['vary']).toBe('Accept-Encoding');
    const otherEncoding = await request(`${origin}/`, { 'Accept-Encoding': 'br', 'If-None-Match': gzipped.headers['etag'] ?? '' });
    expect(otherEncoding.status).toBe(200);
    expect(decode(otherEncoding)).toBe(BIG_PAGE);
  });

  test('answers HEAD with the compressed length and no body', async () => {
    const get = await request(`${origin}/`, { 'Accept-Encoding': 'gzip' });
    const head = await request(`${origin}/`, { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  test('leaves small files, images and byte-range requests uncompressed', async () => {
    const small = await request(`${origin}/small`, { 'Accept-Encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString('utf8')).toBe(SMALL_PAGE);
    const image = await request(`${origin}/img/photo.png`, { 'Accept-Encoding': 'gzip, br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['vary']).toBeUndefined();
    expect(image.body.length).toBe(4096);
    const ranged = await request(`${origin}/`, { 'Accept-Encoding': 'gzip', Range: 'bytes=0-99' });
    expect(ranged.headers['content-encoding']).toBeUndefined();
    expect(ranged.body.toString('utf8')).toBe(BIG_PAGE);
  });

  test('compresses the 404 page too', async () => {
    const response = await request(`${origin}/missing`, { 'Accept-Encoding': 'gzip' });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decode(response)).toBe(BIG_404);
  });
});

describe('a dev server compressing text', () => {
  test('compresses rewritten pages but never the live-reload event stream', async () => {
    const hub = createLiveReloadHub();
    const origin = await start({ transformHtml: (html) => html.replace('</body>', '<!--dev--></body>'), extraHandler: hub.handler });
    const page = await request(`${origin}/`, { 'Accept-Encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(decode(page)).toContain('<!--dev-->');

    const firstEvent = await new Promise<{ headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const stream = http.request(origin + LIVE_RELOAD_PATH, { headers: { 'Accept-Encoding': 'gzip, br' } }, (response) => {
        response.once('data', (chunk: Buffer) => {
          resolve({ headers: response.headers, text: chunk.toString('utf8') });
          stream.destroy();
        });
      });
      stream.on('error', reject).end();
    });
    hub.close();
    expect(firstEvent.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(firstEvent.headers['content-encoding']).toBeUndefined();
    expect(firstEvent.text).toMatch(/^retry: \d+/);
  });

  test('keeps the encoding its ETag promised, even when the rewrite makes a small page big', async () => {
    const origin = await start({ transformHtml: (html) => html.replace('</body>', `<!--${'x'.repeat(4096)}--></body>`) });
    const page = await request(`${origin}/small`, { 'Accept-Encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers['etag']).not.toMatch(/gzip/);
    expect(decode(page)).toContain('短页面');
    expect((await request(`${origin}/small`, { 'Accept-Encoding': 'gzip', 'If-None-Match': page.headers['etag'] ?? '' })).status).toBe(304);
  });
});

describe('Accept-Encoding negotiation', () => {
  test('follows the q-values, prefers Brotli on a tie and honours the wildcard', () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br, gzip')).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0')).toBeUndefined();
    expect(negotiateEncoding('deflate, identity')).toBeUndefined();
    expect(negotiateEncoding('GZIP')).toBe('gzip');
  });
});
