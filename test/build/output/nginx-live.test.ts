// The generated nginx config run by a real nginx (Debian's) over a tiny folder: what a Location header holds for a
// page whose path is Chinese. The real site's full run is test/site/nginx.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { nginxConfig } from '../../../build/output/nginx-config.ts';

const NGINX = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';
let tmp: string;
let nginx: ChildProcess | undefined;
let nginxLog = '';
let origin: string;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-nginx-live-'));
  const root = path.join(tmp, 'root');
  await fs.mkdir(path.join(root, 'docs', '中文'), { recursive: true });
  await fs.writeFile(path.join(root, 'docs', '中文.html'), '页面');
  await fs.writeFile(path.join(root, 'docs', '中文', 'index.html'), '目录页');
  await fs.writeFile(path.join(root, 'index.html'), '首页');
  const port = await freePort();
  const server = nginxConfig({ baseUrl: '/', redirects: [], contentSecurityPolicy: "default-src 'self'" })
    .replace('\n    listen 80;\n', `\n    listen 127.0.0.1:${port};\n`)
    .replace(/\n {4}root \/var\/www\/cheerio-zh;/, `\n    root ${root};`);
  const conf = path.join(tmp, 'nginx.conf');
  await fs.writeFile(conf, [
    'daemon off;',
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${tmp}/nginx.pid;`,
    `error_log ${tmp}/error.log warn;`,
    'events { worker_connections 16; }',
    'http {',
    'include /etc/nginx/mime.types;',
    'access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${tmp}/${name}_temp;`),
    server,
    '}',
  ].join('\n'));
  nginx = spawn(NGINX, ['-p', `${tmp}/`, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  nginx.stderr!.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
  origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; !(await fetch(origin).then(() => true, () => false)); attempt++) {
    if (attempt > 100 || nginx.exitCode !== null) throw new Error(`nginx did not answer: ${nginxLog}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}, 30_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

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
