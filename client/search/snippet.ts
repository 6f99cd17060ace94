// Highlighting and snippets without HTML: text is split into parts, each marked as a match or not, and
// the UI renders every part as a React text node (a query is never inserted as markup).
import { foldForSearch } from '../../theme/lib/search/tokenize.ts';

/** A run of text, highlighted when it matches the query. */
export interface TextPart {
  text: string;
  match: boolean;
}

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
// What the query is matched by: its CJK runs and its Latin words, each searched for as it stands.
const NEEDLE = new RegExp(`[${CJK}]+|(?:(?![${CJK}])[\\p{L}\\p{N}_$])+`, 'gu');
// A snippet "word": a Latin word, or two Chinese characters (a Chinese word is one to two characters on
// average, so ten words show about twenty characters, a readable phrase).
const WORD = new RegExp(`[${CJK}]{1,2}|(?:(?![${CJK}])\\S)+`, 'gu');
const ELLIPSIS = '…';

function matchRanges(text: string, query: string): [number, number][] {
  const folded = foldForSearch(text);
  const needles = [...new Set(foldForSearch(query).match(NEEDLE) ?? [])];
  const ranges: [number, number][] = [];
  for (const needle of needles) {
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length)) {
      ranges.push([at, at + needle.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

function partsOf(text: string, ranges: readonly [number, number][], offset = 0): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    const from = Math.max(start - offset, 0);
    const to = Math.min(end - offset, text.length);
    if (to <= at || from >= text.length) continue;
    if (from > at) parts.push({ text: text.slice(at, from), match: false });
    parts.push({ text: text.slice(Math.max(from, at), to), match: true });
    at = to;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/** Returns all of `text` split into parts, the query's words and Chinese runs marked as matches. */
export function highlightParts(text: string, query: string): TextPart[] {
  return partsOf(text, matchRanges(text, query));
}

/**
 * Returns about `maxWords` words of `text` around the first match, split into highlighted parts, with
 * `…` where text was cut. Without a match, the snippet is the start of the text.
 */
export function snippetParts(text: string, query: string, maxWords: number): TextPart[] {
  const ranges = matchRanges(text, query);
  const words = [...text.matchAll(WORD)].map((match) => [match.index, match.index + match[0].length] as const);
  if (words.length <= maxWords) return partsOf(text, ranges);
  const firstMatch = ranges[0]?.[0] ?? 0;
  const matchWord = Math.max(0, words.findIndex(([, end]) => end > firstMatch));
  // A little context before the match, unless that would leave the window short at the end.
  const first = Math.max(0, Math.min(matchWord - Math.floor(maxWords / 4), words.length - maxWords));
  const last = Math.min(words.length, first + maxWords);
  const start = first === 0 ? 0 : words[first]![0];
  const end = last === words.length ? text.length : words[last - 1]![1];
  const parts = partsOf(text.slice(start, end), ranges, start);
  if (start > 0) parts.unshift({ text: ELLIPSIS, match: false });
  if (end < text.length) parts.push({ text: ELLIPSIS, match: false });
  return parts;
}
