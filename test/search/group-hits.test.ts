// Grouping of hits by section and page, with the per-group and per-query caps.
import { expect, test } from 'vitest';
import { SEARCH_HITS_PER_GROUP, SEARCH_HITS_PER_PAGE } from '../../theme/lib/constants.ts';
import { groupHits, hitsInDisplayOrder } from '../../client/search/group-hits.ts';
import { testRecord } from './test-record.ts';

const caps = { perGroup: SEARCH_HITS_PER_GROUP, total: SEARCH_HITS_PER_PAGE };

test('groups hits by lvl0, then by page, in the order of their best hit', () => {
  const hits = [
    testRecord({ lvl0: 'API', page: '/docs/api/load', id: 'a' }),
    testRecord({ lvl0: '文档', page: '/docs/intro', id: 'b' }),
    testRecord({ lvl0: 'API', page: '/docs/api/merge', id: 'c' }),
    testRecord({ lvl0: 'API', page: '/docs/api/load', id: 'd' }),
  ];
  const groups = groupHits(hits, caps);
  expect(groups.map((group) => [group.lvl0, group.pages.map((page) => [page.url, page.hits.map((hit) => hit.anchor)])])).toEqual([
    ['API', [['/docs/api/load', ['a', 'd']], ['/docs/api/merge', ['c']]]],
    ['文档', [['/docs/intro', ['b']]]],
  ]);
  expect(hitsInDisplayOrder(groups).map((hit) => hit.anchor)).toEqual(['a', 'd', 'c', 'b']);
});

test('shows at most 5 hits per group and 20 per query', () => {
  const hits = Array.from({ length: 40 }, (_, index) => testRecord({ lvl0: `分组${index % 8}`, page: `/p${index}`, id: `h${index}` }));
  const groups = groupHits(hits, caps);
  const counts = groups.map((group) => group.pages.reduce((sum, page) => sum + page.hits.length, 0));
  expect(counts.every((count) => count <= 5)).toBe(true);
  expect(hitsInDisplayOrder(groups)).toHaveLength(20);
  const oneGroup = groupHits(Array.from({ length: 9 }, (_, index) => testRecord({ lvl0: '文档', page: '/p', id: `${index}` })), caps);
  expect(hitsInDisplayOrder(oneGroup)).toHaveLength(5);
});
