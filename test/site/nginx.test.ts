// The `_nginx.conf` the real build writes, run by a real nginx (Debian's, on 127.0.0.1) over the built site:
// pretty URLs, the not-found page, the old paths as 301s, cache lifetimes, the policy header (which the
// playground's worker must not get), gzip, and nothing outside dist/ or among the host files handed out.
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../build/config/load-config.ts';
import type { SiteConfig } from '../../build/config/schema.ts';
import { contentSecurityPolicy, siteSources } from '../../build/output/content-security-policy.ts';
import { IMMUTABLE, REVALIDATE } from '../../build/output/headers-file.ts';
import { nginxConfig } from '../../build/output/nginx-config.ts';
import { repoRoot } from '../helpers/fixture-site.ts';
import { atPort, freePort, startNginx, type RunningNginx } from '../helpers/nginx.ts';
import { realSiteDir } from '../helpers/real-site.ts';
import { useBrowser, waitForClientReady } from '../browser/browser.ts';

const SECRET = 'nginx-test-secret';
const browser = useBrowser();

let tmp: string;
let outDir: string;
let config: SiteConfig;
let nginx: RunningNginx | undefined;
let origin: string;
// The same dist/ served by the config for base URL /cheerio/, from a root whose cheerio/ links to it.
let baseOrigin: string;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-nginx-'));
  outDir = path.join(tmp, 'dist');
  // A copy of the shared strict build of the real site: the bait below must not reach the other tests' folder.
  await fs.cp(realSiteDir(), outDir, { recursive: true });
  config = (await loadConfig(path.join(repoRoot, 'content', 'site.config.yaml'))).config;
  // Bait: a dotfile inside the site and a file next to it that must never be served.
  await fs.writeFile(path.join(outDir, '.env'), SECRET);
  await fs.writeFile(path.join(tmp, 'secret.txt'), SECRET);
  await fs.mkdir(path.join(tmp, 'base-root'));
  await fs.symlink(outDir, path.join(tmp, 'base-root', 'cheerio'));

  const [port, basePort] = [await freePort(), await freePort()];
  const served = await fs.readFile(path.join(outDir, '_nginx.conf'), 'utf8');
  const cheerioBase = nginxConfig({ baseUrl: '/cheerio/', redirects: [{ from: '/classes/Cheerio.html', to: '/docs/api/classes/Cheerio', file: '', html: '' }], contentSecurityPolicy: "default-src 'self'" });
  nginx = await startNginx(path.join(tmp, 'nginx'), [atPort(served, port, outDir), atPort(cheerioBase, basePort, path.join(tmp, 'base-root'))]);
  origin = `http://127.0.0.1:${port}`;
  baseOrigin = `http://127.0.0.1:${basePort}`;
  await nginx.answering(origin);
  await nginx.answering(baseOrigin);
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

const get = (sitePath: string, headers: Record<string, string> = {}, at = origin) =>
  fetch(at + encodeURI(sitePath), { redirect: 'manual', headers });
const built = (file: string) => fs.readFile(path.join(outDir, file), 'utf8');

