// Query expansion, so search crosses languages without changing the index: each word of a query becomes a
// choice of alternatives that any may match — an English term also its glossary Chinese (traverse → 遍历) and
// an inflection its stem (traversing → traverse), a rejected variant also the accepted term (选取器 → 选择器), and
// Traditional characters the index lacks are folded to Simplified (遍歷 → 遍历; for words typed so, Taiwan phrases
// become the mainland's: 文件 → 文档). The data is generated from content/glossary.yaml and OpenCC by
// `npm run search:expansions`, and the engines load it as chunks of their own (glossary-expansions.ts with the
// index's manifest, traditional-chinese.ts once a query needs it). The local index, /search, the modal and the
// Algolia adapter all expand through here.
import type { Query } from 'minisearch';
import { foldWidth, isCjkTerm, tokenize } from './tokenize.ts';

/** The glossary's part of expansion (glossary-expansions.ts). */
export interface GlossaryExpansions {
  /** A glossary English term (lower case) → its Chinese term. */
  terms: Record<string, string>;
  /** Another English word for a term (an `also` alias, lower case) → the term's English. */
  aliases: Record<string, string>;
  /** A variant the glossary rejects → the accepted term (选取器 → 选择器). */
  variants: Record<string, string>;
}

/** The Traditional Chinese part (traditional-chinese.ts, loaded only for a query with characters the index lacks). */
export interface TraditionalExpansions {
  /** Traditional → Simplified, as consecutive pairs of characters, for the characters the index lacks. */
  traditional: string;
  /** A Taiwan phrase in Simplified characters → the mainland's (文件 → 文档), applied to words typed in Traditional characters. */
  taiwanPhrases: Record<string, string>;
}

/** What expansion reads: the glossary's part, and the Traditional part once loaded. */
export type QueryExpansions = GlossaryExpansions & Partial<TraditionalExpansions>;

/**
 * What ranking, shard selection and the hosted service ask of expansion (search-index.ts and shard-keys.ts import
 * only this type): the engines load an expander with its data as a chunk of its own (query-expanders.ts), so this
 * code is not in any page's first load.
 */
export interface QueryExpander {
  /** The query to run: the text itself when nothing expands, else a query tree (`expandQuery`). */
  query(text: string): Query;
  /** Every term the query may look up (`expandedQueryTerms`). */
  terms(text: string): string[];
  /** The terms of the words as typed, and the glossary's alternatives apart, each with its file's number (`queryLookups`). */
  lookups(text: string): QueryLookups;
  /** The number of the glossary word (`answerWords`) the query is, typed alone, whose first page the build stored. */
  answerWord(text: string): number | undefined;
  /** The number of the file that stores stored word `word`'s first page (`answerFiles`). */
  answerFile(word: number): number;
  /** The words to highlight in the hits: the query's own and their alternatives, when any word has some. */
  highlight(text: string): string | undefined;
  /** The query text and optional words for a hosted search service (`expandedQueryText`). */
  text(text: string): { query: string; optionalWords: string[] };
}

/** Returns the expander over `expansions`. */
export function queryExpander(expansions: QueryExpansions): QueryExpander {
  return {
    query: (text) => expandQuery(text, expansions),
    terms: (text) => expandedQueryTerms(text, expansions),
    lookups: (text) => queryLookups(text, expansions),
    answerWord: (text) => answerWordOf(text, expansions),
    answerFile: (word) => answerFiles(expansions)[word]!,
    highlight(text) {
      const groups = queryAlternatives(text, expansions);
      return groups.some((group) => group.length > 1) ? groups.flat().join(' ') : undefined;
    },
    text: (text) => expandedQueryText(text, expansions),
  };
}

// The pieces the tokenizer sees (tokenize.ts): CJK runs, and runs of letters and digits.
const PIECE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3005\u3007]+|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3005\u3007])[\p{L}\p{N}_$])+/gu;
// Two-word and three-word glossary terms (base URL, DOM property) are looked up before single words.
const LONGEST_ENGLISH_TERM = 3;
// An inflection's stem shorter than this prefix-matches too much to be worth adding (using → us).
const SHORTEST_STEM = 4;

const traditionalTables = new WeakMap<QueryExpansions, Map<string, string>>();
const longestPhrases = new WeakMap<Record<string, string>, number>();

