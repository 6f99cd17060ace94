// The sharded index: MiniSearch's postings split into shard files by each term's shard key, plus a small
// manifest with the global statistics BM25 needs (document count, average field lengths). A query term's
// exact and prefix matches all share its key, so they sit in the one shard the key names: a CJK term
// (matched exactly) is keyed by its first character, a Latin term by its first two (prefix matching starts
// at two letters; a one-letter term is matched exactly and is its own key). Each shard also carries, for every document its
// postings name, that document's field lengths and DocSearch level: a browser that loaded only some
// shards rebuilds a partial MiniSearch index that scores those documents exactly as the whole index does.
import type { RecordTags } from './version-scope.ts';
import MiniSearch from 'minisearch';
import { unpackPostings, type IndexFile, type MiniSearchJson } from './index-file.ts';
import { SEARCH_INDEX_OPTIONS, type IndexedRecord } from './search-index.ts';
import { isCjkTerm, tokenizeQuery } from './tokenize.ts';

/** The manifest: global index statistics and where the shards and record chunks are. */
export interface SearchManifest {
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
  /** The documents the postings name, by increasing id: id gap, DocSearch level, then each field's length. */
  documents: number[];
}

/** Returns the shard key of a term (never empty): its first UTF-16 code unit if CJK, else its first two. */
export const shardKey = (term: string) => term.slice(0, isCjkTerm(term) ? 1 : 2);

// An integer hash of a shard key's code units: spreads neighbouring characters over different shards.
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return (hash ^ (hash >>> 15)) >>> 0;
}

/** Returns the shard of `term` among `shardCount`. */
export function shardOfTerm(term: string, shardCount: number): number {
  return shardCount <= 1 ? 0 : hashKey(shardKey(term)) % shardCount;
}

/** Returns the shards a query's terms need (exact and prefix matching), in increasing order. */
export function shardsForQuery(query: string, shardCount: number): number[] {
  return [...new Set(tokenizeQuery(query).map((term) => shardOfTerm(term, shardCount)))].sort((a, b) => a - b);
}

/** Returns the URL of shard or record chunk `number` from a manifest URL template. */
export const fileUrl = (template: string, number: number) => template.replace('{n}', String(number));

// Calls `visit` with each document id that packed postings (index-file.ts) name.
function forEachDocument(packed: readonly number[], visit: (id: number) => void): void {
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

/** Splits the packed index (document ids = record positions; `levels` by id) into `shardCount` shards. */
export function splitIndex(file: IndexFile, levels: readonly number[], shardCount: number): ShardFile[] {
  const fieldCount = Object.keys(file.fieldIds).length;
  const shards = Array.from({ length: shardCount }, (): ShardFile => ({ groups: [], terms: [], postings: [], documents: [] }));
  let rank = -1;
  let previousKey = '';
  file.terms.forEach((term, termNumber) => {
    const key = shardKey(term);
    if (key !== previousKey) [rank, previousKey] = [rank + 1, key];
    const shard = shards[shardOfTerm(term, shardCount)]!;
    if (shard.groups.at(-2) === rank) shard.groups[shard.groups.length - 1]!++;
    else shard.groups.push(rank, 1);
    shard.terms.push(term);
    shard.postings.push(file.postings[termNumber]!);
  });
  // Each shard's documents: marked in one table per shard (stamped with the shard's number), then sorted.
  const stamp = new Int32Array(file.documentCount).fill(-1);
  shards.forEach((shard, number) => {
    const ids: number[] = [];
    for (const packed of shard.postings) {
      forEachDocument(packed, (id) => {
        if (stamp[id] !== number) [stamp[id], ids[ids.length]] = [number, id];
      });
    }
    let previous = 0;
    for (const id of Int32Array.from(ids).sort()) {
      shard.documents.push(id - previous, levels[id] ?? 0);
      for (let field = 0; field < fieldCount; field++) shard.documents.push(file.fieldLength[id * fieldCount + field]!);
      previous = id;
    }
  });
  return shards;
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

/** Rebuilds MiniSearch over the loaded `shards`: the same scores as the whole index for their terms. */
export function loadShards(manifest: SearchManifest, shards: readonly ShardFile[]): PartialIndex {
  const fieldCount = Object.keys(manifest.fieldIds).length;
  const runs: { rank: number; shard: ShardFile; from: number; count: number }[] = [];
  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, number[]> = {};
  const levels = new Map<number, number>();
  for (const shard of shards) {
    for (let at = 0, from = 0; at < shard.groups.length; at += 2) {
      const count = shard.groups[at + 1]!;
      runs.push({ rank: shard.groups[at]!, shard, from, count });
      from += count;
    }
    for (let at = 0, id = 0; at < shard.documents.length; at += 2 + fieldCount) {
      id += shard.documents[at]!;
      documentIds[id] = id;
      levels.set(id, shard.documents[at + 1]!);
      fieldLength[id] = shard.documents.slice(at + 2, at + 2 + fieldCount);
    }
  }
  runs.sort((a, b) => a.rank - b.rank);
  const index: MiniSearchJson['index'] = [];
  for (const { shard, from, count } of runs) {
    const entries = expandedPostings(shard);
    for (let term = from; term < from + count; term++) index.push(entries[term]!);
  }
  const { documentCount, nextId, fieldIds, averageFieldLength, dirtCount } = manifest;
  const json: MiniSearchJson = { documentCount, nextId, documentIds, fieldIds, fieldLength, averageFieldLength, storedFields: {}, dirtCount, index, serializationVersion: 2 };
  return { index: MiniSearch.loadJS<IndexedRecord>(json, SEARCH_INDEX_OPTIONS), levels };
}
