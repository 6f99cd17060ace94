import { describe, expect, test } from 'vitest';
import { parsePostDate, splitDatedName } from '../../../build/blog/post-date.ts';

describe('post dates', () => {
  test('a plain date is midnight UTC', () => {
    expect(parsePostDate('2024-08-07')?.toISOString()).toBe('2024-08-07T00:00:00.000Z');
  });

  test('a date-time with or without a zone is understood', () => {
    expect(parsePostDate('2024-08-07T10:30')?.toISOString()).toBe('2024-08-07T10:30:00.000Z');
    expect(parsePostDate('2024-08-07T10:30:00+08:00')?.toISOString()).toBe('2024-08-07T02:30:00.000Z');
  });

  test('dates that are not on the calendar are rejected, not rolled over', () => {
    for (const text of ['2024-02-30', '2023-02-29', '2024-13-01', '2024-8-7', '07.08.2024', 'gestern', '2024-08-07T25:00']) {
      expect(parsePostDate(text), text).toBeUndefined();
    }
    expect(parsePostDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  test('the file name gives the date prefix and the name after it', () => {
    expect(splitDatedName('2024-08-07-version-1')).toEqual({ date: '2024-08-07', name: 'version-1' });
    expect(splitDatedName('about-us')).toEqual({ name: 'about-us' });
  });
});