// A request sent byte for byte, so `..` and `%2e%2e` reach nginx (fetch would resolve them first).
function rawGet(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http.get(`${origin}/`, { path: target }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('pages through nginx', () => {
  test('/docs/intro is docs/intro.html, as UTF-8 HTML', async () => {
    const response = await get('/docs/intro');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const h1 = cheerio.load(await response.text())('h1').text();
    expect(h1).toBe(cheerio.load(await built('docs/intro.html'))('h1').text());
    expect(h1).not.toBe('');
  });

  test('Markdown twins are text/markdown and llms.txt text/plain, both UTF-8, byte for byte as built', async () => {
    for (const [file, type] of [['docs/intro.md', 'text/markdown; charset=utf-8'], ['index.md', 'text/markdown; charset=utf-8'], ['llms.txt', 'text/plain; charset=utf-8'], ['llms-full.txt', 'text/plain; charset=utf-8']]) {
      const response = await get(`/${file}`);
      expect([file, response.status, response.headers.get('content-type')]).toEqual([file, 200, type]);
      expect(await response.text()).toBe(await built(file!));
    }
    expect((await get('/docs/nothing.md')).status).toBe(404);
  });

  test('/ is the home page; a folder page answers at its own path', async () => {
    expect(await (await get('/')).text()).toBe(await built('index.html'));
    const folderPage = (await fg('**/index.html', { cwd: outDir })).find((file) => file !== 'index.html');
    if (folderPage) expect((await get(`/${folderPage.replace(/\/index\.html$/, '')}`)).status).toBe(200);
  });

  test('like the preview server, /x.html, /x/index.html, /index.html and /x/ answer 301 to /x; only for pages that exist', async () => {
    const expectations: [string, string][] = [['/docs/intro.html', '/docs/intro'], ['/docs/intro/', '/docs/intro'], ['/index.html', '/'], ['/docs/intro.html?x=1', '/docs/intro?x=1']];
    for (const [from, to] of expectations) {
      const response = await fetch(origin + from, { redirect: 'manual' });
      expect([from, response.status, response.headers.get('location')]).toEqual([from, 301, to]);
    }
    for (const missing of ['/docs/nothing.html', '/docs/nothing/', '/docs/intro/index.html']) expect((await get(missing)).status, missing).toBe(404);
  });

  test('an unknown path is a 404 with the not-found page, with the policy and no long caching', async () => {
    for (const missing of ['/no/such/page', '/assets/missing-ABCDEFGH.js', '/search/missing.json']) {
      const response = await get(missing);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(await built('404.html'));
      expect(response.headers.get('cache-control')).toBe(REVALIDATE);
      expect(response.headers.get('content-security-policy')).not.toBeNull();
    }
  });

  test('every redirect of the site config is a real 301, with and without .html, to a page that exists', async () => {
    expect(config.redirects.length).toBeGreaterThan(0);
    for (const { from, to } of config.redirects) {
      for (const path of new Set([from, from.replace(/\.html$/, '')])) {
        const response = await get(path);
        expect([path, response.status, response.headers.get('location')]).toEqual([path, 301, to]);
        expect((await get(to)).status, to).toBe(200);
      }
    }
  });
});

describe('headers through nginx', () => {
  const policy = () => contentSecurityPolicy(siteSources(config), 'header');

  test('pages (the /search page too) carry the build\'s policy and the security headers, and always revalidate', async () => {
    for (const page of ['/docs/intro', '/', '/search']) {
      const response = await get(page);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(policy());
      expect(response.headers.get('cache-control')).toBe(REVALIDATE);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('server')).toBe('nginx');
    }
  });

  test('content-hashed files are cached for a year, and the playground worker gets no policy', async () => {
    const [runner] = await fg('assets/playground-runner-*.js', { cwd: outDir });
    const [index] = await fg('search/shard-*.json', { cwd: outDir });
    expect(runner).toBeDefined();
    expect(index).toBeDefined();
    for (const file of [runner!, index!]) {
      const response = await get(`/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toBe(await built(file));
    }
    expect((await get(`/${runner}`)).headers.get('content-type')).toMatch(/^(application|text)\/javascript; charset=utf-8$/);
  });

  test('text is gzipped when the browser accepts it', async () => {
    const [script] = await fg('assets/main-*.js', { cwd: outDir });
    for (const file of ['/docs/intro', `/${script}`]) {
      const response = await get(file, { 'accept-encoding': 'gzip' });
      expect([file, response.headers.get('content-encoding')]).toEqual([file, 'gzip']);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
    }
    expect((await get('/docs/intro', { 'accept-encoding': 'identity' })).headers.get('content-encoding')).toBeNull();
  });
});

describe('nothing but the site through nginx', () => {
  test('the host-config files and dotfiles are 404s', async () => {
    for (const file of ['/_headers', '/_redirects', '/_nginx.conf', '/.env']) {
      const response = await get(file);
      expect(response.status, file).toBe(404);
      expect(await response.text()).toBe(await built('404.html'));
    }
  });

  test('.. and %2e%2e never reach a file outside dist/', async () => {
    for (const target of ['/../secret.txt', '/%2e%2e/secret.txt', '/docs/%2e%2e/%2e%2e/secret.txt', '/../etc/passwd', '/%2e%2e/etc/passwd', '/..%2fsecret.txt']) {
      const { status, body } = await rawGet(target);
      expect([target, status >= 400 && status < 500]).toEqual([target, true]);
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain('root:');
    }
  });
});

describe('the config for base URL /cheerio/ in nginx', () => {
  test('serves the site under the base, redirects the bare base and the old paths, and 404s outside', async () => {
    const page = await get('/cheerio/docs/intro', {}, baseOrigin);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(await built('docs/intro.html'));
    expect(await (await get('/cheerio/', {}, baseOrigin)).text()).toBe(await built('index.html'));
    for (const [from, to] of [['/cheerio', '/cheerio/'], ['/cheerio/docs/intro/', '/cheerio/docs/intro'], ['/cheerio/classes/Cheerio', '/cheerio/docs/api/classes/Cheerio']]) {
      const response = await get(from!, {}, baseOrigin);
      expect([from, response.status, response.headers.get('location')]).toEqual([from, 301, to]);
    }
    for (const outside of ['/', '/docs/intro', '/cheerio/_nginx.conf']) {
      const response = await get(outside, {}, baseOrigin);
      expect(response.status, outside).toBe(404);
      expect(await response.text()).toBe(await built('404.html'));
    }
  });
});

describe('the site through nginx in Chromium', () => {
  test('the playground runs reader code under the header policy, with zero violations', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const list: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
      document.addEventListener('securitypolicyviolation', (event) => list.push(`${event.effectiveDirective} ${event.blockedURI}`));
    });
    const response = await page.goto(`${origin}/docs/basics/traversing`);
    expect(response?.headers()['content-security-policy']).toBe(contentSecurityPolicy(siteSources(config), 'header'));
    await waitForClientReady(page);
    const block = page.locator('.code-block[data-meta~="live"]').first();
    await block.getByRole('button', { name: '运行', exact: true }).click();
    await expect.poll(() => block.locator('.playground-log').innerText()).toBe('4');
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  });
});
