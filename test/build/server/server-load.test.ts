// The preview server under load: bounded rounds of concurrent requests on 127.0.0.1, a third of them
// traversal attempts or malformed URLs. It must answer every one, never with a file from outside its folder,
// and its memory must not grow from round to round.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStaticServer } from '../../../build/server/static-server.ts';

const SECRET = 'OUTSIDE-THE-SITE-FOLDER';
const ROUNDS = 6;
const CONCURRENCY = 50;
const REQUESTS_PER_ROUND = 300;

let port: number;
const server = { close: () => {} };

// Raw paths as an attacker writes them; `fetch` would normalise most of them away, so they go over a socket.
const HOSTILE = [
  '/../secret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt', '/docs/%2e%2e/%2e%2e/secret.txt', '/..\\secret.txt',
  '/%00', '/docs/intro%00.html', '/%ff%fe', '/%', '/docs/%E4%B8', '//etc/passwd', '/?../../secret.txt', '/' + 'a'.repeat(5000),
];
const NORMAL = ['/', '/docs/intro', '/docs/intro.html', '/docs/intro/', '/assets/app.js', '/missing', '/docs/category/基础教程'];

function rawGet(requestPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0), body: data }));
    socket.on('error', reject);
    socket.write(`GET ${requestPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

beforeAll(async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'server-load-'));
  const root = path.join(folder, 'site');
  await writeFile(path.join(folder, 'secret.txt'), SECRET);
  for (const [file, text] of Object.entries({
    'index.html': '<p>首页</p>', '404.html': '<p>找不到页面</p>', 'docs/intro.html': '<p>简介</p>',
    'docs/category/基础教程.html': '<p>基础教程</p>', 'assets/app.js': 'console.log(1);',
  })) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  const http = createStaticServer({ root });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  port = (http.address() as AddressInfo).port;
  server.close = () => http.close();
});
afterAll(() => server.close());

describe('the static server under load', () => {
  test('answers every request, never leaks a file from outside, and keeps its memory flat', async () => {
    const heapAfterRound: number[] = [];
    const statuses = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const paths = Array.from({ length: REQUESTS_PER_ROUND }, (_, index) => (index % 3 === 0 ? HOSTILE : NORMAL)[index % (index % 3 === 0 ? HOSTILE.length : NORMAL.length)]!);
      for (let start = 0; start < paths.length; start += CONCURRENCY) {
        const answers = await Promise.all(paths.slice(start, start + CONCURRENCY).map(rawGet));
        for (const answer of answers) {
          expect(answer.body).not.toContain(SECRET);
          expect(answer.status).toBeGreaterThanOrEqual(200);
          expect(answer.status).toBeLessThan(500);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }
      }
      global.gc?.();
      heapAfterRound.push(process.memoryUsage().heapUsed);
    }
    // Every kind of answer showed up: pages, redirects, not-found and refused requests.
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([200, 301, 400, 404]));
    // Memory after the last round stays near the second round's (the first warms caches and JIT).
    expect(heapAfterRound.at(-1)! - heapAfterRound[1]!).toBeLessThan(32 * 1024 * 1024);
  });
});
