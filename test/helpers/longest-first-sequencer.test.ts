import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { LONGEST_FILES, longestFirst } from './longest-first-sequencer.ts';
import { repoRoot } from './fixture-site.ts';

test('the longest test files start first, in the listed order, and the others keep vitest\'s order', () => {
  const files = ['test/a.test.ts', LONGEST_FILES[2]!, 'test/b.test.ts', LONGEST_FILES[0]!, 'test/c.test.ts'].map((file) => ({ moduleId: path.join(repoRoot, file) }));
  expect(longestFirst(files).map((file) => path.relative(repoRoot, file.moduleId))).toEqual([
    LONGEST_FILES[0], LONGEST_FILES[2], 'test/a.test.ts', 'test/b.test.ts', 'test/c.test.ts',
  ]);
});

test('every file the sequencer names exists, so a renamed file is not silently left at the end', () => {
  for (const file of LONGEST_FILES) expect(existsSync(path.join(repoRoot, file)), file).toBe(true);
});
