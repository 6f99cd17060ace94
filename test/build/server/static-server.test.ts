import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStaticServer } from '../../../build/server/static-server.ts';
import type { StaticServerOptions } from '../../../build/server/static-server.ts';

const SECRET = 'TOP-SECRET-OUTSIDE-ROOT';
const CATEGORY = '基础教程';
const HASHED_SCRIPT = 'console.log("app");\n';

let folder: string;
let root: string;
const servers: Server[] = [];

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'static-server-'));
  root = path.join(folder, 'site');
  const files: Record<string, string> = {
    'index.html': '<html><body>首页</body></html>',
    '404.html': '<html><body>找不到页面 404</body></html>',
    'docs/intro.html': '<html><body>介绍</body></html>',
    'docs/api/index.html': '<html><body>API 索引</body></html>',
    [`docs/category/${CATEGORY}.html`]: `<html><body>${CATEGORY}</body></html>`,
    'assets/app-abcdef12.js': HASHED_SCRIPT,
    'assets/style.css': 'body{}',
    'sitemap.xml': '<urlset/>',
    'robots.txt': 'User-agent: *',
    'docs/intro.md': '# 介绍\n',
    'index.md': '# 首页\n',
    'img/logo.png': 'not really a png',
    '.env': 'SECRET=1',
    _headers: '/*\n  X-Frame-Options: SAMEORIGIN\n',
    '_nginx.conf': 'server {}\n',
    _redirects: [
      '# 旧的 API 地址',
      '/classes/Cheerio.html /docs/api/classes/Cheerio 301',
      '/old-intro /docs/intro 302',
      `/旧分类 /docs/category/${CATEGORY}`,
      '/legacy/* /docs/:splat 301',
    ].join('\n'),
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  await writeFile(path.join(root, 'assets/big-file.bin'), Buffer.alloc(8 * 1024 * 1024, 1));
  await writeFile(path.join(folder, 'secret.txt'), SECRET);
  await symlink(path.join(folder, 'secret.txt'), path.join(root, 'leak.txt'));
  await symlink(folder, path.join(root, 'outside'));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(folder, { recursive: true, force: true });
});

async function start(options: Partial<StaticServerOptions> = {}): Promise<{ origin: string; port: number }> {
  const server = createStaticServer({ root, ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, port };
}

// fetch and http.request normalise `..` and refuse some bytes, so traversal tests write the request line by hand.
function rawRequest(port: number, target: string, method = 'GET'): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(text.split(' ')[1]), text });
    });
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1');
  });
}

