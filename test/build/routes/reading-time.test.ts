import { expect, test } from 'vitest';
import { readingTimeMinutes } from '../../../build/routes/reading-time.ts';

test('counts Chinese characters at about 500 a minute', () => {
  expect(readingTimeMinutes('中'.repeat(1000))).toBe(2);
  expect(readingTimeMinutes('中'.repeat(1001))).toBe(3);
});

test('counts Latin words at about 200 a minute', () => {
  expect(readingTimeMinutes('word '.repeat(400))).toBe(2);
});

test('adds both kinds of text and rounds up', () => {
  // 250 characters = 0.5 min, 101 words = 0.505 min → 1.005 → 2
  expect(readingTimeMinutes(`${'字'.repeat(250)} ${'cheerio '.repeat(101)}`)).toBe(2);
});

test('is at least one minute', () => {
  expect(readingTimeMinutes('')).toBe(1);
});

test('counts identifiers inside Chinese text as words', () => {
  expect(readingTimeMinutes('使用loadBuffer加载')).toBe(1);
});
