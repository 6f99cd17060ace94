// The search tokenizer. Build (indexing) and browser (queries) both import it, so documents and queries are
// always split the same way. Chinese has no spaces and Intl.Segmenter differs between engines, so a run of
// CJK characters becomes its single characters plus every bigram; Latin words stay whole and also give
// their camelCase / snake_case parts (`loadBuffer` → loadbuffer, load, buffer).

const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u3005\\u3007';
// A CJK run, or a run of letters, digits, `_` and `$` that are not CJK.
const PIECE = new RegExp(`[${CJK_CLASS}]+|(?:(?![${CJK_CLASS}])[\\p{L}\\p{N}_$])+`, 'gu');
const CJK_START = new RegExp(`^[${CJK_CLASS}]`, 'u');
// Parts of an identifier: acronyms (`HTML` in `HTMLParser`), capitalised or lower-case words (digits stay
// with the word before them: `Parser2`), digit runs.
const IDENTIFIER_PART = /\p{Lu}+(?!\p{Ll})\p{N}*|\p{Lu}?\p{Ll}+\p{N}*|\p{N}+/gu;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

// Folds each character on its own; a character whose folding would change the length is kept, so
// offsets in the result are those of the input (the snippet highlighter relies on that).
function foldEach(text: string, fold: (character: string) => string): string {
  let folded = '';
  for (const character of text) {
    const normal = fold(character);
    folded += normal.length === character.length ? normal : character;
  }
  return folded;
}

// Characters NFKC may change: all but ASCII, CJK ideographs and the commonest Chinese punctuation, which
// it leaves alone. Indexing folds only these (each once, then from a table) instead of every character.
const WIDTH_UNSTABLE = /[^\u0000-\u007f\u3001\u3002\u4e00-\u9fff\u201c\u201d]/gu;
const widthFolded = new Map<string, string>();

function foldCharacterWidth(character: string): string {
  let folded = widthFolded.get(character);
  if (folded === undefined) {
    const normal = character.normalize('NFKC');
    folded = normal.length === character.length ? normal : character;
    widthFolded.set(character, folded);
  }
  return folded;
}

/** Returns `text` with full-width forms folded to ASCII (NFKC), same length. */
export function foldWidth(text: string): string {
  return text.replace(WIDTH_UNSTABLE, foldCharacterWidth);
}

/** Returns `text` folded for matching: full-width forms to ASCII and letters to lower case, same length. */
export function foldForSearch(text: string): string {
  return foldEach(text, (character) => character.normalize('NFKC').toLowerCase());
}

/** Returns true for a term made of CJK characters (matched exactly: no prefix or typo tolerance). */
export function isCjkTerm(term: string): boolean {
  return CJK_START.test(term);
}

function cjkTerms(run: string, terms: string[]): void {
  const characters = [...run];
  for (let index = 0; index < characters.length; index++) {
    terms.push(characters[index]!);
    if (index + 1 < characters.length) terms.push(characters[index]! + characters[index + 1]!);
  }
}

function latinTerms(word: string, terms: string[]): void {
  if (!HAS_LETTER_OR_DIGIT.test(word)) return;
  const whole = word.toLowerCase();
  terms.push(whole);
  const parts = new Set((word.match(IDENTIFIER_PART) ?? []).map((part) => part.toLowerCase()));
  for (const part of parts) if (part.length > 1 && part !== whole) terms.push(part);
}

/** Splits text into search terms: CJK single characters and bigrams, Latin words and their identifier parts. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  // Fold width but not case yet: the camelCase split needs the capitals.
  for (const [piece] of foldWidth(text).matchAll(PIECE)) {
    if (isCjkTerm(piece)) cjkTerms(piece, terms);
    else latinTerms(piece, terms);
  }
  return terms;
}

/** Returns the distinct terms of a query, in order. */
export function tokenizeQuery(query: string): string[] {
  return [...new Set(tokenize(query))];
}