describe('a static server over the built site', () => {
  let origin: string;
  let port: number;
  const get = (pathname: string, init: RequestInit = {}) => fetch(origin + pathname, { redirect: 'manual', ...init });

  beforeAll(async () => {
    ({ origin, port } = await start());
  });

  test('serves index.html at the root and pages without their .html extension', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await home.text()).toContain('首页');
    expect(await (await get('/docs/intro')).text()).toContain('介绍');
    expect(await (await get('/docs/api')).text()).toContain('API 索引');
  });

  test('serves a page whose path is percent-encoded Chinese', async () => {
    const response = await get(`/docs/category/${encodeURIComponent(CATEGORY)}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(CATEGORY);
  });

  test('serves real files with their content type', async () => {
    const cases: Array<[string, string]> = [
      ['/assets/app-abcdef12.js', 'text/javascript; charset=utf-8'],
      ['/assets/style.css', 'text/css; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/docs/intro.md', 'text/markdown; charset=utf-8'],
      ['/index.md', 'text/markdown; charset=utf-8'],
      ['/img/logo.png', 'image/png'],
    ];
    for (const [pathname, type] of cases) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type'), pathname).toBe(type);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(await (await get('/assets/app-abcdef12.js')).text()).toBe(HASHED_SCRIPT);
  });

  test('redirects .html and index.html paths to their normal form, keeping the query', async () => {
    const cases: Array<[string, string]> = [
      ['/docs/intro.html?q=1', '/docs/intro?q=1'],
      ['/docs/api/index.html', '/docs/api'],
      ['/index.html', '/'],
      [`/docs/category/${encodeURIComponent(CATEGORY)}.html`, `/docs/category/${encodeURIComponent(CATEGORY)}`],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  test('removes a trailing slash and never adds one', async () => {
    const response = await get('/docs/intro/?a=b');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/docs/intro?a=b');
    expect((await get('/docs/api/')).headers.get('location')).toBe('/docs/api');
    expect((await get('/docs/api')).status).toBe(200);
    expect((await get('/missing/')).status).toBe(404);
  });

  test('answers the _redirects table before looking for files', async () => {
    const old = await get('/classes/Cheerio.html?x=1');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/docs/api/classes/Cheerio?x=1');
    const temporary = await get('/old-intro');
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get('location')).toBe('/docs/intro');
    const chinese = await get(`/${encodeURIComponent('旧分类')}`);
    expect(chinese.headers.get('location')).toBe(`/docs/category/${encodeURIComponent(CATEGORY)}`);
    expect((await get('/legacy/intro')).headers.get('location')).toBe('/docs/intro');
  });

  test('answers unknown paths with 404 and the body of 404.html', async () => {
    const response = await get('/docs/nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('找不到页面 404');
    expect((await get('/docs/nope.html')).status).toBe(404);
  });

  test('hides the redirects table and dotfiles, and never lists folders', async () => {
    for (const pathname of ['/_redirects', '/_headers', '/_nginx.conf', '/.env', '/assets', '/assets/', '/docs/category']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).not.toContain('app-abcdef12');
    }
  });

  test('refuses every attempt to reach files outside the root', async () => {
    const attempts = [
      '/../secret.txt',
      '/docs/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/%2E%2E/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/%252e%252e/secret.txt',
      '/%252e%252e%252fsecret.txt',
      '/..\\secret.txt',
      '/%5c..%5csecret.txt',
      '/./index.html',
      '//secret.txt',
      `/${encodeURIComponent(path.join(folder, 'secret.txt'))}`,
      `http://127.0.0.1/../secret.txt`,
      '/index.html%00.txt',
      '/%00',
      '/%zz',
      '/%E5%9F',
      '/leak.txt',
      '/outside/secret.txt',
    ];
    for (const target of attempts) {
      const response = await rawRequest(port, target);
      expect(response.status, target).toBeGreaterThanOrEqual(400);
      expect(response.status, target).toBeLessThan(500);
      expect(response.text, target).not.toContain(SECRET);
    }
    expect((await rawRequest(port, '/%2e%2e/secret.txt')).status).toBe(400);
    expect((await rawRequest(port, '/leak.txt')).status).toBe(404);
    expect((await rawRequest(port, '/index.html\u0000')).status).toBe(400);
    expect((await get('/')).status).toBe(200);
  });

  test('answers HEAD with headers only and other methods with 405', async () => {
    const head = await get('/docs/intro', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength('<html><body>介绍</body></html>')));
    expect(await head.text()).toBe('');
    const post = await get('/docs/intro', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  test('lets browsers keep hashed assets forever and revalidate everything else', async () => {
    const hashed = await get('/assets/app-abcdef12.js');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/style.css')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/docs/intro')).headers.get('cache-control')).toBe('no-cache');
  });

  test('answers a conditional request for an unchanged file with 304', async () => {
    const first = await get('/docs/intro');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect(first.headers.get('last-modified')).not.toBeNull();
    const again = await get('/docs/intro', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const since = await get('/docs/intro', { headers: { 'If-Modified-Since': first.headers.get('last-modified') ?? '' } });
    expect(since.status).toBe(304);
    expect((await get('/docs/intro', { headers: { 'If-None-Match': 'W/"other"' } })).status).toBe(200);
  });

  test('survives clients that hang up in the middle of a download', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write('GET /assets/big-file.bin HTTP/1.1\r\nHost: x\r\n\r\n');
        });
        socket.once('data', () => {
          socket.destroy();
          resolve();
        });
      });
    }
    expect((await get('/')).status).toBe(200);
  });
});

describe('a static server with a base path', () => {
  test('serves only below the base path and keeps it in redirects', async () => {
    const { origin } = await start({ basePath: '/zh/' });
    const get = (pathname: string) => fetch(origin + pathname, { redirect: 'manual' });
    expect((await get('/zh/')).status).toBe(200);
    expect(await (await get('/zh/docs/intro')).text()).toContain('介绍');
    expect((await get('/docs/intro')).status).toBe(404);
    expect((await get('/zhdocs/intro')).status).toBe(404);
    expect((await get('/zh')).headers.get('location')).toBe('/zh/');
    expect((await get('/zh/docs/intro.html')).headers.get('location')).toBe('/zh/docs/intro');
    expect((await get('/zh/index.html')).headers.get('location')).toBe('/zh/');
  });
});

describe('a static server with an HTML transform', () => {
  test('rewrites pages and the 404 page but streams other files untouched', async () => {
    const lines: string[] = [];
    const { origin } = await start({
      transformHtml: (html) => html.replace('</body>', '<!--dev--></body>'),
      log: (line) => lines.push(line),
    });
    const page = await fetch(`${origin}/docs/intro`);
    expect(await page.text()).toContain('<!--dev-->');
    expect(await (await fetch(`${origin}/missing`)).text()).toContain('<!--dev-->');
    expect(await (await fetch(`${origin}/assets/app-abcdef12.js`)).text()).toBe(HASHED_SCRIPT);
    expect(lines).toContain('200 GET /docs/intro');
  });

  test('lets an extra handler answer before any file lookup', async () => {
    const { origin } = await start({
      extraHandler: (request, response) => {
        if (request.url !== '/__hook') return false;
        response.end('hooked');
        return true;
      },
    });
    expect(await (await fetch(`${origin}/__hook`)).text()).toBe('hooked');
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });
});

describe('a static server whose root has no 404.html', () => {
  test('answers unknown paths with a plain Chinese message', async () => {
    const bare = path.join(folder, 'bare');
    await mkdir(bare, { recursive: true });
    const { origin } = await start({ root: bare });
    const response = await fetch(`${origin}/nothing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toContain('找不到页面');
  });
});