function traditionalTable(expansions: QueryExpansions): Map<string, string> {
  let table = traditionalTables.get(expansions);
  if (!table) {
    const characters = [...expansions.traditional ?? ''];
    table = new Map();
    for (let index = 0; index + 1 < characters.length; index += 2) table.set(characters[index]!, characters[index + 1]!);
    traditionalTables.set(expansions, table);
  }
  return table;
}

/** Returns `text` with the Traditional characters the index lacks replaced by their Simplified forms. */
export function foldTraditional(text: string, expansions: QueryExpansions): string {
  const table = traditionalTable(expansions);
  let folded = '';
  for (const character of text) folded += table.get(character) ?? character;
  return folded;
}

// Rewrites a Simplified CJK run by the `phrases` table, longest match first (as OpenCC does).
function rewritePhrases(run: string, phrases: Record<string, string>): string {
  let longest = longestPhrases.get(phrases);
  if (longest === undefined) longestPhrases.set(phrases, (longest = Math.max(0, ...Object.keys(phrases).map((phrase) => [...phrase].length))));
  const characters = [...run];
  let result = '';
  for (let at = 0; at < characters.length;) {
    let length = Math.min(longest, characters.length - at);
    for (; length > 1; length--) {
      const phrase = characters.slice(at, at + length).join('');
      if (Object.hasOwn(phrases, phrase)) {
        result += phrases[phrase];
        break;
      }
    }
    if (length <= 1) result += characters[at]!;
    at += Math.max(length, 1);
  }
  return result;
}

/** Returns the forms an English word may be an inflection of, the word first (traversing → traversing, travers, traverse). */
export function englishForms(word: string): string[] {
  const forms = [word];
  const add = (stem: string, ...endings: string[]) => {
    if (stem.length < 2) return;
    forms.push(stem, ...endings.map((ending) => stem + ending));
    // A doubled final consonant (mapping → map).
    if (/([^aeiou])\1$/.test(stem)) forms.push(stem.slice(0, -1));
  };
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  else if (word.endsWith('es')) add(word.slice(0, -2), 'e');
  else if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  if (word.endsWith('ing')) add(word.slice(0, -3), 'e');
  if (word.endsWith('ied')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('ed')) add(word.slice(0, -2), 'e');
  if (word.endsWith('ation')) add(word.slice(0, -5), 'ate', 'e');
  if (word.endsWith('ion')) add(word.slice(0, -3), 'e');
  // A noun in -al names its verb's act (traversal, removal); an adjective in -ional is a word of its own (optional is
  // not option, functional not function).
  if (word.endsWith('al') && !word.endsWith('ional')) add(word.slice(0, -2), 'e');
  return [...new Set(forms)];
}

// The glossary's English term a lower-case word is, or an `also` word of, or an inflection of either (traversing → traverse).
function glossaryTermOf(word: string, expansions: GlossaryExpansions): string | undefined {
  const known = englishForms(word).find((form) => Object.hasOwn(expansions.terms, form) || Object.hasOwn(expansions.aliases, form));
  return known === undefined || Object.hasOwn(expansions.terms, known) ? known : expansions.aliases[known]!;
}

/**
 * Returns a word's regular inflections: its -s form, and but for a word in -ing or -ion (a noun, or already an
 * inflection) its -ing and -ed forms (a silent e dropped, a consonant's y changed, the last letter of a short word ending
 * consonant-vowel-consonant doubled: wrapping, tagged).
 */
export function inflections(word: string): string[] {
  const consonantY = /[^aeiou]y$/.test(word);
  const plural = /(s|x|z|ch|sh)$/.test(word) ? `${word}es` : consonantY ? `${word.slice(0, -1)}ies` : `${word}s`;
  if (word.endsWith('ion') || word.endsWith('ing')) return [plural];
  const silentE = /[^e]e$/.test(word);
  const doubled = /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(word) ? `${word}${word.at(-1)!}` : word;
  return [plural, `${silentE ? word.slice(0, -1) : doubled}ing`, silentE ? `${word}d` : consonantY ? `${word.slice(0, -1)}ied` : `${doubled}ed`];
}

