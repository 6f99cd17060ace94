// Builds the static search files: a manifest, the index split into shards by the first character of each
// term, and the display records in chunks (theme/lib/search/shard-file.ts), named as the caller says
// (search-file-names.ts).
import type { IndexFile } from '../../theme/lib/search/index-file.ts';
import { packRecords, unpackRecords, type RecordsFile } from '../../theme/lib/search/records-file.ts';
import type { SearchRecord } from '../../theme/lib/search/records.ts';
import { documentBoost } from '../../theme/lib/search/search-index.ts';
import { packTutorialRuns, splitIndex, type SearchManifest, type ShardFile } from '../../theme/lib/search/shard-file.ts';
import { packSectionRuns } from '../../theme/lib/search/sections.ts';
import { packRecordTags } from '../../theme/lib/search/version-scope.ts';
import type { AnswerFile, ExpansionFile, MoreRecordsFile } from '../../theme/lib/search/expansion-file.ts';
import { buildIndexFile } from './build-index-file.ts';
import { buildExpansionAnswers } from './expansion-answers.ts';
import { buildExpansionFiles } from './expansion-files.ts';
import { isTutorialRecord, pageRecords } from './page-records.ts';
import { largePrefixes, rankSplitPrefixes, UNRANKED } from './split-prefixes.ts';
import { isSearched, type SearchPageSource } from './search-page-source.ts';
import { manifestPath, searchFilePath, type SearchFileKind } from './search-file-names.ts';

/** The files to write (paths relative to the output folder) and the URL pages load the manifest from. */
export interface SearchFiles {
  /**
   * Each file's UTF-8 bytes. At 10,000 pages the files are ~130 MB of JSON, which as strings would take twice that
   * on the heap (a string holding one Chinese term is stored two bytes a character).
   */
  files: { path: string; contents: Buffer }[];
  /** URL of the manifest, base URL included: goes into `<html data-search-manifest>`. */
  manifestUrl: string;
}

/** How the files are named and split. */
export interface SearchFileOptions {
  /**
   * Ends every file's name: a production build gives `-` and a hash of the files' inputs, so that browsers may cache
   * them forever and a new build is never mixed with an old one. Without one (the dev server) the names are fixed: an
   * edit changes the files but not every page's `<html>` attributes, so only the edited page is re-rendered.
   */
  suffix?: string;
  /** Posting numbers per shard the split aims at (tests set it low to get several shards from a few pages). */
  shardSize?: number;
  /** Records per chunk of display records. */
  recordsPerChunk?: number;
}

// About 15–20 KB of JSON (5–7 KB gzip) per shard on the real site: a two-character Chinese query needs at
// most two shards, and the browser rebuilds its partial index from them in a few milliseconds. A shard holds
// whole shard keys, so at scale the largest key (a common first character) sets the floor.
const SHARD_SIZE = 4000;
// A chunk of 16 records is about 1 KB gzip: the hits the modal shows need at most 15 chunks. Chunks of 32 halve the
// files a build writes but add a quarter to what typing a query fetches (scripts/bench/HISTORY.md).
const RECORDS_PER_CHUNK = 16;
// A Latin prefix whose postings would fill this many shards is split by one more letter (shard-keys.ts):
// at 10,000 pages 「ch」 alone was most of what typing 「child」 fetched. The real site splits none.
const SPLIT_PREFIX_SHARDS = 4;

/** Returns every record of the pages that belong in search (drafts and unlisted pages do not). */
export function collectSearchRecords(pages: readonly SearchPageSource[]): SearchRecord[] {
  return pages.filter(isSearched).flatMap(pageRecords);
}

/**
 * Builds the search files for `pages`; `baseUrl` (like `/` or `/zh/`) prefixes their URLs. Each searched page is
 * read in one pass, for its records and its index terms together, and handed to `onPage` then.
 */
export function buildSearchFiles(pages: Iterable<SearchPageSource>, baseUrl: string, options: SearchFileOptions = {}, onPage?: (page: SearchPageSource) => void): SearchFiles {
  // Records go into their chunks as they come: of each, only its level and version tag are kept beyond its chunk.
  const records: RecordsInChunks = { recordsPerChunk: options.recordsPerChunk ?? RECORDS_PER_CHUNK, chunks: [], levels: [], tags: [], tutorials: [], sections: [] };
  let pending: SearchRecord[] = [];
  const flush = () => {
    records.chunks.push(Buffer.from(JSON.stringify(packRecords(pending))));
    pending = [];
  };
  function* recorded() {
    for (const page of pages) {
      if (!isSearched(page)) continue;
      onPage?.(page);
      for (const record of pageRecords(page)) {
        records.levels.push(record.weight.level);
        records.tags.push(record.docusaurus_tag);
        records.tutorials.push(isTutorialRecord(record));
        records.sections.push(record.hierarchy.lvl0);
        pending.push(record);
        if (pending.length === records.recordsPerChunk) flush();
      }
      yield page;
    }
    if (pending.length > 0) flush();
  }
  // The index is spent as its shards are written (splitIndex): past this line each shard holds its share of it, in turn.
  const layout = shardLayout(buildIndexFile(recorded()), records, options);
  return searchFilesOf(layout, records, baseUrl, options);
}

