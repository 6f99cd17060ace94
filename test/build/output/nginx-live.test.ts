// The generated nginx config run by a real nginx (Debian's) over a tiny folder: what a Location header holds for a
// page whose path is Chinese. The real site's full run is test/site/nginx.test.ts.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { nginxConfig } from '../../../build/output/nginx-config.ts';
import { atPort, freePort, startNginx, type RunningNginx } from '../../helpers/nginx.ts';

let tmp: string;
let nginx: RunningNginx | undefined;
let origin: string;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-nginx-live-'));
  const root = path.join(tmp, 'root');
  await fs.mkdir(path.join(root, 'docs', '中文'), { recursive: true });
  await fs.writeFile(path.join(root, 'docs', '中文.html'), '页面');
  await fs.writeFile(path.join(root, 'docs', '中文', 'index.html'), '目录页');
  await fs.writeFile(path.join(root, 'index.html'), '首页');
  const port = await freePort();
  nginx = await startNginx(path.join(tmp, 'nginx'), [atPort(nginxConfig({ baseUrl: '/', redirects: [], contentSecurityPolicy: "default-src 'self'" }), port, root)]);
  origin = `http://127.0.0.1:${port}`;
  await nginx.answering(origin);
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
