// Backs the claims of content/docs/intro.md that its examples do not show: the Node.js version
// cheerio 1.2.0 asks for, its types and module formats, and what it does not do as a browser would.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startLocalServer } from './local-server.ts';
import type { LocalServer } from './local-server.ts';

const require = createRequire(import.meta.url);
const packageDirectory = dirname(dirname(dirname(require.resolve('cheerio'))));
const packageJSON = JSON.parse(readFileSync(join(packageDirectory, 'package.json'), 'utf8')) as {
  version: string;
  engines: { node: string };
  types: string;
};

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((_request, response) => response.writeHead(200).end(''));
});
afterAll(() => server.close());

describe('intro.md: installation', () => {
  test('cheerio 1.2.0 asks for Node.js 20.18.1 or later', () => {
    expect(packageJSON.version).toBe('1.2.0');
    expect(packageJSON.engines.node).toBe('>=20.18.1');
  });

  test('it ships its own TypeScript declarations', () => {
    expect(existsSync(join(packageDirectory, packageJSON.types))).toBe(true);
  });

  test('require gives the same exports as import, and neither has a default export', async () => {
    const required = require('cheerio') as Record<string, unknown>;
    const imported: Record<string, unknown> = await import('cheerio');
    expect(Object.keys(required).sort()).toEqual(Object.keys(imported).sort());
    expect(typeof required).toBe('object');
    expect('default' in required).toBe(false);
    expect('default' in imported).toBe(false);
  });
});

describe('intro.md: Cheerio is not a web browser', () => {
  test('scripts in the page are not run: they stay text, and what they would render is not there', () => {
    const $ = cheerio.load(
      '<p id="greeting">加载中</p><script>document.getElementById("greeting").textContent = "你好";</script>',
    );
    expect($('#greeting').text()).toBe('加载中');
    expect($('script').text()).toContain('textContent');
  });

  test('no external resource is requested', async () => {
    const url = `${server.origin}/resource`;
    cheerio.load(
      `<img src="${url}.png"><link rel="stylesheet" href="${url}.css"><script src="${url}.js"></script><iframe src="${url}.html"></iframe>`,
    );
    // Anything cheerio had started would have reached the server by the time a request of our own does.
    await fetch(`${server.origin}/after`);
    expect(server.requests.map((request) => request.path)).toEqual(['/after']);
  });

  test('no stylesheet is applied: css() reads only the inline style attribute', () => {
    const $ = cheerio.load('<style>p { color: red; }</style><p>无内联样式</p><p style="color: blue">有内联样式</p>');
    expect($('p').first().css('color')).toBeUndefined();
    expect($('p').last().css('color')).toBe('blue');
  });

  test('nothing is sanitised: <script> and event handler attributes come out of .html() as they went in', () => {
    const markup = '<img src="x" onerror="alert(1)"><script>alert(2)</script>';
    expect(cheerio.load(markup, null, false).html()).toBe(markup);
  });
});