// The display records as written: packed in chunks, with each record's DocSearch level, version tag, whether it is a
// tutorial's and its section.
interface RecordsInChunks {
  recordsPerChunk: number;
  chunks: Buffer[];
  levels: number[];
  tags: string[];
  tutorials: boolean[];
  sections: string[];
}

/** The index split into shards, and the manifest's figures that describe the whole. */
interface ShardLayout {
  statistics: Omit<SearchManifest, 'shardUrl' | 'recordsUrl' | 'recordTags' | 'expansionUrl' | 'answerUrl' | 'moreUrl'>;
  /** Made one at a time as they are written (shard-file.ts `splitIndex`). */
  shards: Iterable<ShardFile>;
  /**
   * The glossary alternatives' files (expansion-files.ts), words' answers and the records of their hits the modal does
   * not show (expansion-answers.ts); none for one shard, which every query loads.
   */
  expansions: ExpansionFile[];
  answers: AnswerFile[];
  more: MoreRecordsFile[];
}

// Splits the index (whose document ids are the records' positions) into shards; a small site keeps one.
function shardLayout(index: IndexFile, { recordsPerChunk, chunks, levels, tutorials, sections }: RecordsInChunks, { shardSize = SHARD_SIZE }: SearchFileOptions): ShardLayout {
  const postingNumbers = index.postings.reduce((total, packed) => total + packed.length, 0);
  const shardCount = Math.max(1, Math.round(postingNumbers / shardSize));
  const prefixes = shardCount > 1 ? largePrefixes(index, shardSize * SPLIT_PREFIX_SHARDS) : [];
  const keys = { shardCount, splitPrefixes: Object.fromEntries(prefixes.map((prefix) => [prefix, UNRANKED])) };
  const shards = splitIndex(index, levels, keys);
  const boosts = levels.map((level, id) => documentBoost(level, tutorials[id]!));
  const sources = { index, levels, boosts, layout: keys, recordOf: recordReader(chunks, recordsPerChunk), recordsPerChunk, sections };
  const expansions = shardCount > 1 ? buildExpansionFiles(sources) : [];
  const { answers, more } = shardCount > 1 ? buildExpansionAnswers(sources) : { answers: [], more: [] };
  const { documentCount, nextId, fieldIds, averageFieldLength, dirtCount } = index;
  const tutorialRuns = tutorials.includes(true) ? { tutorialRuns: packTutorialRuns(tutorials) } : {};
  const counts = { documentCount, nextId, fieldIds, averageFieldLength, dirtCount, shardCount, recordCount: levels.length, recordsPerChunk, ...tutorialRuns, sectionRuns: packSectionRuns(sections) };
  const unranked = { ...counts, splitPrefixes: Object.fromEntries(prefixes.map((prefix) => [prefix, UNRANKED])), shardUrl: '', recordsUrl: '' };
  return { statistics: { ...counts, splitPrefixes: rankSplitPrefixes(index, prefixes, boosts, unranked) }, shards, expansions, answers, more };
}

// The search files: each shard is made, serialized and let go of in turn, so no two are held as objects at once.
function searchFilesOf({ statistics, shards, expansions, answers, more }: ShardLayout, { chunks, tags }: RecordsInChunks, baseUrl: string, { suffix = '' }: SearchFileOptions): SearchFiles {
  const shardBytes = Array.from(shards, (shard) => Buffer.from(JSON.stringify(shard)));
  const expansionBytes = expansions.map((expansion) => Buffer.from(JSON.stringify(expansion)));
  const answerBytes = answers.map((answer) => Buffer.from(JSON.stringify(answer)));
  const moreBytes = more.map((file) => Buffer.from(JSON.stringify(file)));
  const url = (kind: SearchFileKind) => `${baseUrl}${searchFilePath(kind, '{n}', suffix)}`;
  const filesOf = (kind: SearchFileKind, all: Buffer[]) => all.map((contents, number) => ({ path: searchFilePath(kind, number, suffix), contents }));
  const recordTags = packRecordTags(tags);
  const manifest: SearchManifest = { ...statistics, shardUrl: url('shard'), recordsUrl: url('records'),
    ...(expansions.length > 0 ? { expansionUrl: url('expansion'), answerUrl: url('answer'), moreUrl: url('more') } : {}), ...(recordTags ? { recordTags } : {}) };
  return {
    files: [
      { path: manifestPath(suffix), contents: Buffer.from(JSON.stringify(manifest)) },
      ...filesOf('shard', shardBytes), ...filesOf('records', chunks), ...filesOf('expansion', expansionBytes), ...filesOf('answer', answerBytes),
      ...filesOf('more', moreBytes),
    ],
    manifestUrl: `${baseUrl}${manifestPath(suffix)}`,
  };
}

// Reads records back from their packed chunks (the few an answer file carries).
function recordReader(chunks: readonly Buffer[], recordsPerChunk: number): (id: number) => SearchRecord {
  const read = new Map<number, SearchRecord[]>();
  return (id) => {
    const number = Math.floor(id / recordsPerChunk);
    let records = read.get(number);
    if (!records) read.set(number, (records = unpackRecords(JSON.parse(chunks[number]!.toString()) as RecordsFile, number * recordsPerChunk)));
    return records[id % recordsPerChunk]!;
  };
}
