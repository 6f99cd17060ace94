// Runs one code example the way a reader would: as an ES module in a fresh Node process started in
// the repository root, so `import * as cheerio from 'cheerio'` resolves to the installed package.
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
}

// Loaded with `--import` before the example, so the example's own line numbers stay as in the docs.
// The docs write strings as they are and everything else as JSON (`["a","b"]`, `{"k":1}`, `true`).
// Each call is written as one JSON string per line, so a value spanning several lines stays one value.
const consolePrelude = `
const format = (value) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
console.log = (...values) => {
  process.stdout.write(JSON.stringify(values.map(format).join(' ')) + '\\n');
};
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

function runModule(source: string, { cwd, timeoutMs }: RunOptions): Promise<ExampleRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', preludeURL, '--input-type=module'], {
      cwd,
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
