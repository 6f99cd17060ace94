// The glossary alternatives' files (theme/lib/search/expansion-file.ts): for each alternative an expansion may add
// (expand-query.ts `expansionTargets`), the postings of the terms it is looked up by, kept for the documents that
// match all of them, with the terms' document counts in the whole index. A query for child then fetches the
// documents that say 子元素 rather than the shards of 「子」 and 「元」.
import { SEARCH_HITS_PER_PAGE } from '../../theme/lib/constants.ts';
import { alternativeQuery, alternativeTerms, expansionTargets } from '../../theme/lib/search/expand-query.ts';
import type { ExpansionFile } from '../../theme/lib/search/expansion-file.ts';
import { GLOSSARY_EXPANSIONS } from '../../theme/lib/search/glossary-expansions.ts';
import type { IndexFile } from '../../theme/lib/search/index-file.ts';
import { packRecords } from '../../theme/lib/search/records-file.ts';
import type { SearchRecord } from '../../theme/lib/search/records.ts';
import { forEachDocument, indexedLengths, termRanks } from '../../theme/lib/search/shard-file.ts';
import type { ShardLayout } from '../../theme/lib/search/shard-keys.ts';
import { isCjkTerm } from '../../theme/lib/search/tokenize.ts';
import { queryRanker } from './expansion-ranking.ts';

/** Returns a function giving the numbers of the terms a query term matches: a CJK or one-letter term exactly, others by prefix too (search-index.ts). */
export function termMatcher(terms: readonly string[]): (queryTerm: string) => number[] {
  // Terms sorted, so the terms a query term prefix-matches are one slice.
  const sorted = terms.map((_, number) => number).sort((a, b) => (terms[a]! < terms[b]! ? -1 : 1));
  return (queryTerm) => {
    const exact = isCjkTerm(queryTerm) || queryTerm.length === 1;
    let low = 0;
    for (let high = sorted.length; low < high;) {
      const middle = (low + high) >>> 1;
      if (terms[sorted[middle]!]! < queryTerm) low = middle + 1;
      else high = middle;
    }
    const found: number[] = [];
    for (let at = low; at < sorted.length && terms[sorted[at]!]!.startsWith(queryTerm); at++) {
      if (!exact || terms[sorted[at]!] === queryTerm) found.push(sorted[at]!);
    }
    return found;
  };
}

/**
 * What expansion's files are built from: the whole index, each document's DocSearch level and `documentBoost` (by id),
 * the shard layout, a reader of display records by id, how many records a chunk of them holds (a stored answer
 * leaves out the records of chunks the reader fetched for other hits) and each record's section (an answer carries
 * the records of the hits the modal shows).
 */
export interface ExpansionSources {
  index: IndexFile;
  levels: readonly number[];
  boosts: readonly number[];
  layout: Pick<ShardLayout, 'splitPrefixes'>;
  recordOf: (id: number) => SearchRecord;
  recordsPerChunk: number;
  sections: readonly string[];
}

/** Returns the file of each glossary alternative, by its number in `expansionTargets`. */
export function buildExpansionFiles({ index, levels, boosts, layout, recordOf }: ExpansionSources): ExpansionFile[] {
  const ranks = termRanks(index.terms, layout);
  const lengths = indexedLengths(index, levels);
  const matching = termMatcher(index.terms);
  const rank = queryRanker(index, boosts, matching);
  const documentsOf = cached((queryTerm: string) => {
    const documents = new Set<number>();
    for (const number of matching(queryTerm)) forEachDocument(index.postings[number]!, (id) => documents.add(id));
    return documents;
  });
  // The documents that match every one of `queryTerms`, each by any term it matches: those an alternative of them matches.
  const matchesOf = (queryTerms: readonly string[]) => {
    let matches: Set<number> | undefined;
    for (const queryTerm of queryTerms) matches = matches ? new Set([...matches].filter((id) => documentsOf(queryTerm).has(id))) : new Set(documentsOf(queryTerm));
    return matches ?? new Set<number>();
  };
  // The English words each alternative is added for (遍历: traverse, traversal): typing one fetched the records of its own hits.
  const addedFor = new Map<string, string[]>();
  const { terms, aliases } = GLOSSARY_EXPANSIONS;
  for (const [word, term] of [...Object.entries(terms).map(([english]) => [english, english]), ...Object.entries(aliases)] as [string, string][]) {
    for (const target of [term, terms[term]!]) if (target !== word) addedFor.set(target, [...addedFor.get(target) ?? [], word]);
  }
  return expansionTargets(GLOSSARY_EXPANSIONS).map((target) => {
    const queryTerms = alternativeTerms(target);
    const matches = matchesOf(queryTerms);
    const file: ExpansionFile = { terms: [], ranks: [], positions: [], postings: [], counts: [], documents: [], recordIds: [], records: packRecords([]) };
    if (matches.size === 0) return file;
    for (const number of [...new Set(queryTerms.flatMap(matching))].sort((a, b) => a - b)) {
      const { postings, counts } = restrictPostings(index.postings[number]!, matches);
      if (postings.length === 0) continue;
      file.terms.push(index.terms[number]!);
      file.ranks.push(ranks[number]!);
      file.positions.push(number);
      file.postings.push(postings);
      file.counts.push(counts);
    }
    let previous = 0;
    for (const id of [...matches].sort((a, b) => a - b)) {
      file.documents.push(id - previous, levels[id] ?? 0, lengths[id]!);
      previous = id;
    }
    // The alternative's best documents, as it ranks them alone, but those its English words match.
    const own = (addedFor.get(target) ?? []).map((word) => matchesOf(alternativeTerms(word)));
    file.recordIds = rank(alternativeQuery(target)).filter((id) => !own.some((documents) => documents.has(id))).slice(0, SEARCH_HITS_PER_PAGE);
    file.records = packRecords(file.recordIds.map(recordOf));
    return file;
  });
}

// Packed postings (index-file.ts) of the documents in `keep` only, and each field's whole document count (field id, count …).
function restrictPostings(packed: ArrayLike<number>, keep: ReadonlySet<number>): { postings: number[]; counts: number[] } {
  const postings: number[] = [];
  const counts: number[] = [];
  for (let at = 0; at < packed.length;) {
    const field = packed[at]!;
    const count = packed[at + 1]!;
    at += 2;
    const start = postings.push(field, 0);
    for (let seen = 0, id = 0, previous = 0; seen < count; seen++) {
      id += packed[at++]!;
      const frequency = (packed[at] ?? 0) < 0 ? packed[at++]! : undefined;
      if (!keep.has(id)) continue;
      postings.push(id - previous);
      if (frequency !== undefined) postings.push(frequency);
      previous = id;
      postings[start - 1]!++;
    }
    if (postings[start - 1] === 0) postings.length -= 2;
    else counts.push(field, count);
  }
  return { postings, counts };
}

// `compute` remembered per argument.
function cached<K, V>(compute: (key: K) => V): (key: K) => V {
  const values = new Map<K, V>();
  return (key) => {
    if (!values.has(key)) values.set(key, compute(key));
    return values.get(key)!;
  };
}
