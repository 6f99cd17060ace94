// The sharded index: MiniSearch's postings split into shard files by each term's shard key (shard-keys.ts),
// plus a small manifest with the global statistics BM25 needs (document count, average field lengths) and
// the split prefixes. Each shard also carries, for every document its
// postings name, that document's DocSearch level and field length: a browser that loaded only some shards
// rebuilds a partial MiniSearch index that scores those documents exactly as the whole index does.
import type { RecordTags } from './version-scope.ts';
import MiniSearch from 'minisearch';
import type { ExpansionFile, mergeExpansionTerms } from './expansion-file.ts';
import { unpackPostings, type IndexFile, type MiniSearchJson } from './index-file.ts';
import { levelWeight } from './records-file.ts';
import { SEARCH_INDEX_OPTIONS, type IndexedRecord } from './search-index.ts';
import { shardKey, shardOfTerm, type ShardLayout } from './shard-keys.ts';

/** The manifest: global index statistics, how terms are keyed, and where the shards and record chunks are. */
export interface SearchManifest extends ShardLayout {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  dirtCount: number;
  shardCount: number;
  /** URL of shard n, base URL included, with `{n}` for its number. */
  shardUrl: string;
  recordCount: number;
  recordsPerChunk: number;
  /** URL of record chunk n (records n × recordsPerChunk onwards), with `{n}` for its number. */
  recordsUrl: string;
  /** Each record's DocSearch tag, when the records hold several docs versions (search filters on it). */
  recordTags?: RecordTags;
  /**
   * Which records are a tutorial's (ranked with search-index.ts `documentBoost`), as run lengths by record id:
   * records outside tutorials, then inside, and so on. Records come page by page, so a site is a few dozen numbers.
   */
  tutorialRuns?: number[];
  /** Each record's section (lvl0), as sections.ts `packSectionRuns` packs it: the modal fetches its shown hits' records alone. */
  sectionRuns: number[];
}

/** Returns each record's tutorial flag from `tutorialRuns`, by record id. */
export function unpackTutorialRuns(runs: readonly number[] = [], recordCount = 0): Uint8Array {
  const flags = new Uint8Array(recordCount);
  for (let index = 0, id = 0; index < runs.length; id += runs[index]!, index++) if (index % 2 === 1) flags.fill(1, id, id + runs[index]!);
  return flags;
}

/** Packs each record's tutorial flag (by record id) as the manifest's `tutorialRuns`. */
export function packTutorialRuns(flags: readonly boolean[]): number[] {
  const runs = [0];
  for (const flag of flags) {
    if (flag !== (runs.length % 2 === 0)) runs.push(0);
    runs[runs.length - 1]!++;
  }
  return runs;
}

/** One shard file. */
export interface ShardFile {
  /**
   * Runs of consecutive terms (in the whole index's order) with one shard key, as stored here: each run's
   * rank in the whole index, then its term count. Sorting runs by rank restores the whole index's term order.
   */
  groups: number[];
  terms: string[];
  /** Each term's postings (index-file.ts `packPostings`). */
  postings: number[][];
  /**
   * The documents the postings name, by increasing id: id gap, DocSearch level, then the length of the one
   * field the level names (`indexedField`); the other fields of a record are empty.
   */
  documents: number[];
}

/** The one field a record of this DocSearch level indexes (toIndexedRecord): a page's title, a heading's text, or a text block. */
export const indexedField = (level: number): keyof IndexedRecord => (level === levelWeight(1) ? 'title' : level === levelWeight(0) ? 'content' : 'heading');

/** Returns the URL of shard or record chunk `number` from a manifest URL template. */
export const fileUrl = (template: string, number: number) => template.replace('{n}', String(number));

/** Calls `visit` with each document id that packed postings (index-file.ts) name. */
export function forEachDocument(packed: ArrayLike<number>, visit: (id: number) => void): void {
  for (let at = 0; at < packed.length;) {
    const count = packed[at + 1]!;
    at += 2;
    for (let seen = 0, id = 0; seen < count; seen++) {
      id += packed[at++]!;
      visit(id);
      if ((packed[at] ?? 0) < 0) at++;
    }
  }
}

/** Returns each document's one non-empty field length, checked: a record indexing two fields could not be written in a shard. */
export function indexedLengths(file: IndexFile, levels: readonly number[]): Int32Array {
  const fieldCount = Object.keys(file.fieldIds).length;
  const lengths = new Int32Array(file.documentCount);
  for (let id = 0; id < file.documentCount; id++) {
    const field = file.fieldIds[indexedField(levels[id] ?? 0)]!;
    for (let other = 0; other < fieldCount; other++) {
      const length = file.fieldLength[id * fieldCount + other]!;
      if (other === field) lengths[id] = length;
      else if (length !== 0) throw new Error(`search record ${id} (level ${levels[id]}) indexes more than its ${indexedField(levels[id] ?? 0)}`);
    }
  }
  return lengths;
}

/** Returns each term's rank among the runs of consecutive terms (in the whole index's order) with one shard key. */
export function termRanks(terms: readonly string[], layout: Pick<ShardLayout, 'splitPrefixes'>): Int32Array {
  const ranks = new Int32Array(terms.length);
  let rank = -1;
  let previousKey = '';
  terms.forEach((term, number) => {
    const key = shardKey(term, layout);
    if (key !== previousKey) [rank, previousKey] = [rank + 1, key];
    ranks[number] = rank;
  });
  return ranks;
}

/**
 * Splits the packed index (document ids = record positions; `levels` by id) into the layout's shards, in shard order,
 * each made only when the caller asks for it, so a caller that writes each shard out holds one at a time. The index
 * is spent: each term's postings leave it for their shard once the caller has had that shard.
 */
