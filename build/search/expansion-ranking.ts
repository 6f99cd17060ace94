// Ranks a query, expanded or not, straight from the whole index's packed postings, the way MiniSearch's `search`
// ranks it over the browser's partial index (theme/lib/search/search-index.ts `rankDocuments`), without building a
// MiniSearch index: loading the stored words' terms into one took most of the expansion step's time and memory.
// Each term's exact match first, then its longer terms in the order MiniSearch's tree of them yields; per term, field
// by field, each document's BM25+ score times the term's weight, its boost, the field's boost and the document's
// boost, added in that order; sub-queries combined as MiniSearch combines them (AND keeps the second's order, OR
// appends to the first); a result's score times the number of query terms it matched; a stable sort. The same
// floating-point sums as the browser's, so the same order (test/build/search/expansion-ranking.test.ts compares it
// with MiniSearch's). Results are flat arrays rather than MiniSearch's map of objects, which at scale cost more in
// garbage collection than in scoring.
import type { Query, SearchOptions } from 'minisearch';
import type { IndexFile } from '../../theme/lib/search/index-file.ts';
import { BM25_PARAMETERS, FIELD_BOOST, MATCH_WEIGHTS } from '../../theme/lib/search/search-index.ts';
import { isCjkTerm, tokenizeQuery } from '../../theme/lib/search/tokenize.ts';
import { treeOrder } from './tree-order.ts';

/** Documents in the order MiniSearch first meets them, each with its score so far and the query terms it matched (one bit each). */
interface Results {
  ids: number[];
  scores: number[];
  terms: number[];
}

// What a sub-query inherits from the query around it (MiniSearch merges a query's options into its parent's).
type Inherited = Pick<SearchOptions, 'combineWith' | 'tokenize' | 'boostTerm'>;

// A query of more distinct terms than bits in a 32-bit integer is not one expansion makes.
const MOST_QUERY_TERMS = 31;

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
  // Where a document stands in the results being added to (-1: not there); put back to -1 after each use.
  const position = new Int32Array(index.documentCount).fill(-1);
  const forget = (results: Results) => {
    for (const id of results.ids) position[id] = -1;
  };

  // One query term (its bit in `term`): its exact match, then (a Latin term of two letters or more) the longer terms it
  // starts, each term's documents added as MiniSearch's `termResults` adds them.
  const termQuery = (queryTerm: string, termBoost: number, term: number): Results => {
    const results: Results = { ids: [], scores: [], terms: [] };
    const add = (number: number, weight: number) => {
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
          const existing = position[id]!;
          if (existing >= 0) results.scores[existing] = results.scores[existing]! + score;
          else {
            position[id] = results.ids.push(id) - 1;
            results.scores.push(score);
            results.terms.push(term);
          }
        }
      }
    };
    const numbers = matching(queryTerm);
    const exact = numbers.find((number) => index.terms[number] === queryTerm);
    if (exact !== undefined) add(exact, 1 * termBoost);
    if (!isCjkTerm(queryTerm) && queryTerm.length > 1) {
      // The browser's tree holds them inserted in the index's order (shard runs by rank, each in the index's order).
      const inIndexOrder = [...numbers].sort((first, second) => first - second);
      for (const at of treeOrder(inIndexOrder.map((number) => index.terms[number]!))) {
        const number = inIndexOrder[at]!;
        const length = index.terms[number]!.length;
        const distance = length - queryTerm.length;
        if (distance !== 0) add(number, ((MATCH_WEIGHTS.prefix * length) / (length + 0.3 * distance)) * termBoost);
      }
    }
    forget(results);
    return results;
  };

  // MiniSearch's combinators: AND keeps the documents of both in the second's order, OR adds the second's to the first.
  const combine = (results: Results[], combineWith = 'OR'): Results => {
    if (results.length === 0) return { ids: [], scores: [], terms: [] };
    const and = combineWith.toLowerCase() === 'and';
    let first = results[0]!;
    first.ids.forEach((id, at) => (position[id] = at));
    for (const second of results.slice(1)) {
      if (and) {
        const combined: Results = { ids: [], scores: [], terms: [] };
        second.ids.forEach((id, at) => {
          const existing = position[id]!;
          if (existing < 0) return;
          combined.ids.push(id);
          combined.scores.push(first.scores[existing]! + second.scores[at]!);
          combined.terms.push(first.terms[existing]! | second.terms[at]!);
        });
        forget(first);
        first = combined;
        first.ids.forEach((id, at) => (position[id] = at));
      } else {
        second.ids.forEach((id, at) => {
          const existing = position[id]!;
          if (existing >= 0) {
            first.scores[existing] = first.scores[existing]! + second.scores[at]!;
            first.terms[existing] = first.terms[existing]! | second.terms[at]!;
          } else {
            position[id] = first.ids.push(id) - 1;
            first.scores.push(second.scores[at]!);
            first.terms.push(second.terms[at]!);
          }
        });
      }
    }
    forget(first);
    return first;
  };

  const execute = (query: Query, inherited: Inherited, bits: Map<string, number>): Results => {
    if (typeof query === 'symbol') throw new Error('expansion-ranking.ts ranks no wildcard query (MiniSearch.wildcard): expansion never makes one');
    if (typeof query !== 'string') {
      const options: Inherited = { ...inherited, ...query };
      return combine(query.queries.map((subquery) => execute(subquery, options, bits)), options.combineWith);
    }
    const terms = (inherited.tokenize ?? tokenizeQuery)(query).filter((term) => !!term);
    for (const term of terms) if (!bits.has(term)) bits.set(term, 1 << bits.size);
    if (bits.size > MOST_QUERY_TERMS) throw new Error(`expansion-ranking.ts: ${JSON.stringify(query)} has more than ${MOST_QUERY_TERMS} terms`);
    // Not kept for the next query that repeats it: the short prefixes typed on the way to a word find most documents, and
    // keeping their results for the whole step held most of its memory on a large site.
    return combine(terms.map((term, number) => termQuery(term, inherited.boostTerm?.(term, number, terms) ?? 1, bits.get(term)!)), inherited.combineWith);
  };

  return (query) => {
    const { ids, scores, terms } = execute(query, { combineWith: 'AND', tokenize: tokenizeQuery }, new Map());
    const order = ids.map((_, at) => at);
    const final = scores.map((score, at) => score * (bitCount(terms[at]!) || 1));
    return order.sort((first, second) => final[second]! - final[first]!).map((at) => ids[at]!);
  };
}

// The number of bits set in a 32-bit integer.
function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}
