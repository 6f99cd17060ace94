// The harness itself: examples reach only the local fixture server, and CommonJS programs run as such.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { createExampleDirectory, startExampleServer } from './example-environment.ts';
import type { CodeExample } from './extract-code-blocks.ts';
import { runExample } from './run-example.ts';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const directory = createExampleDirectory(repositoryRoot);
const server = await startExampleServer();
afterAll(async () => {
  await server.close();
  directory.remove();
});

function example(code: string): CodeExample {
  return {
    location: 'test.md:1',
    language: 'javascript',
    meta: '',
    code,
    rawCode: code,
    fenceLine: 1,
    expectedOutput: [],
  };
}

function run(code: string, moduleType: 'module' | 'commonjs' = 'module', runId = randomUUID()) {
  return runExample(example(code), {
    cwd: directory.path,
    timeoutMs: 10_000,
    moduleType,
    serverOrigin: server.origin,
    runId,
  });
}

describe('runExample', () => {
  test('refuses TCP connections to anything but loopback', async () => {
    const result = await run(`
      import net from 'node:net';
      try { net.connect(80, 'example.org'); } catch (error) { console.log(error.message); }
      try { net.connect({ host: '93.184.215.14', port: 443 }); } catch (error) { console.log(error.message); }
    `);
    expect(result.printed).toEqual([
      'Code examples may only connect to 127.0.0.1, not example.org',
      'Code examples may only connect to 127.0.0.1, not 93.184.215.14',
    ]);
  });

  test('sends cheerio.fromURL to the local server, keeping the URL’s host, path and protocol', async () => {
    const runId = randomUUID();
    const result = await run(
      `
      import * as cheerio from 'cheerio';
      const $ = await cheerio.fromURL('https://example.com/');
      console.log($('h1').text());
      try {
        await cheerio.fromURL('http://not-a-fixture.test/missing?page=2');
      } catch (error) {
        console.log(error.statusCode);
      }
    `,
      'module',
      runId,
    );
    expect(result.stderr).toBe('');
    expect(result.printed).toEqual(['Example Domain', '404']);
    expect(
      server.requests.filter((request) => request.runId === runId).map(({ url, status }) => [url, status]),
    ).toEqual([
      ['https://example.com/', 200],
      ['http://not-a-fixture.test/missing?page=2', 404],
    ]);
  });

  test('runs CommonJS programs as CommonJS, resolving cheerio from the fixture directory', async () => {
    const result = await run(
      `const cheerio = require('cheerio');
      console.log(typeof module, cheerio.load('<p>一</p>')('p').text());`,
      'commonjs',
    );
    expect(result).toMatchObject({ exitCode: 0, stderr: '', printed: ['object 一'] });
  });
});
