// Proves the docs' code examples: every JavaScript and TypeScript fence in content/ runs against the
// installed cheerio, and prints exactly what its `// =>` comments say; every TypeScript fence also
// type-checks. Examples run in a directory holding fixture files (a UTF-8 `page.html`, a GBK
// `legacy.html`), and their `fromURL` requests are answered by a local server on 127.0.0.1 with
// fixture pages, so blocks marked `no-run` for needing files or the network run too. Blocks still
// not run must say why on their first line.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { afterAll, describe, expect, test } from 'vitest';
import {
  createExampleDirectory,
  fixturePages,
  harnessCanRun,
  readExampleNeeds,
  startExampleServer,
} from './example-environment.ts';
import { extractCodeExamples } from './extract-code-blocks.ts';
import type { CodeExample } from './extract-code-blocks.ts';
import { mapWithConcurrency, runExample } from './run-example.ts';
import { typecheckExamples } from './typecheck-examples.ts';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
// Generous: CI runs this beside the browser suite on 2 cores, and each run starts a Node process that loads cheerio.
const exampleTimeoutMs = 25_000;
// Each run is a whole Node process; a few at a time keeps the machine responsive and the suite fast.
const concurrentRuns = Math.max(2, Math.min(8, availableParallelism()));

const contentFiles = fg.sync('content/**/*.md', { cwd: repositoryRoot }).sort();
const examples = contentFiles.flatMap((file) =>
  extractCodeExamples(readFileSync(join(repositoryRoot, file), 'utf8'), file),
);
const needs = new Map(examples.map((example) => [example, readExampleNeeds(example)] as const));
const needsOf = (example: CodeExample) => {
  const found = needs.get(example);
  if (!found) throw new Error(`No needs read for ${example.location}`);
  return found;
};
const runnableExamples = examples.filter((example) => harnessCanRun(example, needsOf(example)));
const unrunExamples = examples.filter((example) => !runnableExamples.includes(example));
const typescriptExamples = examples.filter((example) => example.language === 'typescript');

const exampleDirectory = createExampleDirectory(repositoryRoot);
const server = await startExampleServer();
const runIds = new Map(runnableExamples.map((example) => [example, randomUUID()] as const));
afterAll(async () => {
  await server.close();
  exampleDirectory.remove();
});

// Started when the file loads, not per test, so the runs overlap; each test awaits its own.
const runs = mapWithConcurrency(runnableExamples, concurrentRuns, (example) =>
  runExample(example, {
    cwd: exampleDirectory.path,
    timeoutMs: exampleTimeoutMs,
    moduleType: needsOf(example).moduleType,
    serverOrigin: server.origin,
    runId: runIds.get(example) ?? '',
  }),
);

function describeExpectation(example: CodeExample): string {
  return example.expectedOutput.length > 0
    ? 'runs and prints what its // => comments say'
    : 'runs without errors';
}

describe('code examples in content/', () => {
  test('are found in the Markdown files', () => {
    expect(contentFiles.length).toBeGreaterThan(0);
    expect(runnableExamples.length).toBeGreaterThan(0);
  });

  test('not run are only those the harness cannot supply, each saying why on its first line', () => {
    // Compared as a whole list, so a failure shows every unrun block next to its reason and the
    // files or URLs it needs that have no fixture.
    const unrun = unrunExamples.map((example) => ({
      location: example.location,
      reason: example.noRunReason,
      missingFixtures: needsOf(example).missing,
    }));
    const everyOneGivesAReason = unrun.map(({ location, missingFixtures }) => ({
      location,
      reason: expect.stringMatching(/\S/),
      missingFixtures,
    }));
    expect(unrun).toEqual(everyOneGivesAReason);
  });

  test('fixture pages cover every URL the examples fetch', () => {
    const fetched = [...new Set(examples.flatMap((example) => needsOf(example).urls))].sort();
    expect(fetched.filter((url) => !fixturePages.has(url))).toEqual([]);
  });

  test('GBK fixture legacy.html is GBK bytes, not UTF-8', () => {
    const bytes = readFileSync(join(exampleDirectory.path, 'legacy.html'));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(new TextDecoder('gbk').decode(bytes)).toContain('<title>旧版新闻中心</title>');
  });
});

for (const example of runnableExamples) {
  test(`${example.location} ${describeExpectation(example)}`, { timeout: 120_000 }, async () => {
    const run = await runs.get(example);
    if (!run) throw new Error(`No run was started for ${example.location}`);
    expect(run.timedOut, `did not finish within ${exampleTimeoutMs} ms`).toBe(false);
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.otherOutput).toBe('');
    // A block with no `// =>` comments documents no output, so only a clean run is asked of it.
    if (example.expectedOutput.length > 0) expect(run.printed).toEqual(example.expectedOutput);

    const { files, urls } = needsOf(example);
    // Its requests reached the local server, and only the URLs it names were asked for.
    const served = server.requests.filter((request) => request.runId === runIds.get(example));
    expect(served.map(({ url, status }) => ({ url, status }))).toEqual(
      urls.map((url) => ({ url, status: 200 })),
    );
    if (files.length > 0 || urls.length > 0) {
      // What it read from a fixture was found and decoded: something printed, and no mojibake
      // (GBK or UTF-8 bytes read as windows-1252 show up as Latin-1 letters such as `ÐÂÎÅ`).
      expect(run.printed.length).toBeGreaterThan(0);
      for (const value of run.printed) {
        expect(value).not.toBe('');
        expect(value).not.toMatch(/[\u0080-\u00ff\ufffd]/);
      }
    }
  });
}

describe('TypeScript examples', () => {
  const directory = join(exampleDirectory.path, 'typescript');
  const diagnostics = typecheckExamples(typescriptExamples, directory);
  test('are found', () => {
    expect(typescriptExamples.length).toBeGreaterThan(0);
  });
  for (const example of typescriptExamples) {
    test(`${example.location} type-checks (strict, NodeNext)`, () => {
      expect(diagnostics.get(example)).toEqual([]);
    });
  }
});
