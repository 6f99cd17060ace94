// Which shard holds a term. A query term's exact and prefix matches must all sit in the shards its key names:
// a CJK term (matched exactly) is keyed by its first character, a Latin term by its first two letters (prefix
// matching starts at two letters; a one-letter term is matched exactly and is its own key). At scale a few
// prefixes hold a large share of all postings (「ch」: every record that says 「cheerio」), so the build splits
// those: their terms are keyed by one more letter (「chi」, and if that is large too, 「chil」), and a query of
// the split prefix alone, whose ranking needs every one of those terms, finds its first page of hits in the
// manifest instead.
import type { QueryExpander } from './expand-query.ts';
import { isCjkTerm, tokenizeQuery } from './tokenize.ts';

/** A Latin prefix the build split, as the manifest lists it. */
export interface SplitPrefix {
  /** The shards holding the terms that start with the prefix (keyed by one more letter), in increasing order. */
  shards: number[];
  /** The first page of hits of a query of the prefix alone (document ids, best first), and how many there are. */
  hits: number[];
  nbHits: number;
}

/** What deciding a term's shard needs from the manifest. */
export interface ShardLayout {
  shardCount: number;
  /** Split prefixes (two letters or more) by prefix. */
  splitPrefixes: Record<string, SplitPrefix>;
  /**
   * URL of the file of glossary alternative n (expand-query.ts `expansionTargets`), with `{n}` for its number; absent
   * when the index is one shard, which every query loads anyway.
   */
  expansionUrl?: string;
  /** URL of the stored answers of glossary word n's texts (expand-query.ts `answerFiles`), with `{n}`; absent with expansionUrl. */
  answerUrl?: string;
  /** URL of the records of an answer's hits the modal does not show (expansion-file.ts `MoreRecordsFile`), with `{n}`. */
  moreUrl?: string;
}

// Own keys only: a prefix like 「co」 must not find Object.prototype.constructor.
const isSplit = (layout: Pick<ShardLayout, 'splitPrefixes'>, prefix: string) => Object.hasOwn(layout.splitPrefixes, prefix);

/** Returns the shard key of a term (never empty): its first character if CJK, else its first two letters, one more under each split prefix. */
export function shardKey(term: string, layout: Pick<ShardLayout, 'splitPrefixes'>): string {
  if (isCjkTerm(term)) return term.slice(0, 1);
  let length = 2;
  while (term.length > length && isSplit(layout, term.slice(0, length))) length++;
  return term.slice(0, length);
}

// An integer hash of a shard key's code units: spreads neighbouring characters over different shards.
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return (hash ^ (hash >>> 15)) >>> 0;
}

/** Returns the shard of `term`. */
export function shardOfTerm(term: string, layout: ShardLayout): number {
  return layout.shardCount <= 1 ? 0 : hashKey(shardKey(term, layout)) % layout.shardCount;
}

// Adds the shards that `terms` need (exact and prefix matching) to `shards`.
function addShards(shards: Set<number>, terms: readonly string[], layout: ShardLayout): Set<number> {
  for (const term of terms) {
    // A split prefix typed alone prefix-matches terms under all its three-letter keys.
    if (isSplit(layout, term)) for (const shard of layout.splitPrefixes[term]!.shards) shards.add(shard);
    else shards.add(shardOfTerm(term, layout));
  }
  return shards;
}

const increasing = (numbers: Iterable<number>) => [...numbers].sort((a, b) => a - b);

/** Returns the shards the terms of a query and its whole expansion need (exact and prefix matching), in increasing order. */
export function shardsForQuery(query: string, layout: ShardLayout, expander?: QueryExpander): number[] {
  return increasing(addShards(new Set(), expander?.terms(query) ?? tokenizeQuery(query), layout));
}

/**
 * Returns the shards and glossary alternatives' files (expansionUrl) a query needs, in increasing order: the shards of
 * its words' own terms, and for each alternative the glossary added, its file, unless the shards of its terms are
 * needed anyway. An alternative's file holds only the documents it matches, where the shards of its terms (子元素:
 * 「子」 and 「元」) hold every term of those first characters.
 */
export function filesForQuery(query: string, layout: ShardLayout, expander?: QueryExpander): { shards: number[]; expansions: number[] } {
  if (!expander) return { shards: shardsForQuery(query, layout), expansions: [] };
  const { terms, alternatives } = expander.lookups(query);
  const shards = addShards(new Set(), terms, layout);
  const expansions = new Set<number>();
  for (const alternative of alternatives) {
    const own = addShards(new Set(), alternative.terms, layout);
    if ([...own].every((shard) => shards.has(shard))) continue;
    if (layout.expansionUrl === undefined) for (const shard of own) shards.add(shard);
    else expansions.add(alternative.number);
  }
  return { shards: increasing(shards), expansions: increasing(expansions) };
}

/** The manifest's answer to `query` (document ids and count) when it is a split prefix alone, which nothing expands, and the first page is asked for. */
export function storedAnswer(query: string, page: number, layout: Pick<ShardLayout, 'splitPrefixes'>, expander?: QueryExpander): { ids: number[]; nbHits: number } | undefined {
  const terms = tokenizeQuery(query);
  if (page !== 0 || terms.length !== 1 || !isSplit(layout, terms[0]!) || (expander && expander.query(query) !== query)) return undefined;
  const { hits, nbHits } = layout.splitPrefixes[terms[0]!]!;
  return { ids: hits, nbHits };
}