// The alternatives of English words: the glossary's terms for the word or its stem, else the bare stem of an
// inflection (prefix matching then finds its other forms). Consumes up to LONGEST_ENGLISH_TERM words at once.
function englishAlternatives(words: readonly string[], at: number, expansions: QueryExpansions): { alternatives: string[]; length: number } {
  for (let length = Math.min(LONGEST_ENGLISH_TERM, words.length - at); length > 1; length--) {
    const typed = words.slice(at, at + length).join(' ');
    // The tokenizer splits `pseudo-class` as it splits `base URL`.
    const phrase = [typed.toLowerCase(), typed.toLowerCase().replaceAll(' ', '-')].find((form) => Object.hasOwn(expansions.terms, form) || Object.hasOwn(expansions.aliases, form));
    if (phrase !== undefined) {
      const term = Object.hasOwn(expansions.terms, phrase) ? phrase : expansions.aliases[phrase]!;
      return { alternatives: [...new Set([typed, ...(term === typed.toLowerCase() ? [] : [term]), expansions.terms[term]!])], length };
    }
  }
  const typed = words[at]!;
  const word = typed.toLowerCase();
  const term = glossaryTermOf(word, expansions);
  if (term !== undefined) return { alternatives: [...new Set([typed, term, expansions.terms[term]!])], length: 1 };
  // Only a lower-case word is an inflection: `loadBuffer` or `HTML` is a name.
  const forms = englishForms(word);
  const stem = forms.length > 1 ? forms[1]! : word;
  return { alternatives: stem !== word && stem.length >= SHORTEST_STEM && /^\p{Ll}+$/u.test(typed) ? [typed, stem] : [typed], length: 1 };
}

// The alternatives of a CJK run: the run with its Traditional characters folded and the variants the glossary
// rejects rewritten — and, when it was typed in Traditional characters, Taiwan phrases too (文件 means 文档 there,
// but file in Simplified text) — then the run folded only. A Chinese term is not also looked up in English: the
// Chinese pages already rank first for it, and the English term's shard would be one more download per query.
function chineseAlternatives(run: string, expansions: QueryExpansions): string[] {
  const folded = foldTraditional(run, expansions);
  const taiwanese = folded === run ? folded : rewritePhrases(folded, expansions.taiwanPhrases ?? {});
  const accepted = rewritePhrases(taiwanese, expansions.variants);
  return [...new Set([accepted, folded])];
}

