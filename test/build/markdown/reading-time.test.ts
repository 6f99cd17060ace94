import { expect, test } from 'vitest';
import { readingTimeMinutes } from '../../../build/markdown/reading-time.ts';
import { createRandom } from '../../../scripts/bench/seeded-random.ts';
import { CJK_CHARACTERS_PER_MINUTE, LATIN_WORDS_PER_MINUTE } from '../../../theme/lib/constants.ts';

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

test('counts like matching each CJK character on its own, also for characters outside the BMP', () => {
  // The count as it was first written: every CJK character matched alone, each replaced by a space.
  const cjkCharacter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
  const latinWord = /[\p{Script=Latin}\p{Number}_$][\p{Script=Latin}\p{Number}_$'’.-]*/gu;
  const characterByCharacter = (text: string) => {
    const cjk = text.match(cjkCharacter)?.length ?? 0;
    const latin = text.replace(cjkCharacter, ' ').match(latinWord)?.length ?? 0;
    return Math.max(1, Math.ceil(cjk / CJK_CHARACTERS_PER_MINUTE + latin / LATIN_WORDS_PER_MINUTE));
  };
  const random = createRandom(3);
  const pieces = ['中', '文字', '𠀀', '𪚥', 'かな', 'カタ', '한글', 'load', 'Buffer', '42', '$', '_x', '.', '-', "'", '’', ' ', '\n', '，', 'é'];
  for (let round = 0; round < 300; round++) {
    const text = Array.from({ length: random.integer(0, 2000) }, () => random.pick(pieces)).join('');
    expect(readingTimeMinutes(text), text.slice(0, 80)).toBe(characterByCharacter(text));
  }
  expect(readingTimeMinutes('𠀀'.repeat(501))).toBe(2);
});
