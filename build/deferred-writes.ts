import fs from 'node:fs/promises';
import path from 'node:path';

// Watch mode writes its caches to disk once edits pause, not after every save: each cache file's latest write
// waits for a quiet spell, and runs at the latest when the builder closes. A one-off build writes at once, but for its
// compile caches, which wait until its workers have other work (build/index.ts).

/** Hands a cache file's write to whoever decides when it runs; a later write of the same file replaces it. */
export type WriteLater = (file: string, write: () => Promise<void>) => void;

/** Writes kept until `delayMs` without a new one, in the order they were asked for. */
export interface DeferredWrites {
  later: WriteLater;
  /** Runs the waiting writes now and resolves once every write so far is done. */
  flush(): Promise<void>;
}

/** Collects writes and runs them after `delayMs` of quiet (without it, only on `flush`); a failed write only loses a cache. */
export function createDeferredWrites(delayMs?: number): DeferredWrites {
  const waiting = new Map<string, () => Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const run = () => {
    clearTimeout(timer);
    timer = undefined;
    const writes = [...waiting.values()];
    waiting.clear();
    // One batch after another, so two writes of one file never overlap.
    running = running.then(() => Promise.all(writes.map((write) => write().catch(() => {})))).then(() => {});
    return running;
  };
  return {
    later(file, write) {
      waiting.set(file, write);
      if (delayMs === undefined) return;
      clearTimeout(timer);
      timer = setTimeout(run, delayMs);
      // Waiting writes never keep the process alive; `flush` is how a builder makes sure they happen.
      timer.unref();
    },
    flush: run,
  };
}

let temporaryFiles = 0;

/**
 * Writes a file through a temporary one beside it, renamed over it, so a killed process never leaves half a file and a
 * reader (the dev server serving it) gets the old file or the new one whole. Readable by all (0644), like the output.
 * `contents` may come in parts, written one after another.
 */
export async function replaceFile(file: string, contents: string | Uint8Array | Iterable<string | Uint8Array>): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Unique in the process: two writes of one file at once (an early page's assets and the build's) each rename their own.
  const temporary = `${file}.${process.pid}-${temporaryFiles++}.tmp`;
  try {
    await fs.writeFile(temporary, typeof contents === 'string' || contents instanceof Uint8Array ? contents : inChunks(contents), { mode: 0o644 });
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

// Parts joined into chunks of about this size: fs.writeFile writes an iterable one part per call, each a round trip
// to a thread of the pool, and the search files' cache is two parts per page.
const CHUNK_BYTES = 1 << 20;

function* inChunks(parts: Iterable<string | Uint8Array>): Generator<Buffer> {
  let pending: Uint8Array[] = [];
  let size = 0;
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
    pending.push(bytes);
    size += bytes.length;
    if (size >= CHUNK_BYTES) {
      yield Buffer.concat(pending, size);
      pending = [];
      size = 0;
    }
  }
  if (size > 0) yield Buffer.concat(pending, size);
}

/** The one line a build prints when a cache file could not be written (a full disk, a read-only cache folder): the
 * build goes on without the cache, which the next build makes again. */
export function cacheWriteWarning(error: unknown): string {
  return `缓存文件未能写入，下次构建将重新生成：${(error as Error).message.split('\n')[0]}`;
}

/** Writes a small cache file as JSON through a temporary file (`replaceFile`). */
export function writeJsonFile(file: string, value: unknown): Promise<void> {
  return replaceFile(file, JSON.stringify(value));
}
