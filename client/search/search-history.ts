// Recent and favourite searches, kept in localStorage: the hits a reader opened or starred. Storage that
// is blocked or holds garbage never breaks search (client/safe-storage.ts only warns).
import { SEARCH_FAVOURITES_LIMIT, SEARCH_RECENT_LIMIT, SEARCH_RECENT_LIMIT_WITH_FAVOURITES } from '../../theme/lib/constants.ts';
import { SEARCH_FAVOURITES_STORAGE_KEY, SEARCH_RECENT_STORAGE_KEY } from '../../theme/lib/storage-keys.ts';
import { HEADING_LEVELS, type SearchRecord } from '../../theme/lib/search/records.ts';
import { readStorage, writeStorage } from '../safe-storage.ts';

/** A remembered hit: what the start screen needs to show and open it. */
export type StoredHit = Pick<SearchRecord, 'url' | 'hierarchy' | 'type' | 'content'>;

/** Both lists, newest first. */
export interface SearchHistory {
  recent: StoredHit[];
  favourites: StoredHit[];
}

const RECORD_TYPES: readonly unknown[] = [...HEADING_LEVELS, 'content'];
const isOptionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/** True when a stored value has every field the start screen reads, each of the right type. Storage is
 * written by older versions, other tabs and extensions; one bad entry must not hide the others. */
export function isStoredHit(value: unknown): value is StoredHit {
  if (typeof value !== 'object' || value === null) return false;
  const { url, hierarchy, type, content } = value as Record<string, unknown>;
  if (typeof url !== 'string' || !RECORD_TYPES.includes(type) || !isOptionalText(content)) return false;
  if (typeof hierarchy !== 'object' || hierarchy === null) return false;
  const levels = hierarchy as Record<string, unknown>;
  return typeof levels.lvl0 === 'string' && typeof levels.lvl1 === 'string'
    && HEADING_LEVELS.every((level) => isOptionalText(levels[level]));
}

function readList(key: string): StoredHit[] {
  try {
    const value: unknown = JSON.parse(readStorage(key) ?? '[]');
    return Array.isArray(value) ? value.filter(isStoredHit) : [];
  } catch {
    return [];
  }
}

const writeList = (key: string, list: StoredHit[]) => writeStorage(key, JSON.stringify(list));
const storedHit = ({ url, hierarchy, type, content }: StoredHit): StoredHit => ({ url, hierarchy, type, content });
const without = (list: StoredHit[], url: string) => list.filter((item) => item.url !== url);

/** Returns the stored lists, recent already cut to what is shown (fewer while there are favourites). */
export function readSearchHistory(): SearchHistory {
  const favourites = readList(SEARCH_FAVOURITES_STORAGE_KEY).slice(0, SEARCH_FAVOURITES_LIMIT);
  const recentLimit = favourites.length > 0 ? SEARCH_RECENT_LIMIT_WITH_FAVOURITES : SEARCH_RECENT_LIMIT;
  return { recent: readList(SEARCH_RECENT_STORAGE_KEY).slice(0, recentLimit), favourites };
}

/** Remembers an opened hit as the newest recent search (a favourite stays only a favourite). */
export function addRecentSearch(hit: StoredHit): void {
  if (readList(SEARCH_FAVOURITES_STORAGE_KEY).some((item) => item.url === hit.url)) return;
  const recent = [storedHit(hit), ...without(readList(SEARCH_RECENT_STORAGE_KEY), hit.url)];
  writeList(SEARCH_RECENT_STORAGE_KEY, recent.slice(0, SEARCH_RECENT_LIMIT));
}

/** Moves a hit from the recent searches to the favourites, newest first. */
export function addFavouriteSearch(hit: StoredHit): void {
  const favourites = [storedHit(hit), ...without(readList(SEARCH_FAVOURITES_STORAGE_KEY), hit.url)];
  writeList(SEARCH_FAVOURITES_STORAGE_KEY, favourites.slice(0, SEARCH_FAVOURITES_LIMIT));
  writeList(SEARCH_RECENT_STORAGE_KEY, without(readList(SEARCH_RECENT_STORAGE_KEY), hit.url));
}

/** Forgets a recent search. */
export function removeRecentSearch(url: string): void {
  writeList(SEARCH_RECENT_STORAGE_KEY, without(readList(SEARCH_RECENT_STORAGE_KEY), url));
}

/** Forgets a favourite. */
export function removeFavouriteSearch(url: string): void {
  writeList(SEARCH_FAVOURITES_STORAGE_KEY, without(readList(SEARCH_FAVOURITES_STORAGE_KEY), url));
}
