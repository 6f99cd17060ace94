// A content-addressed cache of highlighted code blocks, kept on disk between builds. Highlighting is
// most of a build's time (Shiki compiles each grammar's regular expressions on first use); with the
// cache a rebuild of unchanged code never even starts the highlighter.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Element } from 'hast';

// Bump when the markup rehype-code-blocks emits changes, so old entries are not reused.
const FORMAT_VERSION = 2;

/** Highlighted blocks by key; `save` writes the entries used since `load` back to disk. */
export interface CodeBlockCache {
  get(key: string): Element | undefined;
  set(key: string, block: Element): void;
  /** Writes the cache; with `keepUnused`, entries this process did not use are kept too. */
  save(options?: { keepUnused?: boolean }): Promise<void>;
}

/** The cache key of one fence: its language, meta string and code. */
export function codeBlockKey(language: string, meta: string, code: string): string {
  return createHash('sha1').update(`${FORMAT_VERSION}\0${language}\0${meta}\0${code}`).digest('base64url');
}

/** An in-memory cache for one process (tests, or when no cache folder is wanted). */
export function createMemoryCodeBlockCache(): CodeBlockCache {
  const entries = new Map<string, Element>();
  return { get: (key) => entries.get(key), set: (key, block) => void entries.set(key, block), save: async () => {} };
}

/**
 * Loads the cache file for this highlighter version. Entries that no build of this process used are
 * dropped on save, so the file tracks the site instead of growing forever.
 */
export async function loadCodeBlockCache(file: string, highlighterVersion: string): Promise<CodeBlockCache> {
  const stored = await fs.readFile(file, 'utf8').then((text) => JSON.parse(text) as { version?: string; entries?: Record<string, Element> }, () => undefined);
  const version = `${FORMAT_VERSION}:${highlighterVersion}`;
  const previous = new Map(stored?.version === version ? Object.entries(stored.entries ?? {}) : []);
  const used = new Map<string, Element>();
  let dirty = false;
  return {
    get(key) {
      const block = used.get(key) ?? previous.get(key);
      if (block && !used.has(key)) {
        used.set(key, block);
        dirty ||= true;
      }
      return block;
    },
    set(key, block) {
      used.set(key, block);
      dirty = true;
    },
    async save({ keepUnused = false } = {}) {
      if (!dirty) return;
      dirty = false;
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      const entries = keepUnused ? new Map([...previous, ...used]) : used;
      await fs.writeFile(temporary, JSON.stringify({ version, entries: Object.fromEntries(entries) }));
      await fs.rename(temporary, file);
    },
  };
}
