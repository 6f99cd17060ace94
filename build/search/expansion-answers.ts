// The stored first pages of English words typed alone that expansion changes (expand-query.ts `answerWords`: the
// glossary's, and their inflections; theme/lib/search/expansion-file.ts `AnswerFile`): typing child then fetches its
// 20 hits in one small file, with the records of those the reader has not fetched yet, instead of the documents of its
// Chinese alternative and the record chunks of their hits. The words are ranked here as the browser ranks them
// (expansion-ranking.ts), straight from the index's postings.
import { SEARCH_HITS_PER_PAGE } from '../../theme/lib/constants.ts';
import { answerWords } from '../../theme/lib/search/expand-query.ts';
import type { AnswerFile } from '../../theme/lib/search/expansion-file.ts';
import { GLOSSARY_EXPANSIONS } from '../../theme/lib/search/glossary-expansions.ts';
import { glossaryExpander } from '../../theme/lib/search/query-expanders.ts';
import { packRecords } from '../../theme/lib/search/records-file.ts';
import { termMatcher, type ExpansionSources } from './expansion-files.ts';
import { queryRanker } from './expansion-ranking.ts';

/** Returns each word's answer file, by its number in `answerWords`. */
export function buildExpansionAnswers({ index, boosts, recordOf, recordsPerChunk }: ExpansionSources): AnswerFile[] {
  const rank = queryRanker(index, boosts, termMatcher(index.terms));
  // A text's first page as the browser ranks it, expanded or `asTyped`, and its number of hits.
  const pages = new Map<string, { hits: number[]; nbHits: number }>();
  const firstPage = (text: string, asTyped = false) => {
    const query = asTyped ? text : glossaryExpander.query(text);
    const key = typeof query === 'string' ? `\u0000${query}` : text;
    let page = pages.get(key);
    if (!page) {
      const ids = rank(query);
      pages.set(key, (page = { hits: ids.slice(0, SEARCH_HITS_PER_PAGE), nbHits: ids.length }));
    }
    return page;
  };
  return answerWords(GLOSSARY_EXPANSIONS).map((word) => {
    const { hits, nbHits } = firstPage(word);
    // The records the reader has: those of the first pages shown while the word was typed, letter by letter, and of
    // the word's own first page, which the query unexpanded would fetch (its record chunks are no more than that).
    // A prefix nothing expands fetched its hits' whole record chunks.
    const shown = new Set(firstPage(word, true).hits);
    const chunks = new Set<number>();
    for (let end = 1; end < word.length; end++) {
      const prefix = word.slice(0, end);
      for (const id of firstPage(prefix).hits) shown.add(id);
      if (glossaryExpander.query(prefix) === prefix) for (const id of firstPage(prefix).hits) chunks.add(Math.floor(id / recordsPerChunk));
    }
    const recordIds = hits.filter((id) => !shown.has(id) && !chunks.has(Math.floor(id / recordsPerChunk)));
    return { hits, nbHits, recordIds, records: packRecords(recordIds.map(recordOf)) };
  });
}
