// The offline engine over the build's sharded index (theme/lib/search/shard-file.ts): the manifest is
// fetched first, then only the shards the typed terms need and the record chunks of the hits shown (a split
// two-letter prefix typed alone needs no shard: its first page of hits is in the manifest). Every
// download is kept for the page's life (client navigation included), so later keystrokes rarely wait. Queries are
// expanded (theme/lib/search/expand-query.ts) by an expander with the glossary's data, a chunk fetched with the
// manifest; the Traditional Chinese table is another, loaded only once a query has a Han character the index lacks.
// The glossary's alternatives come from small files of their own, and a glossary word typed alone from its stored
// first page (theme/lib/search/expansion-file.ts), not from the shards of their characters.
import { SEARCH_HITS_PER_PAGE } from '../../theme/lib/constants.ts';
import type { QueryExpander } from '../../theme/lib/search/expand-query.ts';
import { unpackRecords, type RecordsFile } from '../../theme/lib/search/records-file.ts';
import { documentBoost, highlightOf, rankDocuments, toleratesTypos } from '../../theme/lib/search/search-index.ts';
import type { AnswerFile, ExpansionFile, MoreRecordsFile } from '../../theme/lib/search/expansion-file.ts';
import type { SearchRecord } from '../../theme/lib/search/records.ts';
import { fileUrl, loadShards, STAND_IN_DOCUMENT, unpackTutorialRuns, type PartialIndex, type SearchManifest, type ShardFile } from '../../theme/lib/search/shard-file.ts';
import { filesForQuery, shardOfTerm, storedAnswer } from '../../theme/lib/search/shard-keys.ts';
import { tokenizeQuery } from '../../theme/lib/search/tokenize.ts';
import { shownHits, unpackSectionRuns } from '../../theme/lib/search/sections.ts';
import { inScope, unpackRecordTags } from '../../theme/lib/search/version-scope.ts';
import type { SearchEngine, SearchScope } from './search-engine.ts';

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

const fetchJson = async <T>(url: string) => JSON.parse(await fetchText(url)) as T;

const HAN = /\p{Script=Han}/gu;
// Each shard's terms as a set, to tell whether the index holds a character.
const shardTerms = new WeakMap<ShardFile, Set<string>>();
const termsOf = (file: ShardFile) => {
  let terms = shardTerms.get(file);
  if (!terms) shardTerms.set(file, (terms = new Set(file.terms)));
  return terms;
};

// One download per key; a failed one is forgotten, so the next query asks the network again.
function memo<T>(load: (key: number) => Promise<T>) {
  const started = new Map<number, Promise<T>>();
  return (key: number): Promise<T> => {
    let promise = started.get(key);
    if (!promise) {
      promise = load(key).catch((error: unknown) => {
        started.delete(key);
        throw error;
      });
      started.set(key, promise);
    }
    return promise;
  };
}

// Shard JSON (characters) the browser's one partial index holds before a query needing other shards starts a
// fresh one: the real site's whole index (about 410 KB) fits, so typing never rebuilds twice for one shard there.
const MAX_INDEXED_CHARACTERS = 1_000_000;

/** How the engine runs; the defaults are the site's. */
export interface LocalEngineOptions {
  /** False runs queries as typed, unexpanded: the bench and the byte-budget test weigh what expansion adds to a query's downloads. */
  expand?: boolean;
}

