// The MiniSearch index over search records, shared by the build (which creates and serialises it) and the
// browser (which loads and queries it): both must use the same fields, tokenizer and search options.
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import { packIndex, unpackIndex, type IndexFile } from './index-file.ts';
import type { SearchRecord } from './records.ts';
import type { QueryExpander } from './expand-query.ts';
import { isCjkTerm, tokenize, tokenizeQuery } from './tokenize.ts';

/** What MiniSearch indexes per record; the display data stays in the records file. */
export interface IndexedRecord {
  /** The record's position in the records file. */
  id: number;
  /** The page title, on lvl1 records only. */
  title: string;
  /** The heading text, on lvl2–lvl6 records only. */
  heading: string;
  content: string;
}

// Terms come out of `tokenize` already folded, so MiniSearch must not change them again.
const keepTerm = (term: string) => term;

/** Index options; `loadSearchIndex` must receive exactly these. */
export const SEARCH_INDEX_OPTIONS: Options<IndexedRecord> = {
  fields: ['title', 'heading', 'content'],
  storeFields: [],
  tokenize: (text) => tokenize(text),
  processTerm: keepTerm,
};

/** How much a match in each field counts (a field not named counts 1). */
export const FIELD_BOOST: Readonly<Partial<Record<keyof IndexedRecord, number>>> = { title: 4, heading: 2 };
/** MiniSearch's weights of a prefix and a typo match against an exact one (its defaults, named so the build's prefix ranking reads them). */
export const MATCH_WEIGHTS = { fuzzy: 0.45, prefix: 0.375 } as const;
/** MiniSearch's BM25+ parameters (its defaults, named for the same reason). */
export const BM25_PARAMETERS = { k: 1.2, b: 0.7, d: 0.5 } as const;

// Prefix matching and typo tolerance are for Latin terms only: a Chinese character is a term of its own.
const SEARCH_OPTIONS = {
  combineWith: 'AND',
  boost: FIELD_BOOST,
  weights: MATCH_WEIGHTS,
  bm25: BM25_PARAMETERS,
  prefix: (term: string) => !isCjkTerm(term) && term.length > 1,
  tokenize: tokenizeQuery,
  processTerm: keepTerm,
} as const;
// One typo per 5 letters, from 4 letters up. Typo matching costs ten times more than exact matching, so
// it runs only when the exact query finds nothing (the per-keystroke budget is a few milliseconds).
const fuzzy = (term: string) => (!isCjkTerm(term) && term.length > 3 ? 0.2 : false);

/** True when typo tolerance applies to some term of `query` or its expansion (a Latin term of 4 letters or more). */
export function toleratesTypos(query: string, expander?: QueryExpander): boolean {
  return (expander?.terms(query) ?? tokenizeQuery(query)).some((term) => fuzzy(term) !== false);
}

/** Returns the indexed form of a record. */
export function toIndexedRecord(record: SearchRecord, id: number): IndexedRecord {
  const own = record.type === 'content' || record.type === 'lvl1' ? '' : record.hierarchy[record.type] ?? '';
  return { id, title: record.type === 'lvl1' ? record.hierarchy.lvl1 : '', heading: own, content: record.content ?? '' };
}

/** Builds the index over `records` (ids are positions in the array). */
export function createSearchIndex(records: readonly SearchRecord[]): MiniSearch<IndexedRecord> {
  const index = new MiniSearch<IndexedRecord>(SEARCH_INDEX_OPTIONS);
  index.addAll(records.map(toIndexedRecord));
  return index;
}

/** Returns the index file's JSON (see index-file.ts). */
export function serialiseSearchIndex(index: MiniSearch<IndexedRecord>): string {
  return JSON.stringify(packIndex(index.toJSON()));
}

/** Loads an index written by `serialiseSearchIndex`. */
export function loadSearchIndex(json: string): MiniSearch<IndexedRecord> {
  return MiniSearch.loadJS<IndexedRecord>(unpackIndex(JSON.parse(json) as IndexFile), SEARCH_INDEX_OPTIONS);
}

/** The records matching a query, best first, and how many there are. */
export interface SearchAnswer {
  hits: SearchRecord[];
  nbHits: number;
  /** The words to highlight in the hits when the query was expanded: its own and their alternatives (遍历 for traverse). */
  highlight?: string;
}

/** Returns the answer's `highlight` for `query`: every alternative of its words, when any word has some. */
export function highlightOf(query: string, expander: QueryExpander | undefined): Pick<SearchAnswer, 'highlight'> {
  const highlight = expander?.highlight(query);
  return highlight === undefined ? {} : { highlight };
}

/** A document's boost: headings rank above text blocks with the same score (DocSearch's weight.level: lvl1 90 … content 0). */
export const levelBoost = (level: number | undefined) => 1 + (level ?? 0) / 100;

// A tutorial's records (the docs, not the API reference or the blog) against others that match as well: a reader
// who types a concept wants the guide that explains it before the type that names it. A boost, not a rule: an API
// page that matches clearly better still ranks first.
const TUTORIAL_BOOST = 1.25;

/** A document's whole boost, from its DocSearch level and whether it belongs to a tutorial; the build's prefix ranking uses it too. */
export const documentBoost = (level: number | undefined, tutorial: boolean) => (tutorial ? levelBoost(level) * TUTORIAL_BOOST : levelBoost(level));

/**
 * Ranks the documents of `index` for `query`, expanded by `expander` (expand-query.ts) if given, best first: exact and
 * prefix matching, or with `fuzzy` typo tolerance too. `boostOf` gives a document's `documentBoost`.
 */
export function rankDocuments(
  index: MiniSearch<IndexedRecord>,
  query: string,
  boostOf: (id: number) => number,
  { fuzzy: tolerateTypos = false, expander }: { fuzzy?: boolean; expander?: QueryExpander } = {},
): SearchResult[] {
  const options = { ...SEARCH_OPTIONS, boostDocument: (id: unknown) => boostOf(id as number) };
  return index.search(expander ? expander.query(query) : query, tolerateTypos ? { ...options, fuzzy } : options);
}

/** How `searchRecords` ranks: which records are a tutorial's, and how queries expand (not at all by default). */
export interface RankingOptions {
  isTutorial?: (record: SearchRecord) => boolean;
  expander?: QueryExpander;
}

/** Searches `index` and returns `limit` records starting at `offset`, best first: the whole-index reference the sharded engine must equal. */
export function searchRecords(
  index: MiniSearch<IndexedRecord>,
  records: readonly SearchRecord[],
  query: string,
  { offset = 0, limit, isTutorial = () => false, expander }: { offset?: number; limit: number } & RankingOptions,
): SearchAnswer {
  if (tokenizeQuery(query).length === 0) return { hits: [], nbHits: 0 };
  const boostOf = (id: number) => documentBoost(records[id]?.weight.level, records[id] !== undefined && isTutorial(records[id]));
  let results = rankDocuments(index, query, boostOf, { expander });
  if (results.length === 0) results = rankDocuments(index, query, boostOf, { fuzzy: true, expander });
  const hits = results.slice(offset, offset + limit).map((result) => records[result.id as number]!);
  return { hits, nbHits: results.length, ...highlightOf(query, expander) };
}
