// The stored first pages of the glossary's English words typed alone (theme/lib/search/expansion-file.ts
// `AnswerFile`): typing child then fetches its 20 hits, with the records of those child alone would not show, in one
// small file, instead of the documents of its Chinese alternative and the record chunks of their hits. The words are
// ranked here as the browser ranks them (expansion-ranking.ts), straight from the index's postings.
import { SEARCH_HITS_PER_PAGE } from '../../theme/lib/constants.ts';
import { answerWords } from '../../theme/lib/search/expand-query.ts';
import type { AnswerFile } from '../../theme/lib/search/expansion-file.ts';
import { GLOSSARY_EXPANSIONS } from '../../theme/lib/search/glossary-expansions.ts';
import { glossaryExpander } from '../../theme/lib/search/query-expanders.ts';
import { packRecords } from '../../theme/lib/search/records-file.ts';
import { termMatcher, type ExpansionSources } from './expansion-files.ts';
import { queryRanker } from './expansion-ranking.ts';

/** Returns each glossary word's answer file, by its number in `answerWords`. */
export function buildExpansionAnswers(...[index, , boosts, , recordOf]: ExpansionSources): AnswerFile[] {
  const rank = queryRanker(index, boosts, termMatcher(index.terms));
  return answerWords(GLOSSARY_EXPANSIONS).map((word) => {
    const results = rank(glossaryExpander.query(word));
    const hits = results.slice(0, SEARCH_HITS_PER_PAGE);
    // The word's own first page is what typing it fetched the records of: the answer carries the others.
    const own = new Set(rank(word).slice(0, SEARCH_HITS_PER_PAGE));
    const recordIds = hits.filter((id) => !own.has(id));
    return { hits, nbHits: results.length, recordIds, records: packRecords(recordIds.map(recordOf)) };
  });
}
