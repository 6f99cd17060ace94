// Builds the packed index (theme/lib/search/index-file.ts) straight from the pages' searchable blocks,
// whose terms the compile step already counted (build/markdown/rehype-collect-search-blocks.ts): here each
// block's counts are only appended to their terms' postings, with no tokenising and no MiniSearch tree work.
// The result equals `packIndex(createSearchIndex(records).toJSON())` over the pages' records exactly (a test
// checks): the same field lengths, the same running averages, and the terms in MiniSearch's own tree order,
// which decides the order of equally scored hits. That order depends only on the order terms first appear,
// so one MiniSearch document holding every distinct term once reproduces it.
import MiniSearch from 'minisearch';
import type { IndexFile } from '../../theme/lib/search/index-file.ts';
import { SEARCH_INDEX_OPTIONS } from '../../theme/lib/search/search-index.ts';
import { tokenize } from '../../theme/lib/search/tokenize.ts';
import type { SearchPageSource } from './search-page-source.ts';

// MiniSearch's radix-tree order of `terms`, given in the order they first appeared.
function treeOrder(terms: readonly string[]): number[] {
  const ordering = new MiniSearch<{ id: number; terms: string }>({ fields: ['terms'], tokenize: () => [...terms], processTerm: (term) => term });
  ordering.add({ id: 0, terms: '' });
  const position = new Map(terms.map((term, number) => [term, number]));
  return ordering.toJSON().index.map(([term]) => position.get(term)!);
}

// What a term's unpacked postings are replaced with once packed.
const PACKED: number[][] = [];

// A record's one indexed field (toIndexedRecord): the title of a page's lvl1 record, a heading's own text, or a text block.
const TITLE = 0;
const HEADING = 1;
const CONTENT = 2;

/** Returns the packed index over the records of `pages` (document ids are record positions, as `pageRecords` numbers them). */
export function buildIndexFile(pages: Iterable<SearchPageSource>): IndexFile {
  const fields = SEARCH_INDEX_OPTIONS.fields;
  if (fields.join() !== 'title,heading,content') throw new Error(`build-index-file.ts expects the fields title, heading, content, not ${fields.join(', ')}`);
  const fieldCount = fields.length;
  const averageFieldLength = new Array<number>(fieldCount).fill(0);
  const fieldLength: number[] = [];
  const termNumbers = new Map<string, number>();
  const terms: string[] = [];
  // Per term, per field: document ids in increasing order, each followed by its frequency.
  const postings: number[][][] = [];
  let id = 0;
  // Adds one record whose `field` has the terms `counts` (global term numbers, each followed by its count).
  const addRecord = (field: number, counts: readonly number[], toGlobal: (term: number) => number) => {
    for (let other = 0; other < fieldCount; other++) {
      const length = other === field ? counts.length / 2 : 0;
      fieldLength.push(length);
      // MiniSearch's running average, computed the same way so the floating-point result is identical.
      averageFieldLength[other] = (averageFieldLength[other]! * id + length) / (id + 1);
    }
    for (let at = 0; at < counts.length; at += 2) ((postings[toGlobal(counts[at]!)]!)[field] ??= []).push(id, counts[at + 1]!);
    id++;
  };
  const termNumber = (term: string) => {
    let number = termNumbers.get(term);
    if (number === undefined) {
      termNumbers.set(term, (number = terms.push(term) - 1));
      postings.push([]);
    }
    return number;
  };
  for (const page of pages) {
    const titleCounts = new Map<number, number>();
    for (const term of tokenize(page.title)) {
      const number = termNumber(term);
      titleCounts.set(number, (titleCounts.get(number) ?? 0) + 1);
    }
    addRecord(TITLE, [...titleCounts].flat(), (number) => number);
    // The page's terms in order of first occurrence: numbering them in that order numbers them as the records would.
    const global = page.terms.map(termNumber);
    const toGlobal = (number: number) => global[number]!;
    for (const block of page.blocks) addRecord(block.level === 0 ? CONTENT : HEADING, block.termCounts, toGlobal);
  }
  const order = treeOrder(terms);
  return {
    documentCount: id,
    nextId: id,
    fieldIds: Object.fromEntries(fields.map((field, fieldId) => [field, fieldId])),
    averageFieldLength: id === 0 ? [] : averageFieldLength,
    dirtCount: 0,
    fieldLength,
    terms: order.map((number) => terms[number]!),
    // Each term's postings are dropped as soon as they are packed, so the two forms are never all held at once.
    postings: order.map((number) => {
      const packed = packTermPostings(postings[number]!);
      postings[number] = PACKED;
      return packed;
    }),
  };
}

// index-file.ts's layout: per field, its id, the document count, then id gaps (each followed by -frequency above 1).
function packTermPostings(byField: number[][]): number[] {
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
