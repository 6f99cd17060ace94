// The generated nginx config run by a real nginx (Debian's) over a tiny folder: what a Location header holds for a
// page whose path is Chinese, and a base URL made of every kind of character the config allows in one. The real
// site's full run is test/site/nginx.test.ts.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { nginxConfig } from '../../../build/output/nginx-config.ts';
import { atPort, freePort, startNginx, type RunningNginx } from '../../helpers/nginx.ts';

let tmp: string;
let nginx: RunningNginx | undefined;
let origin: string;
let baseOrigin: string;
// Letters of two scripts, a digit and each of `-._~`: what a base URL may hold (build/config/schema.ts).
const BASE_URL = '/中文-Ä.é_~1/docs/';

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-nginx-live-'));
  const root = path.join(tmp, 'root');
  await fs.mkdir(path.join(root, 'docs', '中文'), { recursive: true });
  await fs.writeFile(path.join(root, 'docs', '中文.html'), '页面');
  await fs.writeFile(path.join(root, 'docs', '中文', 'index.html'), '目录页');
  await fs.writeFile(path.join(root, 'index.html'), '首页');
  // The same folder under the base URL, from a root whose folders lead to it.
  const baseRoot = path.join(tmp, 'base-root');
  await fs.mkdir(path.join(baseRoot, ...BASE_URL.split('/').slice(1, -2)), { recursive: true });
  await fs.symlink(root, path.join(baseRoot, ...BASE_URL.split('/').slice(1, -1)));
  const [port, basePort] = [await freePort(), await freePort()];
  const policy = "default-src 'self'";
  const baseConfig = nginxConfig({ baseUrl: BASE_URL, redirects: [{ from: '/旧', to: '/docs/中文', file: '', html: '' }], contentSecurityPolicy: policy });
  nginx = await startNginx(path.join(tmp, 'nginx'), [
    atPort(nginxConfig({ baseUrl: '/', redirects: [], contentSecurityPolicy: policy }), port, root),
    atPort(baseConfig, basePort, baseRoot),
  ]);
  origin = `http://127.0.0.1:${port}`;
  baseOrigin = `http://127.0.0.1:${basePort}`;
  await nginx.answering(origin);
  await nginx.answering(baseOrigin);
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

const locationOf = async (sitePath: string) => (await fetch(origin + sitePath, { redirect: 'manual' })).headers.get('location');

test('the .html and trailing-slash redirects of a Chinese path send a percent-encoded Location, query kept', async () => {
  const encoded = encodeURIComponent('中文');
  expect(await locationOf(`/docs/${encoded}.html`)).toBe(`/docs/${encoded}`);
  expect(await locationOf(`/docs/${encoded}.html?q=1`)).toBe(`/docs/${encoded}?q=1`);
  expect(await locationOf(`/docs/${encoded}/index.html`)).toBe(`/docs/${encoded}`);
  expect(await locationOf(`/docs/${encoded}/`)).toBe(`/docs/${encoded}`);
  expect(await locationOf('/index.html')).toBe('/');
  expect(await (await fetch(`${origin}/docs/${encoded}`)).text()).toBe('页面');
});

test('a base URL of letters, digits and -._~ serves the site under it, with its redirects, and 404s outside it', async () => {
  const base = BASE_URL.split('/').map((segment) => encodeURIComponent(segment)).join('/');
  const answer = async (sitePath: string) => {
    const response = await fetch(baseOrigin + sitePath, { redirect: 'manual' });
    return [sitePath, response.status, response.headers.get('location'), response.status === 200 ? await response.text() : ''];
  };
  const encoded = encodeURIComponent('中文');
  expect(await answer(base)).toEqual([base, 200, null, '首页']);
  expect(await answer(`${base}docs/${encoded}`)).toEqual([`${base}docs/${encoded}`, 200, null, '页面']);
  expect(await answer(`${base}docs/${encoded}.html?q=1`)).toEqual([`${base}docs/${encoded}.html?q=1`, 301, `${base}docs/${encoded}?q=1`, '']);
  expect(await answer(`${base}${encodeURIComponent('旧')}`)).toEqual([`${base}${encodeURIComponent('旧')}`, 301, `${base}docs/${encoded}`, '']);
  expect(await answer(base.slice(0, -1))).toEqual([base.slice(0, -1), 301, base, '']);
  expect((await answer('/docs/中文'.replace('中文', encoded)))[1]).toBe(404);
});
