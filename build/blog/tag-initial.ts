// The letter a tag is filed under on the tags page: its first Latin letter, or the pinyin initial of its
// first Chinese character (发布 → F), as Chinese readers expect from an index. The initials come from a table made
// from pinyin-pro (pinyin-initials.ts, `npm run pinyin:initials`): the build needs one letter per label, not the
// dictionaries pinyin-pro loads for whole phrases.
import { OTHERS, TABLE, TABLE_FROM } from './pinyin-initials.ts';

const LATIN = /[a-z]/i;
/** Where tags that start with neither a letter nor a Chinese character are filed. */
export const OTHER_INITIAL = '#';

// OTHERS as a map: each of its characters is followed by its initial.
const otherInitials = new Map<string, string>();
const others = [...OTHERS];
for (let index = 0; index < others.length; index += 2) otherInitials.set(others[index]!, others[index + 1]!);

// The initial of a character from the table; OTHER_INITIAL for one that has no reading or is not Chinese.
function pinyinInitial(character: string): string {
  const offset = character.codePointAt(0)! - TABLE_FROM;
  if (offset >= 0 && offset < TABLE.length) return TABLE[offset]!;
  return otherInitials.get(character) ?? OTHER_INITIAL;
}

/** The initial `label` is filed under: its first character's letter or pinyin initial, else OTHER_INITIAL. */
export function tagInitial(label: string): string {
  const first = [...label.trim()][0] ?? '';
  if (LATIN.test(first)) return first.toUpperCase();
  return first === '' ? OTHER_INITIAL : pinyinInitial(first);
}
