import { describe, expect, test } from 'vitest';
import { maximum, median, minimum, percentile } from '../../scripts/bench/statistics.ts';

describe('benchmark statistics', () => {
  test('takes the middle sample as the median of an odd count', () => {
    expect(median([30, 10, 20])).toBe(20);
  });

  test('averages the two middle samples as the median of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  test('interpolates p95 between the two highest of ten samples', () => {
    const samples = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(percentile(samples, 95)).toBeCloseTo(95.5);
    expect(percentile(samples, 50)).toBe(median(samples));
    expect(percentile(samples, 0)).toBe(10);
    expect(percentile(samples, 100)).toBe(100);
  });

  test('returns the only sample for any percentile of one sample', () => {
    expect(percentile([42], 95)).toBe(42);
  });

  test('does not reorder the caller\'s samples', () => {
    const samples = [3, 1, 2];
    median(samples);
    expect(samples).toEqual([3, 1, 2]);
  });

  test('finds the minimum and maximum', () => {
    expect(minimum([5, -1, 3])).toBe(-1);
    expect(maximum([5, -1, 3])).toBe(5);
  });

  test('refuses an empty sample list and an out-of-range percentile', () => {
    expect(() => median([])).toThrow('no samples');
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});