export function* splitIndex(file: IndexFile, levels: readonly number[], layout: ShardLayout): Generator<ShardFile> {
  const ranks = termRanks(file.terms, layout);
  const termsOfShard = Array.from({ length: layout.shardCount }, (): number[] => []);
  file.terms.forEach((term, termNumber) => termsOfShard[shardOfTerm(term, layout)]!.push(termNumber));
  const lengths = indexedLengths(file, levels);
  // The documents a shard's postings name, marked in one table (stamped with the shard's number), then sorted.
  const stamp = new Int32Array(file.documentCount).fill(-1);
  for (const [number, termNumbers] of termsOfShard.entries()) {
    const shard: ShardFile = { groups: [], terms: [], postings: [], documents: [] };
    const ids: number[] = [];
    for (const termNumber of termNumbers) {
      const rank = ranks[termNumber]!;
      if (shard.groups.at(-2) === rank) shard.groups[shard.groups.length - 1]!++;
      else shard.groups.push(rank, 1);
      shard.terms.push(file.terms[termNumber]!);
      const packed = file.postings[termNumber]!;
      shard.postings.push(Array.from(packed));
      forEachDocument(packed, (id) => {
        if (stamp[id] === number) return;
        stamp[id] = number;
        ids.push(id);
      });
    }
    let previous = 0;
    for (const id of Int32Array.from(ids).sort()) {
      shard.documents.push(id - previous, levels[id] ?? 0, lengths[id]!);
      previous = id;
    }
    yield shard;
    for (const termNumber of termNumbers) file.postings[termNumber] = [];
  }
}

/** A MiniSearch index over some shards, and the DocSearch level of each document it holds. */
export interface PartialIndex {
  index: MiniSearch<IndexedRecord>;
  levels: Map<number, number>;
}

// Each shard's postings expanded once, however often an index over it is rebuilt.
const expanded = new WeakMap<ShardFile, MiniSearchJson['index']>();
const expandedPostings = (shard: ShardFile) => {
  let entries = expanded.get(shard);
  if (!entries) expanded.set(shard, (entries = shard.terms.map((term, number) => [term, unpackPostings(shard.postings[number]!)])));
  return entries;
};

/**
 * The id a partial index gives its stand-in documents: a term read from an expansion file (expansion-file.ts) must
 * count as many documents as in the whole index (BM25's inverse document frequency reads the count of its postings),
 * so its postings are filled up with documents of this id, whose document boost the engine sets to 0: MiniSearch
 * skips them.
 */
export const STAND_IN_DOCUMENT = -1;

/**
 * Glossary alternatives' files for `loadShards`, with the code that joins them: it comes with the expander's chunk
 * (query-expanders.ts), which only expanded queries load, so /search's first load does not carry it.
 */
export interface ExpansionSource {
  files: readonly ExpansionFile[];
  merge: typeof mergeExpansionTerms;
}

/**
 * Rebuilds MiniSearch over the loaded `shards` and glossary alternatives' `expansions`: the same scores as the whole
 * index for their terms (an expansion's for the documents that match its alternative). The engine's document boost
 * must be 0 for `STAND_IN_DOCUMENT`.
 */
export function loadShards(manifest: Pick<SearchManifest, 'documentCount' | 'nextId' | 'fieldIds' | 'averageFieldLength' | 'dirtCount'>, shards: readonly ShardFile[], expansions?: ExpansionSource): PartialIndex {
  const fieldCount = Object.keys(manifest.fieldIds).length;
  const runs: { rank: number; entries: MiniSearchJson['index']; from: number; count: number }[] = [];
  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, number[]> = {};
  const levels = new Map<number, number>();
  const addDocuments = (documents: readonly number[]) => {
    for (let at = 0, id = 0; at < documents.length; at += 3) {
      id += documents[at]!;
      const level = documents[at + 1]!;
      documentIds[id] = id;
      levels.set(id, level);
      const lengths = new Array<number>(fieldCount).fill(0);
      lengths[manifest.fieldIds[indexedField(level)]!] = documents[at + 2]!;
      fieldLength[id] = lengths;
    }
  };
  for (const shard of shards) {
    for (let at = 0, from = 0; at < shard.groups.length; at += 2) {
      const count = shard.groups[at + 1]!;
      runs.push({ rank: shard.groups[at]!, entries: expandedPostings(shard), from, count });
      from += count;
    }
    addDocuments(shard.documents);
  }
  if (expansions && expansions.files.length > 0) {
    // A term a loaded shard holds is read from it: a shard holds every document of its terms.
    const loaded = new Set(shards.flatMap((shard) => shard.terms));
    const merged = expansions.merge(expansions.files, (term) => loaded.has(term), manifest.nextId);
    for (const file of expansions.files) addDocuments(file.documents);
    for (const id of merged.standIns) documentIds[id] = STAND_IN_DOCUMENT;
    for (const [rank, entries] of merged.runs) runs.push({ rank, entries, from: 0, count: entries.length });
  }
  runs.sort((a, b) => a.rank - b.rank);
  const index: MiniSearchJson['index'] = [];
  for (const { entries, from, count } of runs) for (let term = from; term < from + count; term++) index.push(entries[term]!);
  const { documentCount, nextId, fieldIds, averageFieldLength, dirtCount } = manifest;
  const json: MiniSearchJson = { documentCount, nextId, documentIds, fieldIds, fieldLength, averageFieldLength, storedFields: {}, dirtCount, index, serializationVersion: 2 };
  return { index: MiniSearch.loadJS<IndexedRecord>(json, SEARCH_INDEX_OPTIONS), levels };
}
