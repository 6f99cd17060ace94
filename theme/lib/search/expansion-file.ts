// The file of one glossary alternative (遍历 for traverse, expand-query.ts `expansionTargets`): the postings of the
// terms it is looked up by, kept only for the documents that match it, with each term's document count in the whole
// index, so a partial index scores those documents exactly as the whole index does. The shards of its terms hold
// every term of their first characters (「元」 for 元素: every record that says 元素, and more); a query that
// needs the alternative and not those shards fetches this instead (shard-keys.ts `filesForQuery`).
import { unpackPostings, type TermPostings } from './index-file.ts';
import { unpackRecords, type RecordsFile } from './records-file.ts';
import type { SearchRecord } from './records.ts';

/** One alternative's file. */
export interface ExpansionFile {
  /** The terms the alternative is looked up by (a Latin term's prefix matches too), in the whole index's order. */
  terms: string[];
  /** Each term's rank among the whole index's runs of one shard key (shard-file.ts `ShardFile.groups`). */
  ranks: number[];
  /** Each term's position among all the whole index's terms, to order the terms of one run that two files hold. */
  positions: number[];
  /** Each term's postings (index-file.ts `packPostings`), only of the documents that match the alternative. */
  postings: number[][];
  /** Each term's document count per field in the whole index: field id, count, field id, count … */
  counts: number[][];
  /** The documents the postings name, as in a shard (shard-file.ts `ShardFile.documents`). */
  documents: number[];
  /**
   * The display records of the alternative's best documents (a first page of them, by its own scores) among those the
   * English words it is added for do not match, and their ids: the hits an expansion adds to a query are mostly these,
   * so their record chunks are not fetched.
   */
  recordIds: number[];
  records: RecordsFile;
}

/**
 * The terms of some expansion files merged (postings of one term from two files joined) and filled up with stand-in
 * documents (shard-file.ts `STAND_IN_DOCUMENT`) to their document counts in the whole index.
 */
export interface ExpansionTerms {
  /** By the rank of their shard key's run, each in the whole index's order. */
  runs: Map<number, [string, TermPostings][]>;
  /** The stand-ins' document ids (from `firstId` on), as many as the term lacking most documents needs. */
  standIns: number[];
}

/** Merges `files`' terms but those `hasTerm` says a loaded shard holds (the shard is then the whole truth), from document id `firstId`. */
export function mergeExpansionTerms(files: readonly ExpansionFile[], hasTerm: (term: string) => boolean, firstId: number): ExpansionTerms {
  const merged = new Map<string, { rank: number; position: number; postings: TermPostings; counts: number[] }>();
  for (const file of files) {
    file.terms.forEach((term, number) => {
      if (hasTerm(term)) return;
      let entry = merged.get(term);
      if (!entry) merged.set(term, (entry = { rank: file.ranks[number]!, position: file.positions[number]!, postings: {}, counts: file.counts[number]! }));
      for (const [field, documents] of Object.entries(unpackPostings(file.postings[number]!))) Object.assign((entry.postings[field] ??= {}), documents);
    });
  }
  let standInCount = 0;
  for (const { postings, counts } of merged.values()) {
    for (let at = 0; at < counts.length; at += 2) {
      const documents = postings[counts[at]!];
      if (documents) standInCount = Math.max(standInCount, counts[at + 1]! - Object.keys(documents).length);
    }
  }
  const standIns = Array.from({ length: standInCount }, (_, number) => firstId + number);
  const runs = new Map<number, [string, TermPostings][]>();
  // MiniSearch's prefix matching meets terms in the order they were added, so they go in the whole index's order.
  const ordered = [...merged].sort(([, a], [, b]) => a.position - b.position);
  for (const [term, { rank, postings, counts }] of ordered) {
    for (let at = 0; at < counts.length; at += 2) {
      const documents = postings[counts[at]!];
      // Stand-ins have ids above every document's, so MiniSearch meets the real documents first, in id order.
      if (documents) for (const id of standIns.slice(0, counts[at + 1]! - Object.keys(documents).length)) documents[id] = 1;
    }
    let run = runs.get(rank);
    if (!run) runs.set(rank, (run = []));
    run.push([term, postings]);
  }
  return { runs, standIns };
}

/** A stored first page: its hits (document ids, best first) and their count. */
export interface StoredPage {
  hits: number[];
  nbHits: number;
}

/**
 * The stored first pages of a glossary English word typed alone (child, select: expand-query.ts `answerWords`), the
 * commonest expanded query, and of the texts made from it (its inflections, the texts typed towards a term of more
 * words: expand-query.ts `answerFiles`), with the display records of the hits the modal shows of them (sections.ts
 * `shownHits`) but those typing each text has fetched. Other hits' records come from the `more` file or their chunks.
 */
export interface AnswerFile {
  /** The first pages, by the number of their text in `answerWords`. */
  pages: Record<number, StoredPage>;
  /** The ids of the records in `records`. */
  recordIds: number[];
  records: RecordsFile;
  /** The file (manifest `moreUrl`) with the records of the hits the modal does not show, if there are any. */
  more?: number;
}

/** The records of the hits some answers' modal does not show, for a caller that shows every hit (the /search page). */
export type MoreRecordsFile = Pick<AnswerFile, 'recordIds' | 'records'>;

/** Returns the records an answer or expansion file carries, by document id. */
export function carriedRecords({ recordIds, records }: Pick<AnswerFile, 'recordIds' | 'records'>): Map<number, SearchRecord> {
  return new Map(recordIds.map((id, number) => [id, unpackRecords({ pages: records.pages, records: [records.records[number]!] }, id)[0]!]));
}
