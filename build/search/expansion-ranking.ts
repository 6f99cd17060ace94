// Ranks a query, expanded or not, straight from the whole index's packed postings, the way MiniSearch's `search`
// ranks it over the browser's partial index (theme/lib/search/search-index.ts `rankDocuments`), without building a
// MiniSearch index: loading the stored words' terms into one took most of the expansion step's time and memory (at
// 5,000 pages, 2.5 s and a few hundred MB). Each term's exact match first, then its longer terms in the order
// MiniSearch's tree of them yields; per term, field by field, each document's BM25+ score times the term's weight, its
// boost, the field's boost and the document's boost, added in that order; sub-queries combined as MiniSearch combines
// them (AND keeps the second's order, OR appends to the first); a result's score times the number of query terms it
// matched; a stable sort. The same floating-point sums as the browser's, so the same order
// (test/search/expansion-ranking.test.ts compares it with MiniSearch's).
import type { Query, SearchOptions } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { IndexFile } from '../../theme/lib/search/index-file.ts';
import { BM25_PARAMETERS, FIELD_BOOST, MATCH_WEIGHTS } from '../../theme/lib/search/search-index.ts';
import { isCjkTerm, tokenizeQuery } from '../../theme/lib/search/tokenize.ts';

/** A document's score so far and the query terms it matched (MiniSearch's raw result). */
interface RawResult {
  score: number;
  terms: string[];
}

type RawResults = Map<number, RawResult>;

// What a sub-query inherits from the query around it (MiniSearch merges a query's options into its parent's).
type Inherited = Pick<SearchOptions, 'combineWith' | 'tokenize' | 'boostTerm'>;

/**
 * Returns a ranker over `index`: a query (as `QueryExpander.query` gives it, or a plain string) → the ids of the
 * documents it finds, best first. `boosts` are the documents' `documentBoost`s by id; `matching` gives the numbers of
 * the terms a query term matches (expansion-files.ts `termMatcher`).
 */
export function queryRanker(index: IndexFile, boosts: ArrayLike<number>, matching: (queryTerm: string) => number[]): (query: Query) => number[] {
  const fieldCount = Object.keys(index.fieldIds).length;
  // MiniSearch visits fields in the index's order, which is their ids' (index-file.ts packs postings by field id).
  const fieldBoosts: number[] = [];
  for (const [field, fieldId] of Object.entries(index.fieldIds)) fieldBoosts[fieldId] = FIELD_BOOST[field as keyof typeof FIELD_BOOST] ?? 1;
  const { k, b, d } = BM25_PARAMETERS;

  // Adds one index term's scores to `results`, as MiniSearch's `termResults` does.
  const addTerm = (results: RawResults, queryTerm: string, number: number, weight: number) => {
    const packed = index.postings[number]!;
    for (let at = 0; at < packed.length;) {
      const fieldId = packed[at++]!;
      const matchingCount = packed[at++]!;
      const average = index.averageFieldLength[fieldId]!;
      const inverseFrequency = Math.log(1 + (index.documentCount - matchingCount + 0.5) / (matchingCount + 0.5));
      for (let seen = 0, id = 0; seen < matchingCount; seen++) {
        id += packed[at++]!;
        const frequency = (packed[at] ?? 0) < 0 ? -packed[at++]! : 1;
        const length = index.fieldLength[id * fieldCount + fieldId]!;
        const bm25 = inverseFrequency * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * length) / average)));
        const score = weight * fieldBoosts[fieldId]! * boosts[id]! * bm25;
        const result = results.get(id);
        if (result) {
          result.score += score;
          if (!result.terms.includes(queryTerm)) result.terms.push(queryTerm);
        } else results.set(id, { score, terms: [queryTerm] });
      }
    }
  };

  // One query term: its exact match, then (a Latin term of two letters or more) the longer terms it starts.
  const termQuery = (queryTerm: string, termBoost: number): RawResults => {
    const results: RawResults = new Map();
    const numbers = matching(queryTerm);
    const exact = numbers.find((number) => index.terms[number] === queryTerm);
    if (exact !== undefined) addTerm(results, queryTerm, exact, 1 * termBoost);
    if (isCjkTerm(queryTerm) || queryTerm.length <= 1) return results;
    // The browser's tree holds them inserted in the index's order (shard runs by rank, each in the index's order).
    const tree = new SearchableMap<number>();
    for (const number of [...numbers].sort((first, second) => first - second)) tree.set(index.terms[number]!, number);
    for (const number of tree.values()) {
      const term = index.terms[number]!;
      const distance = term.length - queryTerm.length;
      if (distance === 0) continue;
      addTerm(results, queryTerm, number, ((MATCH_WEIGHTS.prefix * term.length) / (term.length + 0.3 * distance)) * termBoost);
    }
    return results;
  };

  const execute = (query: Query, inherited: Inherited): RawResults => {
    if (typeof query === 'symbol') throw new Error('expansion-ranking.ts ranks no wildcard query (MiniSearch.wildcard): expansion never makes one');
    if (typeof query !== 'string') {
      const options: Inherited = { ...inherited, ...query };
      return combine(query.queries.map((subquery) => execute(subquery, options)), options.combineWith);
    }
    const terms = (inherited.tokenize ?? tokenizeQuery)(query).filter((term) => !!term);
    return combine(terms.map((term, number) => termQuery(term, inherited.boostTerm?.(term, number, terms) ?? 1)), inherited.combineWith);
  };

  return (query) => {
    const results = execute(query, { combineWith: 'AND', tokenize: tokenizeQuery });
    const ranked = [...results].map(([id, { score, terms }]) => ({ id, score: score * (terms.length || 1) }));
    return ranked.sort((first, second) => second.score - first.score).map(({ id }) => id);
  };
}

// MiniSearch's combinators: AND keeps the documents of both in the second's order, OR adds the second's to the first.
function combine(results: RawResults[], combineWith = 'OR'): RawResults {
  if (results.length === 0) return new Map();
  const and = combineWith.toLowerCase() === 'and';
  return results.reduce((first, second) => {
    if (!and) {
      for (const [id, result] of second) {
        const existing = first.get(id);
        if (!existing) first.set(id, result);
        else {
          existing.score = existing.score + result.score;
          for (const term of result.terms) if (!existing.terms.includes(term)) existing.terms.push(term);
        }
      }
      return first;
    }
    const combined: RawResults = new Map();
    for (const [id, result] of second) {
      const existing = first.get(id);
      if (!existing) continue;
      for (const term of result.terms) if (!existing.terms.includes(term)) existing.terms.push(term);
      combined.set(id, { score: existing.score + result.score, terms: existing.terms });
    }
    return combined;
  });
}
