import { expect, test } from 'vitest';
import { buildTableOfContents } from '../../../build/routes/table-of-contents.ts';

const heading = (depth: number, id: string) => ({ depth, id, html: id, text: id, line: 1 });

test('nests level-3 headings under the preceding level-2 heading', () => {
  const toc = buildTableOfContents([heading(2, 'a'), heading(3, 'a1'), heading(3, 'a2'), heading(2, 'b')], 2, 3);
  expect(toc.map((entry) => entry.id)).toEqual(['a', 'b']);
  expect(toc[0]!.children.map((entry) => entry.id)).toEqual(['a1', 'a2']);
});

test('leaves out headings outside the level range', () => {
  const toc = buildTableOfContents([heading(2, 'a'), heading(4, 'deep'), heading(5, 'deeper')], 2, 3);
  expect(toc).toEqual([{ id: 'a', html: 'a', level: 2, children: [] }]);
});

test('keeps a level-3 heading before any level-2 heading at the top', () => {
  expect(buildTableOfContents([heading(3, 'x'), heading(2, 'y')], 2, 3).map((entry) => entry.id)).toEqual(['x', 'y']);
});
