// What the code examples may touch besides cheerio: fixture files in their working directory and web
// pages served by a local HTTP server on 127.0.0.1 in place of the sites they name. Also decides
// which `no-run` blocks the harness can run after all: those whose only needs it supplies.
import { once } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodeExample } from './extract-code-blocks.ts';

const fixturesDirectory = fileURLToPath(new URL('../fixtures/examples/', import.meta.url));

/** Files copied into the examples' working directory, as the examples name them. */
export const fixtureFiles = ['page.html', 'legacy.html'] as const;

/** A page the local server answers for a URL an example fetches. */
interface FixturePage {
  file: string;
  contentType: string;
}

/** The URLs examples fetch (normalized by `new URL().href`) and the fixture served for each. */
export const fixturePages: ReadonlyMap<string, FixturePage> = new Map([
  ['https://example.com/', { file: 'example.html', contentType: 'text/html; charset=utf-8' }],
  ['https://example.com/news', { file: 'news.html', contentType: 'text/html; charset=utf-8' }],
  // A GBK page whose server claims UTF-8: the example shows `userEncoding` overriding the header.
  ['https://legacy.example.com/', { file: 'legacy.html', contentType: 'text/html; charset=utf-8' }],
  // The markup of the runnable releases example in content/docs/advanced/extract.md.
  [
    'https://github.com/cheeriojs/cheerio/releases',
    { file: 'releases.html', contentType: 'text/html; charset=utf-8' },
  ],
]);

/** Request headers the run prelude adds so the server knows which URL and which run a request is for. */
export const runHeader = 'x-example-run';
export const protocolHeader = 'x-example-protocol';

/** Creates the examples' working directory: fixture files, under the repository's node_modules so
 * `import 'cheerio'` and `require('cheerio')` resolve from it as they do for a reader's project. */
export function createExampleDirectory(repositoryRoot: string): { path: string; remove: () => void } {
  const parent = join(repositoryRoot, 'node_modules', '.cache', 'cheerio-examples');
  mkdirSync(parent, { recursive: true });
  const path = mkdtempSync(join(parent, 'run-'));
  for (const file of fixtureFiles) cpSync(join(fixturesDirectory, file), join(path, file));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** One request the local server received. */
export interface ServedRequest {
  runId: string;
  /** The URL the example asked for, rebuilt from the forwarded protocol, the Host header and the path. */
  url: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
  status: number;
}

export interface ExampleServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: ServedRequest[];
  close: () => Promise<void>;
}

/** Starts the fixture server on 127.0.0.1 with a free port. Unknown URLs get a 404. */
export async function startExampleServer(): Promise<ExampleServer> {
  const requests: ServedRequest[] = [];
  const server = createServer((request, response) => {
    const protocol = String(request.headers[protocolHeader] ?? 'http:');
    const url = new URL(request.url ?? '/', `${protocol}//${request.headers.host ?? 'unknown'}`).href;
    const page = fixturePages.get(url);
    const status = page ? 200 : 404;
    requests.push({
      runId: String(request.headers[runHeader] ?? ''),
      url,
      method: request.method ?? '',
      headers: request.headers,
      status,
    });
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`No fixture for ${url}\n`);
      return;
    }
    response
      .writeHead(200, { 'content-type': page.contentType })
      .end(readFileSync(join(fixturesDirectory, page.file)));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** What an example needs from its surroundings, read from its code. */
export interface ExampleNeeds {
  /** `commonjs` for a program that uses `require` and no `import`/`export` statement. */
  moduleType: 'module' | 'commonjs';
  /** Local files it reads by name (`readFileSync('page.html')`, `createReadStream('legacy.html')`). */
  files: string[];
  /** URLs it passes to `fromURL`, normalized. */
  urls: string[];
  /** The files and URLs among those that the harness has no fixture for. */
  missing: string[];
}

const fileReadPattern = /\b(?:readFileSync|readFile|createReadStream)\(\s*(['"`])([^'"`]+)\1/g;
const fromURLPattern = /\bfromURL\(\s*(['"`])([^'"`]+)\1/g;
const requirePattern = /\brequire\(\s*['"]/;
const moduleSyntaxPattern = /^\s*(?:import|export)\s/m;

export function readExampleNeeds(example: CodeExample): ExampleNeeds {
  const files = [...example.code.matchAll(fileReadPattern)].map((match) => match[2] ?? '');
  const urls = [...example.code.matchAll(fromURLPattern)].map((match) => normalizeURL(match[2] ?? ''));
  const knownFiles: readonly string[] = fixtureFiles;
  return {
    moduleType:
      requirePattern.test(example.code) && !moduleSyntaxPattern.test(example.code) ? 'commonjs' : 'module',
    files,
    urls,
    missing: [
      ...files.filter((file) => !knownFiles.includes(file)),
      ...urls.filter((url) => !fixturePages.has(url)),
    ],
  };
}

function normalizeURL(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/**
 * A `no-run` block is run anyway when everything that kept it from running is supplied here: the
 * files it reads and the URLs it fetches have fixtures, or it is a CommonJS program. A block marked
 * `no-run` for any other reason (no file, URL or `require` found in it) stays unrun.
 */
export function harnessCanRun(example: CodeExample, needs: ExampleNeeds): boolean {
  if (example.noRunReason === undefined) return true;
  const suppliedSomething =
    needs.files.length > 0 || needs.urls.length > 0 || needs.moduleType === 'commonjs';
  return suppliedSomething && needs.missing.length === 0;
}
