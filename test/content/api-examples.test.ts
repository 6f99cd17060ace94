// Runs every JavaScript `@example` from cheerio's declarations (the code the API pages show) the way
// the tutorial examples run: each in a fresh Node process against the installed cheerio, with
// requests answered by the local fixture server. The API examples are fragments written against the
// "fruits" markup of the Cheerio class example, so each gets a prelude that imports cheerio and
// loads that markup as `$` (unless it loads its own). Each must run cleanly, and where a one-line
// expression is followed by a one-line `//=> value` comment, the value is printed and compared the
// way upstream writes it: strings bare, objects as `util.inspect` shows them, a Cheerio selection as
// `[<li …>…</li>, …]`. Comments that describe rather than show a value are listed with a reason.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { loadApiModel } from '../../build/api/model-file.ts';
import { cheerioPackageRoot } from '../../build/api/index.ts';
import { signatureKeys, visibleMembers } from '../../build/api/keys.ts';
import type { DocComment, SymbolModel } from '../../build/api/model.ts';
import { createExampleDirectory, startExampleServer } from './example-environment.ts';
import type { CodeExample } from './extract-code-blocks.ts';
import { mapWithConcurrency, runExample } from './run-example.ts';

const rootDir = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));
const model = await loadApiModel(cheerioPackageRoot(rootDir), path.join(rootDir, 'content'));

/** One example code block and where it is (`Cheerio.attr#2 @example 1.1`: example 1, part 1). */
interface ApiExample {
  location: string;
  code: string;
}

/**
 * `//=> …` comments that are not the literal value, by example and comment, with the reason. When
 * cheerio fixes one, the test says so and the entry goes.
 */
const notLiteral: Record<string, Record<string, string>> = {
  'Cheerio.prop#1 @example 1.1': {
    false: 'queries a checkbox that the fruits markup does not have',
    ok: 'queries a checkbox that the fruits markup does not have',
  },
  'Cheerio.prop#4 @example 1.2': { "'https://example.com/image.png'": 'needs the `baseURI` option its caption mentions' },
  'Cheerio.val#1 @example 1.1': { input_text: 'queries a text input that the fruits markup does not have' },
  'Cheerio.val#2 @example 1.1': { '<input type="text" value="test"/>': 'queries a text input that the fruits markup does not have' },
  'Cheerio.toggleClass @example 1.1': {
    '<li class="apple fruit red">Apple</li>': 'expects an `.apple.green` element the fruits markup does not have',
    '<li class="apple green fruit red">Apple</li>': 'expects an `.apple.green` element the fruits markup does not have',
  },
  'Cheerio.toArray @example 1.1': { '[ {...}, {...}, {...} ]': 'abbreviates the three element objects' },
  'Cheerio.closest @example 1.1': { '[<ul id="fruits"> ... </ul>]': 'abbreviates the list markup' },
  'Cheerio.index @example 1.1': { '1': "upstream typo: `#fruit` matches nothing, so `.apple` is at 0 in `$('#fruit, li')`" },
  'Cheerio.parents @example 1.1': { '2': 'counts the `<div id="food">` that wraps the list in cheerio’s own test fixture' },
  'Cheerio.text#2 @example 1.1': { '<div class="orange">Orange</div>': 'shows the changed element, not the returned selection' },
  'CheerioAPI.root @example 1.1': { '<ul id="fruits">...</ul><ul id="vegetables"></ul>': 'abbreviates the list markup' },
};

/** Examples that cannot run here, and why; each must still exist upstream. */
const notRun: Record<string, string> = {
  loadBuffer: 'reads index.html from the working directory, a file the example does not create',
  stringStream: 'pipes my-document.html from the working directory, a file the example does not create',
};

function examplesOf(owner: string, comment: DocComment): ApiExample[] {
  return comment.examples.flatMap((parts, exampleIndex) =>
    parts.flatMap((part, partIndex) =>
      part.kind === 'code' && part.language === 'js'
        ? [{ location: `${owner} @example ${exampleIndex + 1}.${partIndex + 1}`, code: part.code }]
        : [],
    ),
  );
}

function collectExamples(symbols: readonly SymbolModel[]): ApiExample[] {
  return symbols.flatMap((symbol) => [
    ...examplesOf(symbol.name, symbol.comment),
    ...symbol.signatures.flatMap((signature) => examplesOf(symbol.name, signature.comment)),
    // Inherited members show their examples on the page that documents them.
    ...visibleMembers(symbol).flatMap((member) => [
      ...examplesOf(`${symbol.name}.${member.name}`, member.comment),
      ...member.signatures.flatMap((signature, index) => examplesOf(signatureKeys(`${symbol.name}.${member.name}`, member.signatures)[index]!, signature.comment)),
    ]),
  ]);
}

// The markup the Cheerio class example says every API example uses.
const fruits = model.symbols
  .find((symbol) => symbol.name === 'Cheerio')!
  .comment.examples.flat()
  .find((part) => part.kind === 'code' && part.language === 'html');

const showMarker = '\u0001shown:';
const showHelper = `
import { inspect as __inspect } from 'node:util';
const __show = (value) => console.log(${JSON.stringify(showMarker)} + (
  typeof value === 'string' ? value
  : value && value.cheerio === '[cheerio object]' ? '[' + value.toArray().map((_, index) => value.eq(index).prop('outerHTML')).join(', ') + ']'
  : __inspect(value && Object.getPrototypeOf(value) === null ? { ...value } : value)));`;

