// Sections: the manifest's runs of each record's section, and the hits a list capped per section shows (the modal's).
import { expect, test } from 'vitest';
import { packSectionRuns, shownHits, unpackSectionRuns } from '../../../../theme/lib/search/sections.ts';

test('sections pack into runs numbered in order of first appearance, and back', () => {
  const sections = ['文档', '文档', 'API', 'API', 'API', '文档', '博客'];
  const runs = packSectionRuns(sections);
  expect(runs).toEqual([0, 2, 1, 3, 0, 1, 2, 1]);
  expect([...unpackSectionRuns(runs)]).toEqual([0, 0, 1, 1, 1, 0, 2]);
  expect([...unpackSectionRuns(packSectionRuns([]))]).toEqual([]);
});

test('a list capped per section keeps the first hits of each section, in order', () => {
  const hits = ['a1', 'b1', 'a2', 'a3', 'b2', 'a4', 'c1', 'b3'];
  expect(shownHits(hits, (hit) => hit[0], 2)).toEqual(['a1', 'b1', 'a2', 'b2', 'c1']);
  expect(shownHits(hits, (hit) => hit[0], 8)).toEqual(hits);
  expect(shownHits([], (hit: string) => hit, 5)).toEqual([]);
});
