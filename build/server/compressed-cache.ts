// Keeps compressed copies of files in memory so each file version is compressed once, not on every request.
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { compress } from './compression.ts';
import type { ContentEncoding } from './compression.ts';

/** Returns compressed file bodies, reusing earlier results while the file's size and mtime stay the same. */
export interface CompressedFileCache {
  /** Resolves to `file` compressed with `encoding`; `stats` identify the version on disk. */
  get(file: string, stats: Stats, encoding: ContentEncoding): Promise<Buffer>;
}

// Enough for every page and asset of the real site in both encodings, small next to the dev server's own memory.
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/** Creates a cache holding at most `maxBytes` of compressed bodies, dropping the least recently used first. */
export function createCompressedFileCache(maxBytes = DEFAULT_MAX_BYTES): CompressedFileCache {
  // A Map iterates in insertion order; re-inserting on every hit keeps the least recently used entry first.
  const entries = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let totalBytes = 0;

  function remember(key: string, body: Buffer): void {
    if (!entries.has(key)) return; // Dropped while it was being compressed.
    sizes.set(key, body.length);
    totalBytes += body.length;
    for (const [oldest] of entries) {
      if (totalBytes <= maxBytes || oldest === key) break;
      forget(oldest);
    }
  }

  function forget(key: string): void {
    totalBytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
    entries.delete(key);
  }

  return {
    get(file, stats, encoding) {
      const key = `${encoding}\u0000${stats.size}\u0000${stats.mtimeMs}\u0000${file}`;
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const pending = readFile(file).then((body) => compress(body, encoding));
      entries.set(key, pending);
      pending.then((body) => remember(key, body), () => forget(key));
      return pending;
    },
  };
}
