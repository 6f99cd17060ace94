// The stored first pages of English words typed alone that expansion changes (expand-query.ts `answerWords`: the
// glossary's, and their inflections; theme/lib/search/expansion-file.ts `AnswerFile`): typing child then fetches its
// 20 hits in one small file, with the records of those the modal shows (at most SEARCH_HITS_PER_GROUP a section) and the
// reader has not fetched yet, instead of the documents of its Chinese alternative and the record chunks of their hits.
// The /search page, which shows every hit, also fetches the records of the others, from a file the answers that need the
// same ones share. The words are ranked here as the browser ranks them (expansion-ranking.ts), straight from the
// index's postings.
import { SEARCH_HITS_PER_GROUP, SEARCH_HITS_PER_PAGE } from '../../theme/lib/constants.ts';
import { answerWords } from '../../theme/lib/search/expand-query.ts';
import type { AnswerFile, MoreRecordsFile } from '../../theme/lib/search/expansion-file.ts';
import { GLOSSARY_EXPANSIONS } from '../../theme/lib/search/glossary-expansions.ts';
import { glossaryExpander } from '../../theme/lib/search/query-expanders.ts';
import { packRecords } from '../../theme/lib/search/records-file.ts';
import { shownHits } from '../../theme/lib/search/sections.ts';
import { termMatcher, type ExpansionSources } from './expansion-files.ts';
import { queryRanker } from './expansion-ranking.ts';

/** Returns each word's answer file, by its number in `answerWords`, and the files of the hits the modal does not show. */
export function buildExpansionAnswers({ index, boosts, recordOf, recordsPerChunk, sections }: ExpansionSources): { answers: AnswerFile[]; more: MoreRecordsFile[] } {
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
  // The hits of a page the modal shows (theme/lib/search/sections.ts), and all of them for /search.
  const inModal = (hits: readonly number[]) => shownHits(hits, (id) => sections[id], SEARCH_HITS_PER_GROUP);
  const everyHit = (hits: readonly number[]) => hits;
  // The records a reader has once `word` is typed a letter at a time where `shown` says which hits are shown: those of
  // the prefixes' hits, whole chunks of them where nothing expands a prefix, and those the word unexpanded would show
  // (the query unexpanded fetches their chunks, so what expansion adds is counted without them).
  const recordsHad = (word: string, shown: (hits: readonly number[]) => readonly number[]) => {
    const had = new Set(shown(firstPage(word, true).hits));
    for (let end = 1; end < word.length; end++) {
      const prefix = word.slice(0, end);
      const hits = shown(firstPage(prefix).hits);
      for (const id of hits) had.add(id);
      if (glossaryExpander.query(prefix) !== prefix) continue;
      for (const id of hits) for (let first = id - (id % recordsPerChunk), other = first; other < first + recordsPerChunk; other++) had.add(other);
    }
    return had;
  };
  const more = new Map<string, { number: number; ids: number[] }>();
  const answers = answerWords(GLOSSARY_EXPANSIONS).map((word): AnswerFile => {
    const { hits, nbHits } = firstPage(word);
    const modalHits = inModal(hits);
    const modalHad = recordsHad(word, inModal);
    const recordIds = modalHits.filter((id) => !modalHad.has(id));
    const answer = { hits, nbHits, recordIds, records: packRecords(recordIds.map(recordOf)) };
    const pageHad = recordsHad(word, everyHit);
    const others = hits.filter((id) => !modalHits.includes(id) && !pageHad.has(id));
    if (others.length === 0) return answer;
    let file = more.get(others.join());
    if (!file) more.set(others.join(), (file = { number: more.size, ids: others }));
    return { ...answer, more: file.number };
  });
  return { answers, more: [...more.values()].map(({ ids }) => ({ recordIds: ids, records: packRecords(ids.map(recordOf)) })) };
}
