// Builds the packed index (theme/lib/search/index-file.ts) straight from the pages' searchable blocks,
// whose terms the compile step already counted (build/markdown/rehype-collect-search-blocks.ts): here each
// block's counts are only appended to their terms' postings, with no tokenising and no MiniSearch tree work.
// The result equals `packIndex(createSearchIndex(records).toJSON())` over the pages' records exactly (a test
// checks): the same field lengths, the same running averages, and the terms in MiniSearch's own tree order,
// which decides the order of equally scored hits. That order depends only on the order terms first appear,
// so MiniSearch's tree with every distinct term put in once, in that order, reproduces it (`treeOrder`).
import type { IndexFile } from '../../theme/lib/search/index-file.ts';
import { SEARCH_INDEX_OPTIONS } from '../../theme/lib/search/search-index.ts';
import { tokenize } from '../../theme/lib/search/tokenize.ts';
import { treeOrder } from './tree-order.ts';
import type { SearchPageSource } from './search-page-source.ts';

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
  // Per term and field, its postings already in the packed layout (see `packTermPostings`), built as records come.
  const postings: FieldPostings[][] = [];
  let id = 0;
  // Adds one record whose `field` has the terms `counts` (global term numbers, each followed by its count).
  const addRecord = (field: number, counts: readonly number[], toGlobal: (term: number) => number) => {
    for (let other = 0; other < fieldCount; other++) {
      const length = other === field ? counts.length / 2 : 0;
      fieldLength.push(length);
      // MiniSearch's running average, computed the same way so the floating-point result is identical.
      averageFieldLength[other] = (averageFieldLength[other]! * id + length) / (id + 1);
    }
    for (let at = 0; at < counts.length; at += 2) {
      const byField = postings[toGlobal(counts[at]!)]!;
      const posting = (byField[field] ??= { count: 0, last: 0, gaps: new Int32Array(4), length: 0 });
      addGap(posting, id - posting.last);
      if (counts[at + 1] !== 1) addGap(posting, -counts[at + 1]!);
      posting.count++;
      posting.last = id;
    }
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
    // Each term's field postings are let go of as soon as they are joined, so the two forms are never all held at once.
    postings: order.map((number) => {
      const packed = packTermPostings(postings[number]!);
      postings[number] = [];
      return packed;
    }),
  };
}

// One term's postings in one field, as index-file.ts packs them: the document count, the id of the last document, and
// the id gaps (each followed by -frequency above 1), `length` of them in a typed array that doubles when full (half the
// bytes of a number array, and the arrays it outgrows are freed outside the JavaScript heap).
interface FieldPostings {
  count: number;
  last: number;
  gaps: Int32Array;
  length: number;
}

function addGap(posting: FieldPostings, gap: number): void {
  if (posting.length === posting.gaps.length) {
    const grown = new Int32Array(posting.gaps.length * 2);
    grown.set(posting.gaps);
    posting.gaps = grown;
  }
  posting.gaps[posting.length++] = gap;
}

// index-file.ts's layout: per field, its id, the document count, then the field's gaps; in 32-bit integers, half the
// bytes of a number array.
function packTermPostings(byField: readonly FieldPostings[]): Int32Array {
  let size = 0;
  byField.forEach(({ length }) => (size += 2 + length));
  const packed = new Int32Array(size);
  let at = 0;
  byField.forEach(({ count, gaps, length }, fieldId) => {
    packed[at++] = fieldId;
    packed[at++] = count;
    packed.set(gaps.subarray(0, length), at);
    at += length;
  });
  return packed;
}
