// The Latin prefixes worth splitting (theme/lib/search/shard-keys.ts), and what the manifest stores for each:
// the shards holding its terms and the first page of hits of a query of the prefix alone, ranked here exactly
// as the browser would rank them over those shards.
import { SEARCH_HITS_PER_PAGE } from '../../theme/lib/constants.ts';
import type { IndexFile } from '../../theme/lib/search/index-file.ts';
import { rankDocuments } from '../../theme/lib/search/search-index.ts';
import { loadShards, type SearchManifest, type ShardFile } from '../../theme/lib/search/shard-file.ts';
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
 * Returns each split prefix's manifest entry; `manifest` is the manifest but for these entries, `shards` the files
 * split with them. Prefixes that need the same shards are ranked over one index of those shards, built once (at
 * 5,000 pages, building an index per prefix was most of the search step).
 */
export function rankSplitPrefixes(index: IndexFile, prefixes: readonly string[], shards: readonly ShardFile[], manifest: SearchManifest): Record<string, SplitPrefix> {
  const latinTerms = index.terms.filter((term) => !isCjkTerm(term));
  const loaded = new Map<string, ReturnType<typeof loadShards>>();
  const entries = prefixes.map((prefix): [string, SplitPrefix] => {
    const numbers = [...new Set(latinTerms.filter((term) => term.startsWith(prefix)).map((term) => shardOfTerm(term, manifest)))].sort((a, b) => a - b);
    const key = numbers.join(',');
    let partial = loaded.get(key);
    if (!partial) loaded.set(key, (partial = loadShards(manifest, numbers.map((number) => shards[number]!))));
    const { levels } = partial;
    const results = rankDocuments(partial.index, prefix, (id) => levels.get(id));
    return [prefix, { shards: numbers, hits: results.slice(0, SEARCH_HITS_PER_PAGE).map((result) => result.id as number), nbHits: results.length }];
  });
  return Object.fromEntries(entries);
}
