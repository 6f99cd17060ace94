// The Latin prefixes worth splitting (theme/lib/search/shard-keys.ts), and what the manifest stores for each:
// the shards holding its terms and the first page of hits of a query of the prefix alone, ranked here exactly
// as the browser would rank them over those shards.
import { SEARCH_HITS_PER_PAGE } from '../../theme/lib/constants.ts';
import SearchableMap from 'minisearch/SearchableMap';
import type { IndexFile } from '../../theme/lib/search/index-file.ts';
import { BM25_PARAMETERS, FIELD_BOOST, MATCH_WEIGHTS } from '../../theme/lib/search/search-index.ts';
import type { SearchManifest } from '../../theme/lib/search/shard-file.ts';
import { shardOfTerm, type SplitPrefix } from '../../theme/lib/search/shard-keys.ts';
import { isCjkTerm } from '../../theme/lib/search/tokenize.ts';

// Past this length a prefix is not split further: its terms are few and specific.
const LONGEST_SPLIT = 6;

/**
 * Returns the prefixes to split: each two-letter prefix whose terms' postings hold more than `limit` numbers,
 * then, under those, each three-letter prefix over the limit, and so on.
 */
export function largePrefixes(index: IndexFile, limit: number): string[] {
  const split: string[] = [];
  let candidates = index.terms.map((term, number) => ({ term, size: index.postings[number]!.length })).filter(({ term }) => !isCjkTerm(term));
  for (let length = 2; length <= LONGEST_SPLIT && candidates.length > 0; length++) {
    const sizes = new Map<string, number>();
    for (const { term, size } of candidates) if (term.length >= length) sizes.set(term.slice(0, length), (sizes.get(term.slice(0, length)) ?? 0) + size);
    const large = new Set([...sizes].filter(([, size]) => size > limit).map(([prefix]) => prefix));
    split.push(...large);
    // A term longer than a large prefix is keyed by a longer one, which may be large in turn.
    candidates = candidates.filter(({ term }) => term.length > length && large.has(term.slice(0, length)));
  }
  return split;
}

/** A split prefix before its shards and hits are known: enough for `shardKey`, which only asks whether a prefix is split. */
export const UNRANKED: SplitPrefix = { shards: [], hits: [], nbHits: 0 };

/**
 * Returns each split prefix's manifest entry; `documentBoosts` are the records' boosts (search-index.ts `documentBoost`)
 * by document id. The shards are those holding the prefix's terms; the hits are ranked straight from the packed
 * postings (below).
 */
export function rankSplitPrefixes(index: IndexFile, prefixes: readonly string[], documentBoosts: ArrayLike<number>, manifest: SearchManifest): Record<string, SplitPrefix> {
  const latinTerms = index.terms.flatMap((term, number) => (isCjkTerm(term) ? [] : [number]));
  const entries = prefixes.map((prefix): [string, SplitPrefix] => {
    const own = latinTerms.filter((number) => index.terms[number]!.startsWith(prefix));
    const shards = [...new Set(own.map((number) => shardOfTerm(index.terms[number]!, manifest)))].sort((a, b) => a - b);
    const ranked = rankPrefix(index, prefix, own, documentBoosts);
    return [prefix, { shards, hits: ranked.slice(0, SEARCH_HITS_PER_PAGE), nbHits: ranked.length }];
  });
  return Object.fromEntries(entries);
}

/**
 * The document ids a query of `prefix` alone finds, best first, computed the way MiniSearch's `search` computes
 * them (theme/lib/search/search-index.ts `rankDocuments`), without building its index: at 5,000 pages, loading the
 * prefixes' shards into MiniSearch took most of the search step's time and 0.7 GB. The exact term first, then the
 * longer terms in the order MiniSearch's tree of them yields; per term, field by field, each document's BM25+
 * score times the term's weight, the field's boost and the document's boost, added in that order, so the
 * sums are the same floating-point numbers; then a stable sort by score. `terms` are the numbers of the terms that
 * start with `prefix`; `documentBoosts` the documents' boosts by id. A test compares the result with MiniSearch's on the real site and a synthetic one.
 */
export function rankPrefix(index: IndexFile, prefix: string, terms: readonly number[], documentBoosts: ArrayLike<number>): number[] {
  const fieldCount = Object.keys(index.fieldIds).length;
  const boosts: number[] = [];
  for (const [field, fieldId] of Object.entries(index.fieldIds)) boosts[fieldId] = FIELD_BOOST[field as keyof typeof FIELD_BOOST] ?? 1;
  const { k, b, d } = BM25_PARAMETERS;
  // Each document's score so far, and the documents in the order they were first scored (the order a Map of them
  // would keep, which the stable sort below leaves equal scores in).
  const scores = new Float64Array(index.documentCount);
  const scored: number[] = [];
  const isScored = new Uint8Array(index.documentCount);
  // MiniSearch's tree of the prefix's terms, inserted in the index's order as the browser's index inserts them.
  const tree = new SearchableMap<number>();
  for (const number of terms) tree.set(index.terms[number]!, number);
  const exact = tree.get(prefix);
  for (const number of [...(exact === undefined ? [] : [exact]), ...[...tree.values()].filter((term) => term !== exact)]) {
    const term = index.terms[number]!;
    const distance = term.length - prefix.length;
    const termWeight = distance === 0 ? 1 : (MATCH_WEIGHTS.prefix * term.length) / (term.length + 0.3 * distance);
    const packed = index.postings[number]!;
    // index-file.ts's layout: per field, its id, the document count, then id gaps (each followed by -frequency above 1).
    for (let at = 0; at < packed.length;) {
      const fieldId = packed[at++]!;
      const matching = packed[at++]!;
      const average = index.averageFieldLength[fieldId]!;
      const inverseFrequency = Math.log(1 + (index.documentCount - matching + 0.5) / (matching + 0.5));
      for (let seen = 0, id = 0; seen < matching; seen++) {
        id += packed[at++]!;
        const frequency = (packed[at] ?? 0) < 0 ? -packed[at++]! : 1;
        const length = index.fieldLength[id * fieldCount + fieldId]!;
        const bm25 = inverseFrequency * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * length) / average)));
        const score = termWeight * 1 * boosts[fieldId]! * documentBoosts[id]! * bm25;
        if (isScored[id] === 0) {
          isScored[id] = 1;
          scored.push(id);
        }
        scores[id] = scores[id]! + score;
      }
    }
  }
  return scored.sort((first, second) => scores[second]! - scores[first]!);
}
