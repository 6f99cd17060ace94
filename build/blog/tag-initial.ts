// The letter a tag is filed under on the tags page: its first Latin letter, or the pinyin initial of its
// first Chinese character (发布 → F), as Chinese readers expect from an index.

const HAN = /\p{Script=Han}/u;
const LATIN = /[a-z]/i;
/** Where tags that start with neither a letter nor a Chinese character are filed. */
export const OTHER_INITIAL = '#';

type PinyinInitial = (character: string) => string;

/** Gives each label its initial; the pinyin dictionary (~100 ms to load) is read only when a label needs it. */
export async function tagInitials(labels: readonly string[]): Promise<Map<string, string>> {
  const needsPinyin = labels.some((label) => HAN.test(firstCharacter(label)));
  const pinyinInitial: PinyinInitial | undefined = needsPinyin ? await loadPinyin() : undefined;
  return new Map(labels.map((label) => [label, initialOf(label, pinyinInitial)]));
}

function initialOf(label: string, pinyinInitial: PinyinInitial | undefined): string {
  const first = firstCharacter(label);
  if (LATIN.test(first)) return first.toUpperCase();
  if (pinyinInitial && HAN.test(first)) return pinyinInitial(first).toUpperCase() || OTHER_INITIAL;
  return OTHER_INITIAL;
}

function firstCharacter(label: string): string {
  return [...label.trim()][0] ?? '';
}

async function loadPinyin(): Promise<PinyinInitial> {
  const { pinyin } = await import('pinyin-pro');
  return (character) => pinyin(character, { pattern: 'first', toneType: 'none' });
}
