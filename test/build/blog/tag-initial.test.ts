import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { OTHER_INITIAL, tagInitial } from '../../../build/blog/tag-initial.ts';
import { hanCharacters, PINYIN_INITIALS_FILE, pinyinInitialsModule, pinyinProInitial } from '../../../scripts/pinyin-initials.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

describe('tag initials', () => {
  test('Chinese labels are filed under the pinyin initial of their first character', () => {
    expect(['发布', '公告', '介绍', '网站', '重要', '长度'].map(tagInitial)).toEqual(['F', 'G', 'J', 'W', 'Z', 'C']);
  });

  test('every Chinese character gets the initial pinyin-pro’s own pinyin() gives it, or # when it has none', () => {
    const characters = hanCharacters();
    const differing = characters.filter((character) => tagInitial(character) !== (pinyinProInitial(character) || OTHER_INITIAL));
    expect(differing).toEqual([]);
    // Beyond the Basic Multilingual Plane too (Extension B and later), and most characters have a reading.
    expect(tagInitial('𠀀')).toBe(pinyinProInitial('𠀀') || OTHER_INITIAL);
    expect(characters.filter((character) => tagInitial(character) !== OTHER_INITIAL).length).toBeGreaterThan(20_000);
  });

  test('the checked-in table is what `npm run pinyin:initials` makes from the installed pinyin-pro', () => {
    expect(readFileSync(path.join(repoRoot, PINYIN_INITIALS_FILE), 'utf8')).toBe(pinyinInitialsModule());
  });

  test('Latin labels by their first letter, anything else under #', () => {
    expect(['release', 'Website', '1.0', '  intro', '', '😀 emoji', 'ひらがな', '䷀'].map(tagInitial)).toEqual(['R', 'W', '#', 'I', '#', '#', '#', '#']);
  });
});
