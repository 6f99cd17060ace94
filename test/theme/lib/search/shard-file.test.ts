// The manifest's tutorial runs: which records are a tutorial's, as run lengths, and back.
import { expect, test } from 'vitest';
import { packTutorialRuns, unpackTutorialRuns } from '../../../../theme/lib/search/shard-file.ts';

test('tutorial flags pack into alternating run lengths, starting with records outside tutorials, and back', () => {
  const flags = [false, false, true, true, true, false, true];
  const runs = packTutorialRuns(flags);
  expect(runs).toEqual([2, 3, 1, 1]);
  expect([...unpackTutorialRuns(runs, flags.length)]).toEqual(flags.map(Number));
  expect(packTutorialRuns([true, false])).toEqual([0, 1, 1]);
  expect([...unpackTutorialRuns(undefined, 3)]).toEqual([0, 0, 0]);
});
