// The stored first pages of English words typed alone that expansion changes (expand-query.ts `answerWords`: the
// glossary's, their inflections and the texts typed towards its terms of more words; theme/lib/search/expansion-file.ts
// `AnswerFile`): typing child then fetches its 20 hits in one small file, with the records of those the modal shows (at
// most SEARCH_HITS_PER_GROUP a section) and the reader has not fetched yet, instead of the documents of its Chinese
// alternative and the record chunks of their hits. A glossary word's file holds the pages of the texts made from it too
// (modified, modifying), which typing the word fetched on the way. The /search page, which shows every hit, also fetches
// the others' records, from a file of their own. The texts are ranked here as the browser ranks them
// (expansion-ranking.ts), straight from the index's postings.
import type { Query } from 'minisearch';
import { SEARCH_HITS_PER_GROUP, SEARCH_HITS_PER_PAGE } from '../../theme/lib/constants.ts';
import { answerFiles, answerWords } from '../../theme/lib/search/expand-query.ts';
import type { AnswerFile, MoreRecordsFile, StoredPage } from '../../theme/lib/search/expansion-file.ts';
import { GLOSSARY_EXPANSIONS } from '../../theme/lib/search/glossary-expansions.ts';
import { glossaryExpander } from '../../theme/lib/search/query-expanders.ts';
import { packRecords } from '../../theme/lib/search/records-file.ts';
import { shownHits } from '../../theme/lib/search/sections.ts';
import { termMatcher, type ExpansionSources } from './expansion-files.ts';
import { queryRanker } from './expansion-ranking.ts';

/** Returns the answer files, by their number in `answerFiles`, and the files of the hits the modal does not show. */
export function buildExpansionAnswers({ index, boosts, recordOf, recordsPerChunk, sections }: ExpansionSources): { answers: AnswerFile[]; more: MoreRecordsFile[] } {
  const rank = queryRanker(index, boosts, termMatcher(index.terms));
  // A text's query, expanded (the text itself when nothing expands it).
  const queries = new Map<string, Query>();
  const expanded = (text: string) => {
    let query = queries.get(text);
    if (query === undefined) queries.set(text, (query = glossaryExpander.query(text)));
    return query;
  };
  // A text's first page as the browser ranks it, expanded or `asTyped`, and its number of hits.
  const pages = new Map<string, StoredPage>();
  const firstPage = (text: string, asTyped = false) => {
    const query = asTyped ? text : expanded(text);
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
    const records = new Set(shown(firstPage(word, true).hits));
    const chunks = new Set<number>();
    for (let end = 1; end < word.length; end++) {
      const prefix = word.slice(0, end);
      const hits = shown(firstPage(prefix).hits);
      for (const id of hits) records.add(id);
      if (expanded(prefix) === prefix) for (const id of hits) chunks.add(Math.floor(id / recordsPerChunk));
    }
    return (id: number) => records.has(id) || chunks.has(Math.floor(id / recordsPerChunk));
  };
  // Each file: the stored texts' first pages, the records their modal needs and those /search needs besides.
  const words = answerWords(GLOSSARY_EXPANSIONS);
  const files = new Map<number, { pages: Record<number, StoredPage>; modalNeeds: Set<number>; pageNeeds: Set<number> }>();
  answerFiles(GLOSSARY_EXPANSIONS).forEach((number, wordNumber) => {
    const word = words[wordNumber]!;
    let file = files.get(number);
    if (!file) files.set(number, (file = { pages: {}, modalNeeds: new Set(), pageNeeds: new Set() }));
    const { hits, nbHits } = firstPage(word);
    file.pages[wordNumber] = { hits, nbHits };
    const modalHits = inModal(hits);
    const modalHad = recordsHad(word, inModal);
    for (const id of modalHits) if (!modalHad(id)) file.modalNeeds.add(id);
    const pageHad = recordsHad(word, everyHit);
    for (const id of hits) if (!modalHits.includes(id) && !pageHad(id)) file.pageNeeds.add(id);
  });
  const more: MoreRecordsFile[] = [];
  // Every glossary word has a file of its own, so their numbers run from 0 without a gap.
  const answers = [...files.keys()].sort((a, b) => a - b).map((number): AnswerFile => {
    const { pages, modalNeeds, pageNeeds } = files.get(number)!;
    const recordIds = [...modalNeeds];
    const answer = { pages, recordIds, records: packRecords(recordIds.map(recordOf)) };
    const others = [...pageNeeds].filter((id) => !modalNeeds.has(id));
    if (others.length === 0) return answer;
    more.push({ recordIds: others, records: packRecords(others.map(recordOf)) });
    return { ...answer, more: more.length - 1 };
  });
  return { answers, more };
}
