// Recent and favourite searches: limits, moving between lists, and storage that fails.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  addFavouriteSearch, addRecentSearch, readSearchHistory, removeFavouriteSearch, removeRecentSearch,
} from '../../client/search/search-history.ts';
import { testRecord } from './test-record.ts';

const hit = (n: number) => testRecord({ lvl0: '文档', page: `/docs/p${n}`, id: 'a' });
const urls = (list: { url: string }[]) => list.map((item) => item.url);

beforeEach(() => {
  const data = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('keeps the 7 newest recent searches, newest first, without duplicates', () => {
  for (let n = 1; n <= 9; n++) addRecentSearch(hit(n));
  addRecentSearch(hit(5));
  expect(urls(readSearchHistory().recent)).toEqual([5, 9, 8, 7, 6, 4, 3].map((n) => `/docs/p${n}#a`));
});

test('shows only 4 recent searches while there are favourites; a favourite leaves the recent list', () => {
  for (let n = 1; n <= 7; n++) addRecentSearch(hit(n));
  addFavouriteSearch(hit(7));
  const history = readSearchHistory();
  expect(urls(history.favourites)).toEqual(['/docs/p7#a']);
  expect(urls(history.recent)).toEqual([6, 5, 4, 3].map((n) => `/docs/p${n}#a`));
  addRecentSearch(hit(7));
  expect(urls(readSearchHistory().recent)).not.toContain('/docs/p7#a');
  removeFavouriteSearch('/docs/p7#a');
  expect(readSearchHistory().recent).toHaveLength(6);
});

test('keeps at most 10 favourites', () => {
  for (let n = 1; n <= 12; n++) addFavouriteSearch(hit(n));
  expect(urls(readSearchHistory().favourites)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `/docs/p${n}#a`));
});

test('removes a recent search', () => {
  addRecentSearch(hit(1));
  addRecentSearch(hit(2));
  removeRecentSearch('/docs/p1#a');
  expect(urls(readSearchHistory().recent)).toEqual(['/docs/p2#a']);
});

test('blocked storage only warns; garbage in storage reads as empty', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem('search-recent', '{not json');
  expect(readSearchHistory().recent).toEqual([]);
  vi.stubGlobal('localStorage', {
    getItem: () => { throw new DOMException('denied', 'SecurityError'); },
    setItem: () => { throw new DOMException('denied', 'SecurityError'); },
    removeItem: () => { throw new DOMException('denied', 'SecurityError'); },
  });
  expect(() => addRecentSearch(hit(1))).not.toThrow();
  expect(readSearchHistory()).toEqual({ recent: [], favourites: [] });
  expect(warn).toHaveBeenCalled();
});

test('a malformed stored entry is skipped; the other entries still show', () => {
  const bad = [
    null, 'text', 42, [],
    { ...hit(10), url: 7 },
    { ...hit(11), hierarchy: null },
    { ...hit(12), hierarchy: { ...hit(12).hierarchy, lvl2: { text: '小节' } } },
    { ...hit(13), hierarchy: { ...hit(13).hierarchy, lvl0: undefined } },
    { ...hit(14), hierarchy: { ...hit(14).hierarchy, lvl6: 3 } },
    { ...hit(15), type: 'paragraph' },
    { ...hit(16), content: ['内容'] },
  ];
  localStorage.setItem('search-recent', JSON.stringify([hit(1), ...bad, hit(2)]));
  localStorage.setItem('search-favourites', JSON.stringify([bad[6], hit(3)]));
  const history = readSearchHistory();
  expect(urls(history.recent)).toEqual(['/docs/p1#a', '/docs/p2#a']);
  expect(urls(history.favourites)).toEqual(['/docs/p3#a']);
});

test('an entry without the optional levels or content still shows', () => {
  const { url, type } = hit(1);
  localStorage.setItem('search-recent', JSON.stringify([{ url, type, hierarchy: { lvl0: '文档', lvl1: '页面' } }]));
  expect(urls(readSearchHistory().recent)).toEqual(['/docs/p1#a']);
});

test('adding a search after a malformed entry keeps only well-formed entries', () => {
  localStorage.setItem('search-recent', JSON.stringify([{ ...hit(1), hierarchy: { ...hit(1).hierarchy, lvl2: 5 } }, hit(2)]));
  addRecentSearch(hit(3));
  expect(urls(JSON.parse(localStorage.getItem('search-recent')!))).toEqual(['/docs/p3#a', '/docs/p2#a']);
});
