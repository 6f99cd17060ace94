// The glossary alternatives' files (theme/lib/search/expansion-file.ts): for each alternative an expansion may add
// (expand-query.ts `expansionTargets`), the postings of the terms it is looked up by, kept for the documents that
// match all of them, with the terms' document counts in the whole index. A query for child then fetches the
// documents that say 子元素 rather than the shards of 「子」 and 「元」.
import { SEARCH_HITS_PER_PAGE } from '../../theme/lib/constants.ts';
import { alternativeTerms, expansionTargets } from '../../theme/lib/search/expand-query.ts';
import type { ExpansionFile } from '../../theme/lib/search/expansion-file.ts';
import { GLOSSARY_EXPANSIONS } from '../../theme/lib/search/glossary-expansions.ts';
import type { IndexFile } from '../../theme/lib/search/index-file.ts';
import { packRecords } from '../../theme/lib/search/records-file.ts';
import type { SearchRecord } from '../../theme/lib/search/records.ts';
import { BM25_PARAMETERS, FIELD_BOOST, MATCH_WEIGHTS } from '../../theme/lib/search/search-index.ts';
import { forEachDocument, indexedLengths, termRanks } from '../../theme/lib/search/shard-file.ts';
import type { ShardLayout } from '../../theme/lib/search/shard-keys.ts';
import { isCjkTerm } from '../../theme/lib/search/tokenize.ts';

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
 * Returns the file of each glossary alternative, by its number in `expansionTargets`; `boosts` are the documents'
 * `documentBoost`s, `recordOf` reads a display record back.
 */
export function buildExpansionFiles(
  index: IndexFile,
  levels: readonly number[],
  boosts: readonly number[],
  layout: Pick<ShardLayout, 'splitPrefixes'>,
  recordOf: (id: number) => SearchRecord,
): ExpansionFile[] {
  const ranks = termRanks(index.terms, layout);
  const lengths = indexedLengths(index, levels);
  const matching = termMatcher(index.terms);
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
    // The alternative's best documents, but those its English words match, by their BM25+ scores for it.
    const own = (addedFor.get(target) ?? []).map((word) => matchesOf(alternativeTerms(word)));
    const candidates = [...matches].filter((id) => !own.some((documents) => documents.has(id)));
    const scores = alternativeScores(index, file, queryTerms, boosts);
    file.recordIds = candidates.sort((a, b) => scores.get(b)! - scores.get(a)!).slice(0, SEARCH_HITS_PER_PAGE);
    file.records = packRecords(file.recordIds.map(recordOf));
    return file;
  });
}

// Each document's score for the alternative whose file is `file` (looked up by `queryTerms`), as MiniSearch adds it
// up (search-index.ts: field boosts, BM25+, a prefix match's weight, a bigram's boost), without loading MiniSearch for
// each of ninety files: it only picks which records a file carries.
function alternativeScores(index: IndexFile, file: ExpansionFile, queryTerms: readonly string[], boosts: readonly number[]): Map<number, number> {
  const { k, b, d } = BM25_PARAMETERS;
  const fieldNames = Object.fromEntries(Object.entries(index.fieldIds).map(([name, id]) => [id, name as keyof typeof FIELD_BOOST]));
  const fieldCount = Object.keys(index.fieldIds).length;
  const scores = new Map<number, number>();
  file.terms.forEach((term, number) => {
    const queryTerm = queryTerms.find((candidate) => term.startsWith(candidate)) ?? term;
    const distance = term.length - queryTerm.length;
    const termBoost = isCjkTerm(term) && [...term].length === 2 ? 2 : 1;
    const weight = termBoost * (distance === 0 ? 1 : (MATCH_WEIGHTS.prefix * term.length) / (term.length + 0.3 * distance));
    const packed = file.postings[number]!;
    const counts = file.counts[number]!;
    for (let at = 0; at < packed.length;) {
      const field = packed[at++]!;
      const kept = packed[at++]!;
      let matching = 0;
      for (let pair = 0; pair < counts.length; pair += 2) if (counts[pair] === field) matching = counts[pair + 1]!;
      const average = index.averageFieldLength[field]!;
      const inverseFrequency = Math.log(1 + (index.documentCount - matching + 0.5) / (matching + 0.5));
      for (let seen = 0, id = 0; seen < kept; seen++) {
        id += packed[at++]!;
        const frequency = (packed[at] ?? 0) < 0 ? -packed[at++]! : 1;
        const length = index.fieldLength[id * fieldCount + field]!;
        const bm25 = inverseFrequency * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * length) / average)));
        scores.set(id, (scores.get(id) ?? 0) + weight * (FIELD_BOOST[fieldNames[field]!] ?? 1) * boosts[id]! * bm25);
      }
    }
  });
  return scores;
}

// Packed postings (index-file.ts) of the documents in `keep` only, and each field's whole document count (field id, count …).
function restrictPostings(packed: readonly number[], keep: ReadonlySet<number>): { postings: number[]; counts: number[] } {
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
