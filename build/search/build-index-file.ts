// Builds the packed index (theme/lib/search/index-file.ts) straight from the records, without MiniSearch's
// per-token work: MiniSearch looks every token up in its radix tree, which made indexing 1,000 pages take
// seconds. Here each record's tokens are counted in a plain Map and appended to their term's postings.
// The result equals `packIndex(createSearchIndex(records).toJSON())` exactly (a test checks): the same
// field lengths, the same running averages, and the terms in MiniSearch's own tree order, which decides
// the order of equally scored hits. That order depends only on the order terms first appear, so one
// MiniSearch document holding every distinct term once reproduces it.
import MiniSearch from 'minisearch';
import type { IndexFile } from '../../theme/lib/search/index-file.ts';
import type { SearchRecord } from '../../theme/lib/search/records.ts';
import { SEARCH_INDEX_OPTIONS, toIndexedRecord, type IndexedRecord } from '../../theme/lib/search/search-index.ts';
import { tokenize } from '../../theme/lib/search/tokenize.ts';

// A term's postings per field id: document ids in increasing order, each followed by its frequency.
type TermPostings = number[][];

// MiniSearch's radix-tree order of `terms`, given in the order they first appeared.
function treeOrder(terms: readonly string[]): string[] {
  const ordering = new MiniSearch<{ id: number; terms: string }>({ fields: ['terms'], tokenize: () => [...terms], processTerm: (term) => term });
  ordering.add({ id: 0, terms: '' });
  return ordering.toJSON().index.map(([term]) => term);
}

/** Returns the packed index over `records` (document ids are their positions). */
export function buildIndexFile(records: readonly SearchRecord[]): IndexFile {
  const fields = SEARCH_INDEX_OPTIONS.fields as (keyof IndexedRecord)[];
  const fieldIds = Object.fromEntries(fields.map((field, id) => [field, id]));
  const averageFieldLength: number[] = [];
  const fieldLength: number[] = [];
  const postings = new Map<string, TermPostings>();
  const counts = new Map<string, number>();
  records.forEach((record, id) => {
    const indexed = toIndexedRecord(record, id);
    fields.forEach((field, fieldId) => {
      counts.clear();
      for (const term of tokenize(String(indexed[field]))) counts.set(term, (counts.get(term) ?? 0) + 1);
      fieldLength.push(counts.size);
      // MiniSearch's running average, computed the same way so the floating-point result is identical.
      averageFieldLength[fieldId] = ((averageFieldLength[fieldId] ?? 0) * id + counts.size) / (id + 1);
      for (const [term, count] of counts) {
        let termPostings = postings.get(term);
        if (!termPostings) postings.set(term, (termPostings = []));
        (termPostings[fieldId] ??= []).push(id, count);
      }
    });
  });
  const terms = treeOrder([...postings.keys()]);
  return {
    documentCount: records.length,
    nextId: records.length,
    fieldIds,
    averageFieldLength,
    dirtCount: 0,
    fieldLength,
    terms,
    postings: terms.map((term) => packTermPostings(postings.get(term)!)),
  };
}

// index-file.ts's layout: per field, its id, the document count, then id gaps (each followed by -frequency above 1).
function packTermPostings(byField: TermPostings): number[] {
  const packed: number[] = [];
  byField.forEach((pairs, fieldId) => {
    packed.push(fieldId, pairs.length / 2);
    let previous = 0;
    for (let at = 0; at < pairs.length; at += 2) {
      packed.push(pairs[at]! - previous);
      previous = pairs[at]!;
      if (pairs[at + 1] !== 1) packed.push(-pairs[at + 1]!);
    }
  });
  return packed;
}
