import { expect, test } from 'vitest';
import { capQuery } from '../../../client/search/cap-query.ts';
import { SEARCH_INPUT_MAX_LENGTH } from '../../../theme/lib/constants.ts';

test('a query cut to the longest length never ends in half an emoji, so it can still be put in a URL', () => {
  // The cut falls between the two halves of 😀: the selection's 64 units end in a lone high surrogate.
  const selection = `${'选'.repeat(SEARCH_INPUT_MAX_LENGTH - 1)}😀后面`;
  const query = capQuery(selection);
  expect(query).toBe('选'.repeat(SEARCH_INPUT_MAX_LENGTH - 1));
  expect(() => encodeURIComponent(query)).not.toThrow();
  expect(capQuery(`${'选'.repeat(SEARCH_INPUT_MAX_LENGTH - 2)}😀后面`)).toBe(`${'选'.repeat(SEARCH_INPUT_MAX_LENGTH - 2)}😀`);
  expect(capQuery('短')).toBe('短');
});