/** Returns an engine over the sharded index whose manifest is at `manifestUrl` (base URL included). */
export function createLocalEngine(manifestUrl: string, { expand = true }: LocalEngineOptions = {}): SearchEngine {
  const manifest = memo(() => fetchJson<SearchManifest>(manifestUrl));
  const expanders = memo(() => import('../../theme/lib/search/query-expanders.ts'));
  // Records an answer or expansion file carried, by id: no chunk is fetched for them.
  const carried = new Map<number, SearchRecord>();
  const carry = async (file: MoreRecordsFile) => {
    for (const [id, record] of (await expanders(0)).carriedRecords(file)) carried.set(id, record);
  };
  // The files a partial index is built from, by key: shard n is key n, glossary alternative n's file key ~n (below 0).
  const part = memo(async (key) => {
    const { shardUrl, expansionUrl } = await manifest(0);
    const text = await fetchText(key < 0 ? fileUrl(expansionUrl!, ~key) : fileUrl(shardUrl, key));
    const file = JSON.parse(text) as ShardFile | ExpansionFile;
    if (key < 0) await carry(file as ExpansionFile);
    return { key, file, size: text.length };
  });
  const shard = async (number: number) => (await part(number)).file as ShardFile;
  const answer = memo(async (number) => {
    const file = await fetchJson<AnswerFile>(fileUrl((await manifest(0)).answerUrl!, number));
    await carry(file);
    return file;
  });
  const more = memo(async (number) => carry(await fetchJson<MoreRecordsFile>(fileUrl((await manifest(0)).moreUrl!, number))));
  const chunk = memo(async (number) => {
    const { recordsUrl, recordsPerChunk } = await manifest(0);
    return unpackRecords(await fetchJson<RecordsFile>(fileUrl(recordsUrl, number)), number * recordsPerChunk);
  });
  // One index, reused while a query's shards and expansion files are all in it (extra ones never change exact or
  // prefix matches). A query needing others rebuilds it from them and the ones already in it, or from its own alone
  // once that would pass MAX_INDEXED_CHARACTERS, so a rebuild's cost stays bounded.
  let current: { keys: Set<number>; size: number; index: PartialIndex } | undefined;
  let recordTags: string[] | undefined;
  let sections: Uint16Array | undefined;
  let tutorials: Uint8Array | undefined;
  let withTraditional: QueryExpander | undefined;
  let traditional: Promise<void> | undefined;
  // The expander `query` needs: with the Traditional table once a Han character of it is not in the index (its
  // shard, keyed by that character, lacks it). A character the index holds is never folded, so the table changes
  // nothing for the queries that do not load it.
  const expanderFor = async (info: SearchManifest, query: string) => {
    const loaded = await expanders(0);
    if (withTraditional) return withTraditional;
    const characters = [...new Set(query.match(HAN) ?? [])];
    const files = await Promise.all(characters.map((character) => shard(shardOfTerm(character, info))));
    if (characters.some((character, number) => !termsOf(files[number]!).has(character))) {
      traditional ??= import('../../theme/lib/search/traditional-chinese.ts').then(({ TRADITIONAL_EXPANSIONS }) => {
        withTraditional = loaded.withTraditional(TRADITIONAL_EXPANSIONS);
      }, (error: unknown) => {
        traditional = undefined;
        throw error;
      });
      await traditional;
    }
    return withTraditional ?? loaded.glossaryExpander;
  };
  const indexOver = async ({ shards: numbers, expansions }: { shards: number[]; expansions: number[] }) => {
    const keys = [...numbers, ...expansions.map((number) => ~number)];
    const needed = await Promise.all(keys.map(part));
    if (current && keys.every((key) => current!.keys.has(key))) return current.index;
    const all = new Set(keys);
    if (current && current.size + needed.reduce((total, loaded) => total + loaded.size, 0) <= MAX_INDEXED_CHARACTERS) for (const key of current.keys) all.add(key);
    const files = await Promise.all([...all].map(part));
    const shardFiles = files.filter((loaded) => loaded.key >= 0).map((loaded) => loaded.file as ShardFile);
    const expansionFiles = files.filter((loaded) => loaded.key < 0).map((loaded) => loaded.file as ExpansionFile);
    const merge = expansionFiles.length > 0 ? (await expanders(0)).mergeExpansionTerms : undefined;
    const index = loadShards(await manifest(0), shardFiles, merge && { files: expansionFiles, merge });
    current = { keys: all, size: files.reduce((total, loaded) => total + loaded.size, 0), index };
    return current.index;
  };

  // The ids of page `page` of the hits, best first, and how many hits there are, from the shards the query needs; when a
  // stored page has said the exact search finds nothing, only typo tolerance is tried.
  const rank = async (info: SearchManifest, query: string, page: number, signal: AbortSignal, scope: SearchScope | undefined, using: QueryExpander | undefined, exactFindsNothing = false) => {
    let levels = new Map<number, number>();
    const isTutorial = (tutorials ??= unpackTutorialRuns(info.tutorialRuns, info.recordCount));
    // Stand-in documents (an expansion file's) only make a term's document count right: never scored.
    const boostOf = (id: number) => (id === STAND_IN_DOCUMENT ? 0 : documentBoost(levels.get(id), isTutorial[id] === 1));
    let results: ReturnType<typeof rankDocuments> = [];
    if (!exactFindsNothing) {
      const partial = await indexOver(filesForQuery(query, info, using));
      signal.throwIfAborted();
      levels = partial.levels;
      results = rankDocuments(partial.index, query, boostOf, { expander: using });
    }
    if (results.length === 0 && toleratesTypos(query, using)) {
      // Typo tolerance may match terms of any first character: this rare path loads every shard.
      const whole = await indexOver({ shards: Array.from({ length: info.shardCount }, (_, number) => number), expansions: [] });
      signal.throwIfAborted();
      levels = whole.levels;
      results = rankDocuments(whole.index, query, boostOf, { fuzzy: true, expander: using });
    }
    // Docs of versions outside the scope are dropped after ranking: scores do not depend on which hits are kept.
    if (info.recordTags && scope) {
      const tagOf = (recordTags ??= unpackRecordTags(info.recordTags));
      results = results.filter((result) => inScope(tagOf[result.id as number] ?? '', scope));
    }
    const ids = results.slice(page * SEARCH_HITS_PER_PAGE, (page + 1) * SEARCH_HITS_PER_PAGE).map((result) => result.id as number);
    return { ids, nbHits: results.length };
  };

  // The build's first page for a glossary word typed alone (child), the commonest expanded query, from the file of its
  // glossary word; a caller showing every hit (no cap per section) gets the others' records from their own file.
  const wordAnswer = async (info: SearchManifest, query: string, page: number, using: QueryExpander | undefined, perSection: number | undefined) => {
    const word = page === 0 && info.answerUrl !== undefined ? using?.answerWord(query) : undefined;
    if (word === undefined || using === undefined) return undefined;
    const file = await answer(using.answerFile(word));
    if (perSection === undefined && file.more !== undefined) await more(file.more);
    const { hits, nbHits } = file.pages[word]!;
    return { ids: hits, nbHits };
  };

  return {
    preload() {
      manifest(0).catch(() => {});
      if (expand) expanders(0).catch(() => {});
    },
    async search(query, page, signal, scope, perSection) {
      if (tokenizeQuery(query).length === 0) return { hits: [], nbHits: 0 };
      const info = await manifest(0);
      const using = expand ? await expanderFor(info, query) : undefined;
      signal.throwIfAborted();
      // A stored answer ranks every record; with a version filter at work the query is ranked here.
      const filtered = info.recordTags !== undefined && scope !== undefined;
      const stored = filtered ? undefined : storedAnswer(query, page, info, using) ?? await wordAnswer(info, query, page, using, perSection);
      // A stored page that finds nothing leaves typo tolerance to try, here.
      const { ids: ranked, nbHits } = stored && stored.nbHits > 0 ? stored : await rank(info, query, page, signal, scope, using, stored !== undefined);
      // The modal's hits past its cap per section are never shown: their records are not fetched.
      let ids = ranked;
      if (perSection !== undefined) {
        const sectionOf = (sections ??= unpackSectionRuns(info.sectionRuns));
        ids = shownHits(ranked, (id) => sectionOf[id], perSection);
      }
      const perChunk = info.recordsPerChunk;
      const hits = await Promise.all(ids.map(async (id) => carried.get(id) ?? (await chunk(Math.floor(id / perChunk)))[id % perChunk]!));
      signal.throwIfAborted();
      return { hits, nbHits, ...highlightOf(query, using) };
    },
  };
}