const CODE_PUNCTUATION = /[.()$#`]/;

// The query's pieces that give terms, as the tokenizer splits them.
const queryPieces = (query: string) => [...foldWidth(query).matchAll(PIECE)].map(([piece]) => piece).filter((piece) => tokenize(piece).length > 0);

/** Returns a query's words, each as its alternatives (the word as typed, or folded, first); a word with one alternative is not expanded. */
export function queryAlternatives(query: string, expansions: QueryExpansions): string[][] {
  return wordsOf(query, expansions).map((word) => word.alternatives);
}

// Each word of a query: its alternatives, and which of them is the word itself (as typed, its Traditional characters
// folded), whose terms an unexpanded query would look up too.
function wordsOf(query: string, expansions: QueryExpansions): { alternatives: string[]; own: string }[] {
  const pieces = queryPieces(query);
  // A query written as code (`cheerio.load`, `.attr()`, `$`) names the API: its English words stay as they are.
  const code = CODE_PUNCTUATION.test(query);
  const words: { alternatives: string[]; own: string }[] = [];
  for (let at = 0; at < pieces.length;) {
    const piece = pieces[at]!;
    if (isCjkTerm(piece)) {
      words.push({ alternatives: chineseAlternatives(piece, expansions), own: foldTraditional(piece, expansions) });
      at++;
    } else if (code) {
      words.push({ alternatives: [piece], own: piece });
      at++;
    } else {
      const { alternatives, length } = englishAlternatives(pieces, at, expansions);
      words.push({ alternatives, own: alternatives[0]! });
      at += length;
    }
  }
  return words;
}

// A query none of whose words has alternatives: as typed, or with its Traditional characters folded (the only
// change a word can have without gaining an alternative).
function unexpanded(query: string, groups: readonly string[][]): string {
  const words = groups.map((group) => group[0]!).join(' ');
  return words === queryPieces(query).join(' ') ? query : words;
}

// A query (MiniSearch's) that must match every group, each by any of its alternatives; each alternative's own
// terms are all required, as in an unexpanded query.
const matchAll = (text: string): Query => ({ combineWith: 'AND', queries: [text] });

/**
 * Returns the terms an alternative is looked up by: as `tokenize` splits it, but a CJK run of two characters or more
 * by its bigrams alone, which imply its characters. Their shards are keyed by first characters, so 子元素 needs the
 * shards of 子 and 元 rather than of 子, 元 and 素: expansion fetches as little more as it can.
 */
export function alternativeTerms(text: string): string[] {
  const terms = queryPieces(text).flatMap((piece) => {
    const pieceTerms = tokenize(piece);
    return isCjkTerm(piece) && [...piece].length > 1 ? pieceTerms.filter((term) => [...term].length === 2) : pieceTerms;
  });
  return [...new Set(terms)];
}

// A bigram of an alternative stands for the characters it implies too (an unexpanded query scores them apart), so a
// Chinese alternative weighs about what the same word typed would.
const BIGRAM_BOOST = 2;
const boostBigram = (term: string) => (isCjkTerm(term) && [...term].length === 2 ? BIGRAM_BOOST : 1);

/** Returns the query of one alternative of a word that has several: all its terms (`alternativeTerms`), a bigram boosted. */
export const alternativeQuery = (text: string): Query => ({ combineWith: 'AND', tokenize: alternativeTerms, boostTerm: boostBigram, queries: [text] });

/** Returns the query to run: `query` itself when nothing expands (so plain queries rank as they always did), else a query tree. */
export function expandQuery(query: string, expansions: QueryExpansions): Query {
  const groups = queryAlternatives(query, expansions);
  if (groups.every((group) => group.length === 1)) return unexpanded(query, groups);
  return {
    combineWith: 'AND',
    queries: groups.map((group) => (group.length === 1 ? matchAll(group[0]!) : { combineWith: 'OR', queries: group.map(alternativeQuery) })),
  };
}

/** Returns every term an expanded query may look up, so the shards holding them can be fetched. */
export function expandedQueryTerms(query: string, expansions: QueryExpansions): string[] {
  const groups = queryAlternatives(query, expansions);
  return [...new Set(groups.flatMap((group) => (group.length === 1 ? tokenize(group[0]!) : group.flatMap(alternativeTerms))))];
}

const targetLists = new WeakMap<Record<string, string>, string[]>();
const targetNumbers = new WeakMap<Record<string, string>, Map<string, number>>();

/**
 * Returns the glossary's alternatives that the build gives a file of their own (build/search/expansion-files.ts), by
 * number: its English and Chinese terms, the alternatives an expansion adds but for stems, Traditional folds and
 * rewrites inside longer words.
 */
export function expansionTargets(expansions: GlossaryExpansions): string[] {
  let targets = targetLists.get(expansions.terms);
  if (!targets) targetLists.set(expansions.terms, (targets = [...new Set([...Object.keys(expansions.terms), ...Object.values(expansions.terms)])].sort()));
  return targets;
}

/** What a query looks up, split by where it can come from (shard-keys.ts `filesForQuery`). */
export interface QueryLookups {
  /** The terms of each word itself (as typed or folded, and an inflection's stem) and of alternatives without a file. */
  terms: string[];
  /** Each glossary alternative a word gained (by its number in `expansionTargets`) and the terms it is looked up by. */
  alternatives: { number: number; terms: string[] }[];
}

/**
 * Returns what a query looks up: the shards of a word's own terms are needed anyway, while the glossary's alternatives
 * (遍历 for traverse) may instead be read from their small files, which hold only the documents that match them.
 */
export function queryLookups(query: string, expansions: QueryExpansions): QueryLookups {
  let numbers = targetNumbers.get(expansions.terms);
  if (!numbers) targetNumbers.set(expansions.terms, (numbers = new Map(expansionTargets(expansions).map((target, number) => [target, number]))));
  const terms: string[] = [];
  const alternatives: QueryLookups['alternatives'] = [];
  for (const { alternatives: group, own } of wordsOf(query, expansions)) {
    if (group.length === 1) {
      terms.push(...tokenize(group[0]!));
      continue;
    }
    for (const alternative of group) {
      const number = alternative === own ? undefined : numbers.get(alternative);
      if (number === undefined) terms.push(...alternativeTerms(alternative));
      else alternatives.push({ number, terms: alternativeTerms(alternative) });
    }
  }
  return { terms: [...new Set(terms)], alternatives };
}

const answerNumbers = new WeakMap<Record<string, string>, Map<string, number>>();

// The stored texts in order, and for each the number of the glossary word it is made from (its own for a glossary word).
const storedTexts = new WeakMap<Record<string, string>, { words: string[]; files: number[] }>();

/**
 * Returns the English words whose query alone has its first page stored by the build, by number: the glossary's (its
 * terms and their `also` words), then the inflections of its one-word ones that expand as they do (selects, parsing),
 * then the prefixes of its terms of more words met while typing them (`typingPrefixes`).
 */
export function answerWords(expansions: GlossaryExpansions): string[] {
  return storedTextsOf(expansions).words;
}

/**
 * Returns, for each of `answerWords`, the number of the file that stores its first page: that of the glossary word it
 * is, or is an inflection of, or is typed towards (modify, modified and modifying share one; encoding d … encoding
 * detectio share encoding detection's), so that typing the longer forms fetches nothing more.
 */
export function answerFiles(expansions: GlossaryExpansions): number[] {
  return storedTextsOf(expansions).files;
}

function storedTextsOf(expansions: GlossaryExpansions): { words: string[]; files: number[] } {
  let stored = storedTexts.get(expansions.terms);
  if (stored) return stored;
  const glossary = [...new Set([...Object.keys(expansions.terms), ...Object.keys(expansions.aliases)])].sort();
  const known = new Set(glossary);
  const sources = new Map(glossary.map((word, number) => [word, number]));
  const inflected = new Map<string, number>();
  glossary.forEach((word, number) => {
    if (!/^[a-z]+$/.test(word)) return;
    for (const form of inflections(word)) {
      if (!known.has(form) && !inflected.has(form) && glossaryTermOf(form, expansions) === glossaryTermOf(word, expansions)) inflected.set(form, number);
    }
  });
  for (const form of [...inflected.keys()].sort()) sources.set(form, inflected.get(form)!);
  for (const [prefix, term] of typingPrefixes(glossary, expansions)) if (!sources.has(prefix)) sources.set(prefix, term);
  storedTexts.set(expansions.terms, (stored = { words: [...sources.keys()], files: [...sources.values()] }));
  return stored;
}

// A term of more words whose first word expands (encoding detection) changes its hits, and would fetch the first word's
// Chinese file, with each letter typed after that word: each of those texts (encoding d, encoding de …) is stored too,
// with the number of the term it is typed towards.
function typingPrefixes(glossary: readonly string[], expansions: GlossaryExpansions): [string, number][] {
  const prefixes: [string, number][] = [];
  glossary.forEach((term, number) => {
    const space = term.indexOf(' ');
    if (space === -1 || glossaryTermOf(term.slice(0, space), expansions) === undefined) return;
    for (let end = space + 2; end < term.length; end++) if (term[end - 1] !== ' ') prefixes.push([term.slice(0, end), number]);
  });
  return prefixes;
}

// The number (in `answerWords`) of the glossary word `query` is, typed alone as the glossary writes it (Child gains
// child as an alternative of its own, so it ranks otherwise), or of the stored prefix of a term it is, as typed.
function answerWordOf(query: string, expansions: QueryExpansions): number | undefined {
  if (CODE_PUNCTUATION.test(query)) return undefined;
  let numbers = answerNumbers.get(expansions.terms);
  if (!numbers) answerNumbers.set(expansions.terms, (numbers = new Map(answerWords(expansions).map((word, number) => [word, number]))));
  const words = wordsOf(query, expansions);
  if (words.length > 1) return query.includes(' ') ? numbers.get(query) : undefined;
  if (words.length !== 1 || words[0]!.alternatives.length === 1) return undefined;
  return numbers.get(words[0]!.own);
}

/** The query text for a hosted search service: every alternative, the added ones optional (Algolia's `optionalWords`). */
export function expandedQueryText(query: string, expansions: QueryExpansions): { query: string; optionalWords: string[] } {
  const groups = queryAlternatives(query, expansions);
  if (groups.every((group) => group.length === 1)) return { query: unexpanded(query, groups), optionalWords: [] };
  // A word with alternatives is optional as a whole: any of them may be the one a record holds.
  return { query: groups.flat().join(' '), optionalWords: groups.filter((group) => group.length > 1).flat() };
}
