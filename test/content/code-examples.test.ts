// Proves the docs' code examples: every JavaScript and TypeScript fence in content/ runs against the
// installed cheerio, and prints exactly what its `// =>` comments say. Blocks marked `no-run` are
// not run, but must say why on their first line.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { describe, expect, test } from 'vitest';
import { extractCodeExamples } from './extract-code-blocks.ts';
import type { CodeExample } from './extract-code-blocks.ts';
import { mapWithConcurrency, runExample } from './run-example.ts';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const exampleTimeoutMs = 10_000;
// Each run is a whole Node process; a few at a time keeps the machine responsive and the suite fast.
const concurrentRuns = Math.max(2, Math.min(8, availableParallelism()));

const contentFiles = fg.sync('content/**/*.md', { cwd: repositoryRoot }).sort();
const examples = contentFiles.flatMap((file) =>
  extractCodeExamples(readFileSync(join(repositoryRoot, file), 'utf8'), file),
);
const noRunExamples = examples.filter((example) => example.noRunReason !== undefined);
const runnableExamples = examples.filter((example) => example.noRunReason === undefined);

// Started when the file loads, not per test, so the runs overlap; each test awaits its own.
const runs = mapWithConcurrency(runnableExamples, concurrentRuns, (example) =>
  runExample(example, { cwd: repositoryRoot, timeoutMs: exampleTimeoutMs }),
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

  test('marked no-run each say why on their first line', () => {
    // Compared as a whole list, so a failure shows every no-run block next to its reason.
    const reasons = noRunExamples.map(({ location, noRunReason }) => ({ location, reason: noRunReason }));
    const everyOneGivesAReason = reasons.map(({ location }) => ({
      location,
      reason: expect.stringMatching(/\S/),
    }));
    expect(reasons).toEqual(everyOneGivesAReason);
  });
});

for (const example of runnableExamples) {
  test(`${example.location} ${describeExpectation(example)}`, async () => {
    const run = await runs.get(example);
    if (!run) throw new Error(`No run was started for ${example.location}`);
    expect(run.timedOut, `did not finish within ${exampleTimeoutMs} ms`).toBe(false);
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.otherOutput).toBe('');
    // A block with no `// =>` comments documents no output, so only a clean run is asked of it.
    if (example.expectedOutput.length > 0) expect(run.printed).toEqual(example.expectedOutput);
  });
}
