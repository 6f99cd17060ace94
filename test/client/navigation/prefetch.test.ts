import { expect, test } from 'vitest';
import { prefersNoPrefetch } from '../../../client/navigation/prefetch.ts';

test('prefetching is skipped on data saver and on 2G connections', () => {
  expect(prefersNoPrefetch({ saveData: true, effectiveType: '4g' })).toBe(true);
  expect(prefersNoPrefetch({ effectiveType: '2g' })).toBe(true);
  expect(prefersNoPrefetch({ effectiveType: 'slow-2g' })).toBe(true);
});

test('prefetching goes ahead on faster connections and where the browser does not say', () => {
  expect(prefersNoPrefetch({ saveData: false, effectiveType: '3g' })).toBe(false);
  expect(prefersNoPrefetch({ effectiveType: '4g' })).toBe(false);
  expect(prefersNoPrefetch(undefined)).toBe(false);
});
