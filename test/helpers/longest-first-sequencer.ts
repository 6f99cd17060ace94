// Test file order: the files that take longest start first, so the workers finish together. Vitest orders by the
// durations of the last run, which a clean clone (CI) does not have; it then starts the largest files first, and the
// accessibility files, a few lines that run for most of a minute each, came last.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that take longest (30–60 s each on a 2-core machine), longest first, by path relative to the project. */
export const LONGEST_FILES = [
  'test/browser/search-harness.test.ts',
  'test/browser/accessibility-dark.test.ts',
  'test/browser/accessibility-light.test.ts',
  'test/browser/playground.test.ts',
  'test/content/api-examples.test.ts',
  'test/content/code-examples.test.ts',
];

/** `files` in their order, but with those of `LONGEST_FILES` moved to the front, in that list's order. */
export function longestFirst<T extends { moduleId: string }>(files: readonly T[]): T[] {
  const rank = (file: T) => {
    const index = LONGEST_FILES.findIndex((name) => file.moduleId.endsWith(name));
    return index < 0 ? LONGEST_FILES.length : index;
  };
  return files.map((file, position) => ({ file, position })).sort((a, b) => rank(a.file) - rank(b.file) || a.position - b.position).map(({ file }) => file);
}

/** Vitest's own order, with the longest files first (`longestFirst`). */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return longestFirst(await super.sort(files));
  }
}
