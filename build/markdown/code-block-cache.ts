// A content-addressed cache of highlighted code blocks, kept on disk between builds. Highlighting is
// most of a build's time (Shiki compiles each grammar's regular expressions on first use); with the
// cache a rebuild of unchanged code never even starts the highlighter. A block is kept as its tree's compact JSON
// (compact-hast.ts): a string is a fraction of the memory of the tree's objects, crosses between threads as one
// copy, is written to disk as it is, and loading it gives each page its own copy.
import { createHash } from 'node:crypto';
import type { WriteLater } from '../deferred-writes.ts';
import { openKeyedLinesStore } from '../keyed-lines-store.ts';

/** Highlighted blocks (each the compact JSON of its hast element) by key; `save` writes the entries used since `load` back to disk. */
export interface CodeBlockCache {
  get(key: string): string | undefined;
  set(key: string, block: string): void;
  /** Every key `get` would answer now. */
  keys(): Iterable<string>;
  /** Makes `get` answer for these keys before a file's blocks are read; a cache in another thread asks for them in one message. */
  fetch?(keys: string[]): Promise<void>;
  /** Runs `compile` and returns its result with the keys of the blocks it read or highlighted: one file's blocks. */
  keysUsedBy<T>(compile: () => Promise<T>): Promise<{ result: T; keys: Set<string> }>;
  /**
   * Writes the cache. With `keepOnly`, blocks this process used that are not in it (an edited block's
   * older versions) are dropped, in memory too; with `keepUnused`, entries this process did not use are kept.
   */
  save(options?: { keepUnused?: boolean; keepOnly?: Set<string>; later?: WriteLater }): Promise<void>;
}

/** The cache key of one fence: its language, meta string and code. */
export function codeBlockKey(language: string, meta: string, code: string): string {
  return createHash('sha1').update(`${language}\0${meta}\0${code}`).digest('base64url');
}

/** An in-memory cache for one process (tests, or when no cache folder is wanted). */
export function createMemoryCodeBlockCache(): CodeBlockCache {
  const entries = new Map<string, string>();
  return {
    get: (key) => entries.get(key),
    set: (key, block) => void entries.set(key, block),
    keys: () => entries.keys(),
    keysUsedBy: async (compile) => ({ result: await compile(), keys: new Set<string>() }),
    save: async () => {},
  };
}

/**
 * Loads the cache file if it was written under `version` (the build's, build/cache-version.ts, with the highlighter's
 * themes), else starts empty. Entries that no build of this process used are dropped on save, so the file tracks the
 * site instead of growing forever. The blocks stay on disk (a large site's are hundreds of megabytes): memory holds
 * where each lies, and a block is read when a page needs it.
 */
export async function loadCodeBlockCache(file: string, version: string): Promise<CodeBlockCache> {
  const store = await openKeyedLinesStore(file, `code blocks ${version}`);
  let previous = new Set(store.keys());
  const used = new Set<string>();
  let dirty = false;
  // Files compile one after another, so one set records the current file's blocks.
  let recording: Set<string> | undefined;
  return {
    get(key) {
      const block = store.read(key);
      if (block === undefined) return undefined;
      recording?.add(key);
      if (!used.has(key)) {
        used.add(key);
        dirty = true;
      }
      return block;
    },
    set(key, block) {
      recording?.add(key);
      store.add(key, block);
      used.add(key);
      dirty = true;
    },
    keys: () => store.keys(),
    async keysUsedBy(compile) {
      const keys = new Set<string>();
      recording = keys;
      try {
        return { result: await compile(), keys };
      } finally {
        recording = undefined;
      }
    },
    async save({ keepUnused = false, keepOnly, later } = {}) {
      for (const key of used) {
        if (keepOnly && !keepOnly.has(key)) {
          used.delete(key);
          if (!previous.has(key)) store.delete(key);
          dirty = true;
        }
      }
      if (!dirty) return;
      dirty = false;
      const keys = keepUnused ? [...new Set([...previous, ...used])] : [...used];
      const write = async () => {
        await store.rewrite(keys);
        previous = new Set([...previous].filter((key) => store.has(key)));
      };
      if (later) later(file, write);
      else await write();
    },
  };
}
