import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import type { CodeExample } from './extract-code-blocks.ts';
import { typecheckExamples } from './typecheck-examples.ts';

const cacheDirectory = fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url));
mkdirSync(cacheDirectory, { recursive: true });
const directory = mkdtempSync(join(cacheDirectory, 'typecheck-test-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function example(location: string, fenceLine: number, code: string): CodeExample {
  const language = 'typescript';
  return { location, language, meta: '', code, rawCode: code, fenceLine, expectedOutput: [] };
}

test('reports type errors at their Markdown line, and nothing for correct code', () => {
  const good = example(
    'content/a.md:10',
    10,
    "import * as cheerio from 'cheerio';\nconst n: number = cheerio.load('<p></p>')('p').length;\nconsole.log(n);\n",
  );
  const bad = example(
    'content/b.md:20',
    20,
    "import * as cheerio from 'cheerio';\n\nconst s: number = cheerio.load('<p></p>')('p').text();\n",
  );
  const results = typecheckExamples([good, bad], directory);
  expect(results.get(good)).toEqual([]);
  expect(results.get(bad)).toEqual([
    "content/b.md:23:7 TS2322: Type 'string' is not assignable to type 'number'.",
  ]);
});
