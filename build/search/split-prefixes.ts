// The Latin prefixes worth splitting (theme/lib/search/shard-keys.ts), and what the manifest stores for each:
// the shards holding its terms and the first page of hits of a query of the prefix alone, ranked here exactly
// as the browser would rank them over those shards.
import { SEARCH_HITS_PER_PAGE } from '../../theme/lib/constants.ts';
import type { IndexFile } from '../../theme/lib/search/index-file.ts';
import type { SearchManifest } from '../../theme/lib/search/shard-file.ts';
import { shardOfTerm, type SplitPrefix } from '../../theme/lib/search/shard-keys.ts';
import { isCjkTerm } from '../../theme/lib/search/tokenize.ts';
import { queryRanker } from './expansion-ranking.ts';

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
 * The document ids a query of `prefix` alone finds, best first, as MiniSearch's `search` ranks them
 * (theme/lib/search/search-index.ts `rankDocuments`), straight from the packed postings (expansion-ranking.ts).
 * `terms` are the numbers of the terms that start with `prefix`; `documentBoosts` the documents' boosts by id. A test
 * compares the result with MiniSearch's on the real site and a synthetic one.
 */
export function rankPrefix(index: IndexFile, prefix: string, terms: readonly number[], documentBoosts: ArrayLike<number>): number[] {
  return queryRanker(index, documentBoosts, () => [...terms])(prefix);
}