/** One `expr;` line followed by a one-line `//=> value` comment. */
interface ShownValue {
  line: number;
  expected: string;
}

/** The `//=> value` comments that follow a one-line expression and span one line. */
function shownValues(code: string): ShownValue[] {
  const lines = code.split('\n');
  const shown: ShownValue[] = [];
  lines.forEach((line, index) => {
    const match = /^\s*\/\/\s*=>\s?(.*)$/.exec(line);
    const previous = lines[index - 1] ?? '';
    const next = lines[index + 1] ?? '';
    if (!match || !/^\s*[$\w][^;]*;\s*$/.test(previous) || /^\s*(?:const|let|var|import)\s/.test(previous)) return;
    if (/^\s*\/\//.test(next)) return;
    shown.push({ line: index - 1, expected: match[1]!.trim() });
  });
  return shown;
}

// Upstream quotes some strings ('Orange', "apple orange pear") and not others (Orange).
const unquote = (value: string) => value.replace(/^'(.*)'$|^"(.*)"$/, '$1$2');

/** The example as a program: cheerio imported, `fs` imported where used, the fruits loaded as `$`. */
function asProgram(code: string): string {
  const prelude: string[] = [];
  if (!/^\s*import\s+\*\s+as\s+cheerio\b/m.test(code)) prelude.push("import * as cheerio from 'cheerio';");
  if (/\bfs\./.test(code) && !/import\s+\*\s+as\s+fs\b/.test(code)) prelude.push("import * as fs from 'node:fs';");
  if (!/\b(?:const|let|var)\s+\$\s*=/.test(code) && /\$/.test(code)) {
    // As a fragment and without the indentation: the one-line markup of cheerio's own test fixture.
    const markup = fruits?.kind === 'code' ? fruits.code.replace(/>\s+</g, '><').trim() : '';
    prelude.push(`const $ = cheerio.load(${JSON.stringify(markup)}, null, false);`);
  }
  // The examples' own `import` lines must come first in a module; hoist them above the prelude.
  const shownLines = new Set(shownValues(code).map((value) => value.line));
  const lines = code.split('\n').map((line, index) => (shownLines.has(index) ? `__show(${line.trim().replace(/;$/, '')});` : line));
  const imports = lines.filter((line) => /^\s*import\s/.test(line));
  const rest = lines.filter((line) => !/^\s*import\s/.test(line));
  if (!imports.some((line) => /\bcheerio\b/.test(line)) && !prelude[0]?.includes('cheerio')) prelude.unshift("import * as cheerio from 'cheerio';");
  return [...imports, ...prelude, showHelper, ...rest].join('\n');
}

const examples = collectExamples(model.symbols);
const runnable = examples.filter((example) => !Object.hasOwn(notRun, example.location.split(' ')[0]!));
const directory = createExampleDirectory(rootDir);
const server = await startExampleServer();
afterAll(async () => {
  await server.close();
  directory.remove();
});

const runs = mapWithConcurrency(runnable, Math.max(2, Math.min(8, availableParallelism())), (example) => {
  const codeExample: CodeExample = {
    location: example.location,
    language: 'javascript',
    meta: '',
    code: asProgram(example.code),
    rawCode: example.code,
    fenceLine: 0,
    expectedOutput: [],
  };
  return runExample(codeExample, { cwd: directory.path, timeoutMs: 25_000, serverOrigin: server.origin, runId: randomUUID() });
});

describe('API @example code from cheerio’s declarations', () => {
  test('is found', () => {
    expect(examples.length).toBeGreaterThan(50);
  });

  test('not run are only the listed ones, which still exist upstream', () => {
    const skipped = [...new Set(examples.filter((example) => !runnable.includes(example)).map((example) => example.location.split(' ')[0]))];
    expect(skipped.sort()).toEqual(Object.keys(notRun).sort());
  });

  test('lists only comments that exist upstream as not literal', () => {
    const listed = Object.entries(notLiteral).flatMap(([location, values]) => Object.keys(values).map((value) => `${location}: ${value}`));
    const found = examples.flatMap((example) => shownValues(example.code).map((value) => `${example.location}: ${value.expected}`));
    expect(listed.filter((entry) => !found.includes(entry))).toEqual([]);
  });

  for (const example of runnable) {
    const shown = shownValues(example.code);
    const description = shown.length > 0 ? 'runs and shows the values its //=> comments give' : 'runs without errors';
    test(`${example.location} ${description}`, { timeout: 120_000 }, async () => {
      const run = await runs.get(example);
      expect(run?.timedOut).toBe(false);
      expect(run?.stderr).toBe('');
      expect(run?.exitCode).toBe(0);
      const actual = (run?.printed ?? []).filter((line) => line.startsWith(showMarker)).map((line) => line.slice(showMarker.length));
      const known = notLiteral[example.location] ?? {};
      // A listed comment must still differ from the value, so a fixed one is noticed and unlisted.
      const compared = shown.map((value, index) => {
        const printed = unquote(actual[index] ?? '(nothing printed)');
        if (!Object.hasOwn(known, value.expected)) return printed;
        return printed === unquote(value.expected) ? `${printed} (listed as not literal, but it is)` : unquote(value.expected);
      });
      expect(compared).toEqual(shown.map((value) => unquote(value.expected)));
    });
  }
});
