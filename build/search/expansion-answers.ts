// The stored first pages of the glossary's English words typed alone (theme/lib/search/expansion-file.ts
// `AnswerFile`): typing child then fetches its 20 hits, with the records of those child alone would not show, in one
// small file, instead of the documents of its Chinese alternative and the record chunks of their hits. The words are
// ranked here as the browser ranks them, over the terms their expanded queries look up (a partial index ranks as the
// whole one).
import { SEARCH_HITS_PER_PAGE } from '../../theme/lib/constants.ts';
import { answerWords } from '../../theme/lib/search/expand-query.ts';
import type { AnswerFile } from '../../theme/lib/search/expansion-file.ts';
import { GLOSSARY_EXPANSIONS } from '../../theme/lib/search/glossary-expansions.ts';
import type { IndexFile } from '../../theme/lib/search/index-file.ts';
import { glossaryExpander } from '../../theme/lib/search/query-expanders.ts';
import { packRecords } from '../../theme/lib/search/records-file.ts';
import type { SearchRecord } from '../../theme/lib/search/records.ts';
import { rankDocuments } from '../../theme/lib/search/search-index.ts';
import { forEachDocument, indexedLengths, loadShards, termRanks, type ShardFile } from '../../theme/lib/search/shard-file.ts';
import type { ShardLayout } from '../../theme/lib/search/shard-keys.ts';
import { termMatcher } from './expansion-files.ts';

/** Returns each glossary word's answer file, by its number in `answerWords`; `boosts` are the documents' `documentBoost`s. */
export function buildExpansionAnswers(
  index: IndexFile,
  levels: readonly number[],
  boosts: readonly number[],
  layout: Pick<ShardLayout, 'splitPrefixes'>,
  recordOf: (id: number) => SearchRecord,
): AnswerFile[] {
  const words = answerWords(GLOSSARY_EXPANSIONS);
  // One partial index over every term the words' queries look up: terms a query does not look up change none of its hits.
  const matching = termMatcher(index.terms);
  const numbers = [...new Set(words.flatMap((word) => glossaryExpander.terms(word).flatMap(matching)))].sort((a, b) => a - b);
  const { index: partial } = loadShards(index, [shardOf(index, numbers, levels, layout)]);
  const boostOf = (id: number) => boosts[id]!;
  return words.map((word) => {
    const results = rankDocuments(partial, word, boostOf, { expander: glossaryExpander });
    const hits = results.slice(0, SEARCH_HITS_PER_PAGE).map((result) => result.id as number);
    // The word's own first page is what typing it fetched the records of: the answer carries the others.
    const own = new Set(rankDocuments(partial, word, boostOf).slice(0, SEARCH_HITS_PER_PAGE).map((result) => result.id as number));
    const recordIds = hits.filter((id) => !own.has(id));
    return { hits, nbHits: results.length, recordIds, records: packRecords(recordIds.map(recordOf)) };
  });
}

// The terms `numbers` (in the whole index's order) as one shard, with the documents they name.
function shardOf(index: IndexFile, numbers: readonly number[], levels: readonly number[], layout: Pick<ShardLayout, 'splitPrefixes'>): ShardFile {
  const ranks = termRanks(index.terms, layout);
  const lengths = indexedLengths(index, levels);
  const shard: ShardFile = { groups: [], terms: [], postings: [], documents: [] };
  const documents = new Set<number>();
  for (const number of numbers) {
    if (shard.groups.at(-2) === ranks[number]) shard.groups[shard.groups.length - 1]!++;
    else shard.groups.push(ranks[number]!, 1);
    shard.terms.push(index.terms[number]!);
    shard.postings.push(index.postings[number]!);
    forEachDocument(index.postings[number]!, (id) => documents.add(id));
  }
  let previous = 0;
  for (const id of [...documents].sort((a, b) => a - b)) {
    shard.documents.push(id - previous, levels[id] ?? 0, lengths[id]!);
    previous = id;
  }
  return shard;
}
