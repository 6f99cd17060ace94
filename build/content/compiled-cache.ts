// Compiled Markdown kept on disk between builds, keyed by each file's text and the routes it links to, in a file of
// the build's version (build/cache-version.ts): a build whose content did not change parses no Markdown at all.
import type { WriteLater } from '../deferred-writes.ts';
import { readKeyedLines, writeKeyedLines } from '../keyed-lines-file.ts';
import type { CompiledMarkdown } from '../markdown/types.ts';

/**
 * Compiled files by key. Each `save` ends a build: it writes back only the entries that build used, and the
 * next build starts from those, so an edited file's older versions drop out instead of piling up.
 */
export interface CompiledCache<Entry = CompiledMarkdown> {
  get(key: string): Entry | undefined;
  set(key: string, compiled: Entry): void;
  /** Number of entries served from disk since loading, so callers know whether every file was compiled. */
  readonly hits: number;
  /** Ends a build; the file is written now, or handed to `later` (watch mode writes once edits pause). */
  save(later?: WriteLater): Promise<void>;
}

/** True for a value of the shape a compiled file has; a cache file's entries that are not are compiled again. */
export function isCompiledMarkdown(value: unknown): value is CompiledMarkdown {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<Record<keyof CompiledMarkdown, unknown>>;
  const search = entry.search as { blocks?: unknown; terms?: unknown } | null | undefined;
  return typeof entry.html === 'string' && typeof entry.markdown === 'string' && typeof entry.firstSentence === 'string' && typeof entry.readingTimeMinutes === 'number'
    && (entry.firstHeading === undefined || typeof entry.firstHeading === 'string')
    && [entry.headings, entry.ids, entry.references, entry.directives, entry.warnings].every(Array.isArray)
    && typeof search === 'object' && search !== null && Array.isArray(search.blocks) && Array.isArray(search.terms);
}

/**
 * Loads the cache file if it was written by the same pipeline version; otherwise starts empty. An entry `isEntry`
 * refuses (a damaged or hand-edited file) is left out, so it is made again.
 */
export async function loadCompiledCache<Entry = CompiledMarkdown>(file: string, version: string, isEntry: (value: unknown) => value is Entry): Promise<CompiledCache<Entry>> {
  const header = `compiled ${version}`;
  let previous = new Map<string, Entry>();
  try {
    for (const [key, value] of await readKeyedLines(file, header)) {
      const entry: unknown = JSON.parse(value);
      if (isEntry(entry)) previous.set(key, entry);
    }
  } catch {
    // A damaged file (a disk that filled up) only means starting empty.
    previous = new Map();
  }
  let used = new Map<string, Entry>();
  // Keys read from the file and not yet asked for: `hits` counts only what the file saved us from compiling.
  const unreadFromFile = new Set(previous.keys());
  let dirty = false;
  let hits = 0;
  return {
    get(key) {
      const compiled = used.get(key) ?? previous.get(key);
      if (compiled && !used.has(key)) {
        used.set(key, compiled);
        if (unreadFromFile.delete(key)) hits++;
      }
      return compiled;
    },
    set(key, compiled) {
      used.set(key, compiled);
      dirty = true;
    },
    get hits() {
      return hits;
    },
    async save(later) {
      // The watch-mode builder calls this after every build; what this build did not use is gone for good.
      const changed = dirty || used.size !== previous.size;
      const entries = used;
      previous = used;
      used = new Map();
      dirty = false;
      // Rewrite only when something was compiled or a stored file is no longer part of the site.
      if (!changed) return;
      const write = () => writeKeyedLines(file, header, (function* () {
        for (const [key, entry] of entries) yield [key, JSON.stringify(entry)] as [string, string];
      })());
      if (later) later(file, write);
      else await write();
    },
  };
}
