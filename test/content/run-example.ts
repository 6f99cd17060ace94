// Runs one code example the way a reader would: as an ES module (or a CommonJS program) in a fresh
// Node process, started in a directory whose node_modules supply the installed `cheerio`. Its network
// never leaves 127.0.0.1: the prelude sends cheerio's requests to the local fixture server and
// refuses any other connection.
import { spawn } from 'node:child_process';
import { transform } from 'esbuild';
import type { CodeExample } from './extract-code-blocks.ts';

/** What one run of an example did. */
export interface ExampleRun {
  exitCode: number | null;
  /** One entry per `console.log` call, formatted the way the docs write values. */
  printed: string[];
  /** Standard output that did not come from `console.log` (e.g. `process.stdout.write`). */
  otherOutput: string;
  stderr: string;
  timedOut: boolean;
}

export interface RunOptions {
  /** The directory the example runs in; its node_modules supply `cheerio`. */
  cwd: string;
  timeoutMs: number;
  /** How Node reads the code; `module` unless the example is a CommonJS program. */
  moduleType?: 'module' | 'commonjs';
  /** `http://127.0.0.1:<port>`: where every request cheerio's undici makes is sent. */
  serverOrigin?: string;
  /** Sent with every request as the `x-example-run` header, so the server can tell runs apart. */
  runId?: string;
}

// Loaded with `--import` before the example, so the example's own line numbers stay as in the docs.
// The docs write strings as they are and everything else as JSON (`["a","b"]`, `{"k":1}`, `true`).
// Each call is written as one JSON string per line, so a value spanning several lines stays one value.
//
// Network: `fromURL` opens `new undici.Client(origin)` itself, so a global dispatcher would not be
// used. Instead `Client.prototype.dispatch` of the undici that cheerio imports (resolved from
// cheerio's own location, so it is the same module instance) hands every request for another origin
// to one Client for the local server, with the original host in the Host header and the original
// protocol and the run's id in `x-example-*` headers. As a second line of defence every TCP
// connection to anything but a loopback address throws, whatever library opens it.
const consolePrelude = `
import { createRequire } from 'node:module';
import net from 'node:net';
import { pathToFileURL } from 'node:url';

const format = (value) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
console.log = (...values) => {
  process.stdout.write(JSON.stringify(values.map(format).join(' ')) + '\\n');
};

const loopback = new Set(['127.0.0.1', '::1', 'localhost']);
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options = typeof first === 'object' && first !== null ? first : undefined;
  const host = options ? options.host : typeof args[1] === 'string' ? args[1] : undefined;
  if (!(options && options.path) && !loopback.has(host ?? 'localhost')) {
    throw new Error('Code examples may only connect to 127.0.0.1, not ' + host);
  }
  return connect.apply(this, args);
};

const serverOrigin = process.env.EXAMPLE_SERVER_ORIGIN;
if (serverOrigin) {
  const requireHere = createRequire(pathToFileURL(process.cwd() + '/index.js'));
  const undici = createRequire(requireHere.resolve('cheerio'))('undici');
  const dispatch = undici.Client.prototype.dispatch;
  const originOf = (client) => {
    const key = Object.getOwnPropertySymbols(client).find((symbol) => symbol.description === 'url');
    return key ? client[key] : undefined;
  };
  let local;
  undici.Client.prototype.dispatch = function (opts, handler) {
    const target = originOf(this);
    if (!target) throw new Error('run-example prelude: cannot read the origin of an undici Client');
    if (target.origin === serverOrigin) return dispatch.call(this, opts, handler);
    local ??= new undici.Client(serverOrigin);
    const extra = {
      host: target.host,
      'x-example-protocol': target.protocol,
      'x-example-run': process.env.EXAMPLE_RUN_ID ?? '',
    };
    const given = opts.headers ?? {};
    // undici takes headers as a flat or paired array, an iterable of pairs, or a plain object.
    const headers = Array.isArray(given)
      ? [...given.flat(), ...Object.entries(extra).flat()]
      : typeof given[Symbol.iterator] === 'function'
        ? { ...Object.fromEntries(given), ...extra }
        : { ...given, ...extra };
    return dispatch.call(local, { ...opts, origin: serverOrigin, headers }, handler);
  };
}
`;
const preludeURL = `data:text/javascript,${encodeURIComponent(consolePrelude)}`;

/** Runs the example (TypeScript first stripped of its types by esbuild) and reports what it did. */
export async function runExample(example: CodeExample, options: RunOptions): Promise<ExampleRun> {
  const source =
    example.language === 'typescript'
      ? (await transform(example.code, { loader: 'ts', format: 'esm' })).code
      : example.code;
  return runModule(source, options);
}

function runModule(
  source: string,
  { cwd, timeoutMs, moduleType = 'module', serverOrigin, runId }: RunOptions,
): Promise<ExampleRun> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, EXAMPLE_RUN_ID: runId ?? '' };
    if (serverOrigin) env.EXAMPLE_SERVER_ORIGIN = serverOrigin;
    // Proxy settings would send undici elsewhere; the examples' network is the local server only.
    for (const name of ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy', 'NODE_OPTIONS']) {
      delete env[name];
    }
    const child = spawn(process.execPath, ['--import', preludeURL, `--input-type=${moduleType}`], {
      cwd,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, ...splitOutput(stdout), stderr, timedOut });
    });
    // A child that dies before reading all its code closes the pipe; its exit code and stderr say why.
    child.stdin.on('error', () => {});
    child.stdin.end(source);
  });
}

/** Separates the prelude's one-JSON-string-per-line `console.log` output from anything else. */
function splitOutput(stdout: string): Pick<ExampleRun, 'printed' | 'otherOutput'> {
  const printed: string[] = [];
  let otherOutput = '';
  for (const line of stdout.split('\n')) {
    if (line === '') continue;
    const value = parseJSONString(line);
    if (value === undefined) otherOutput += `${line}\n`;
    else printed.push(value);
  }
  return { printed, otherOutput };
}

function parseJSONString(line: string): string | undefined {
  if (!line.startsWith('"')) return undefined;
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Calls `task` on every item with at most `limit` calls in flight; returns each item's promise. */
export function mapWithConcurrency<Item, Result>(
  items: readonly Item[],
  limit: number,
  task: (item: Item) => Promise<Result>,
): Map<Item, Promise<Result>> {
  const results = new Map<Item, Promise<Result>>();
  let running = 0;
  const waiting: Array<() => void> = [];
  const acquire = () =>
    running < limit ? (running++, Promise.resolve()) : new Promise<void>((start) => waiting.push(start));
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  for (const item of items) {
    const result = acquire().then(() => task(item).finally(release));
    // Each promise is awaited by its own test; one whose test is filtered out must not fail the run.
    result.catch(() => {});
    results.set(item, result);
  }
  return results;
}
