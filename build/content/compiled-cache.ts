// Compiled Markdown kept on disk between builds, keyed by each file's text, the routes it links to and the
// Markdown pipeline's own source: a build whose content did not change parses no Markdown at all.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { CompiledMarkdown } from '../markdown/types.ts';

/** Compiled files by key; `save` writes back the entries this build used (files that went away drop out). */
export interface CompiledCache {
  get(key: string): CompiledMarkdown | undefined;
  set(key: string, compiled: CompiledMarkdown): void;
  /** Number of entries served from disk since loading, so callers know whether every file was compiled. */
  readonly hits: number;
  save(): Promise<void>;
}

/**
 * A fingerprint of everything that shapes compiled output besides the content: the Markdown pipeline's
 * source files and the highlighter version. A change to either invalidates every entry.
 */
export function markdownPipelineVersion(rootDir: string, highlighterVersion: string): string {
  const hash = createHash('sha1').update(highlighterVersion);
  const files = fg.sync(['build/markdown/**/*.ts', 'build/content/compile-content.ts'], { cwd: rootDir }).sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(rootDir, file)));
  return hash.digest('base64url');
}

/** Loads the cache file if it was written by the same pipeline version; otherwise starts empty. */
export async function loadCompiledCache(file: string, version: string): Promise<CompiledCache> {
  const stored = await fs.readFile(file, 'utf8').then((text) => JSON.parse(text) as { version?: string; entries?: Record<string, CompiledMarkdown> }, () => undefined);
  const previous = new Map(stored?.version === version ? Object.entries(stored.entries ?? {}) : []);
  const used = new Map<string, CompiledMarkdown>();
  let dirty = false;
  let hits = 0;
  return {
    get(key) {
      const compiled = used.get(key) ?? previous.get(key);
      if (compiled && !used.has(key)) {
        used.set(key, compiled);
        hits++;
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
    async save() {
      // Rewrite only when something was compiled or a stored file is no longer part of the site.
      if (!dirty && used.size === previous.size) return;
      dirty = false;
      previous.clear();
      for (const [key, compiled] of used) previous.set(key, compiled);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      // The link checker's lazily built id set is derived data, never stored.
      await fs.writeFile(temporary, JSON.stringify({ version, entries: Object.fromEntries(used) }, (name, value: unknown) => (name === 'idSet' ? undefined : value)));
      await fs.rename(temporary, file);
    },
  };
}
