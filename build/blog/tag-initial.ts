// The letter a tag is filed under on the tags page: its first Latin letter, or the pinyin initial of its
// first Chinese character (发布 → F), as Chinese readers expect from an index.

import fs from 'node:fs/promises';
import { cacheVersion } from '../cache-version.ts';
import { writeJsonFile } from '../deferred-writes.ts';

const HAN = /\p{Script=Han}/u;
const LATIN = /[a-z]/i;
/** Where tags that start with neither a letter nor a Chinese character are filed. */
export const OTHER_INITIAL = '#';

type PinyinInitial = (character: string) => string;

/** Where initials are kept between builds: the file, and the project whose build version (build/cache-version.ts) it is stored under. */
export interface InitialsFile {
  file: string;
  rootDir: string;
}

/**
 * Gives each label its initial. pinyin-pro is slow to load, so it is loaded only when a
 * Chinese label is not in `cacheFile` yet (labels rarely change between builds). `known` holds the initials an
 * earlier build of this process found: when it has every label, no file is read (the dev server's rebuilds).
 */
export async function tagInitials(labels: readonly string[], cacheFile?: InitialsFile, known?: Map<string, string>): Promise<Map<string, string>> {
  if (known && labels.every((label) => known.has(label))) return new Map(labels.map((label) => [label, known.get(label)!]));
  const initials = await readOrFindInitials(labels, cacheFile);
  for (const [label, initial] of initials) known?.set(label, initial);
  return initials;
}

async function readOrFindInitials(labels: readonly string[], cacheFile: InitialsFile | undefined): Promise<Map<string, string>> {
  const version = cacheFile ? cacheVersion(cacheFile.rootDir) : '';
  const cached = cacheFile ? await readCachedInitials(cacheFile.file, version) : {};
  const needsPinyin = labels.some((label) => !Object.hasOwn(cached, label) && HAN.test(firstCharacter(label)));
  const pinyinInitial: PinyinInitial | undefined = needsPinyin ? await loadPinyin() : undefined;
  const initials = new Map(labels.map((label) => [label, Object.hasOwn(cached, label) ? cached[label]! : initialOf(label, pinyinInitial)]));
  // Replaced whole, so a killed build never leaves half a file for the next one; one that cannot be written (a full
  // disk) only means the next build looks the initials up again.
  if (cacheFile && labels.some((label) => !Object.hasOwn(cached, label))) {
    await writeJsonFile(cacheFile.file, { version, initials: { ...cached, ...Object.fromEntries(initials) } }).catch(() => {});
  }
  return initials;
}

// The initials a cache file holds under `version`; a file that is missing, not JSON, not of that shape or of another
// version gives none, and an entry that is not one initial is left out: each is found again rather than trusted (an
// empty file once failed every build).
async function readCachedInitials(cacheFile: string, version: string): Promise<Record<string, string>> {
  let stored: unknown;
  try {
    stored = JSON.parse(await fs.readFile(cacheFile, 'utf8'));
  } catch {
    return {};
  }
  const { version: storedVersion, initials } = (typeof stored === 'object' && stored !== null ? stored : {}) as { version?: unknown; initials?: unknown };
  if (storedVersion !== version || typeof initials !== 'object' || initials === null || Array.isArray(initials)) return {};
  const entries = Object.entries(initials).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && /^[A-Z#]$/.test(entry[1]));
  return Object.fromEntries(entries);
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

// pinyin-pro's public `pinyin()`, loaded only when a label needs it (tag initials are cached between builds). For a
// character it has no reading for it answers the character itself, which is no Latin letter: such a label goes under #.
async function loadPinyin(): Promise<PinyinInitial> {
  const { pinyin } = await import('pinyin-pro');
  return (character) => {
    const initial = pinyin(character, { pattern: 'first', toneType: 'none' });
    return LATIN.test(initial) && initial.length === 1 ? initial : '';
  };
}
