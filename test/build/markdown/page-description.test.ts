import { describe, expect, test } from 'vitest';
import { DESCRIPTION_MAX_LENGTH, firstSentence } from '../../../build/markdown/page-description.ts';

describe('first sentence for a description', () => {
  test('ends at a Chinese full stop', () => {
    expect(firstSentence('先加载文档。再选择元素。')).toBe('先加载文档。');
  });

  test('never ends inside a number: the full stop of "1.0" is not the end of a sentence', () => {
    expect(firstSentence('经过 12 个候选版本、前后七年多的打磨，Cheerio 1.0 终于发布了。它开箱即用。'))
      .toBe('经过 12 个候选版本、前后七年多的打磨，Cheerio 1.0 终于发布了。');
  });

  test('ends at an English full stop followed by a space or the end', () => {
    expect(firstSentence('Load a document. Then select.')).toBe('Load a document.');
    expect(firstSentence('Version 2.x is out')).toBe('Version 2.x is out');
  });

  test('a long sentence is cut between words, never inside a number or a word, and says so with an ellipsis', () => {
    const fits = firstSentence(`${'甲'.repeat(140)} loadBuffer 1.2.0 和更多更多的内容`);
    expect([...fits].length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(fits).toBe(`${'甲'.repeat(140)} loadBuffer 1.2.0 和…`);
    expect(firstSentence(`${'乙'.repeat(150)} extraordinary`)).toBe(`${'乙'.repeat(150)}…`);
    expect(firstSentence(`${'丙'.repeat(150)} 1.2.0.123456789`)).toBe(`${'丙'.repeat(150)}…`);
  });
});
