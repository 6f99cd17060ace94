import { describe, expect, test } from 'vitest';
import { tagInitials } from '../../../build/blog/tag-initial.ts';

describe('tag initials', () => {
  test('Chinese labels are filed under the pinyin initial of their first character', async () => {
    const initials = await tagInitials(['发布', '公告', '介绍', '网站', '重要']);
    expect([...initials.values()]).toEqual(['F', 'G', 'J', 'W', 'Z']);
  });

  test('Latin labels by their first letter, anything else under #', async () => {
    const initials = await tagInitials(['release', 'Website', '1.0', '  intro']);
    expect(Object.fromEntries(initials)).toEqual({ release: 'R', Website: 'W', '1.0': '#', '  intro': 'I' });
  });
});
