// A keyed-lines cache file (build/keyed-lines-file.ts) whose values stay on disk: loading it reads only where each
// value lies, a value is read when asked for, and values added since are appended to a scratch file (unlinked as
// soon as it is opened, so the system removes it with the process). Memory holds keys and offsets only: a large
// site's highlighted blocks are hundreds of megabytes of text that a build writes once and rarely reads back.
import fs from 'node:fs';
import { writeKeyedLines } from './keyed-lines-file.ts';
import { openScratchFile, readScratch, type ScratchFile, type ScratchLocation } from './scratch-file.ts';

/** Values by key, kept on disk. */
export interface KeyedLinesStore {
  has(key: string): boolean;
  /** The value stored for `key`, read from disk. */
  read(key: string): string | undefined;
  /** Stores a value, appended to the scratch file. */
  add(key: string, value: string): void;
  keys(): IterableIterator<string>;
  /** Forgets a key (its value stays where it was until the next rewrite). */
  delete(key: string): void;
  /** Writes the values of `keys` (those still stored) as the new file, through a temporary file; the store then reads from it. */
  rewrite(keys: readonly string[]): Promise<void>;
}

const NEWLINE = 0x0a;
const CHUNK_BYTES = 1 << 20;
const TAB = 0x09;

/** Opens the store on `file`: its entries when its first line is `header`, else none. */
export async function openKeyedLinesStore(file: string, header: string): Promise<KeyedLinesStore> {
  const index = new Map<string, ScratchLocation>();
  let base = indexFile(file, header, index);
  let scratch: ScratchFile | undefined;

  return {
    has: (key) => index.has(key),
    read(key) {
      const location = index.get(key);
      return location && readScratch(location).toString('utf8');
    },
    add(key, value) {
      scratch ??= openScratchFile(`${file}.${process.pid}.scratch`);
      index.set(key, scratch.append(Buffer.from(value, 'utf8')));
    },
    keys: () => index.keys(),
    delete: (key) => void index.delete(key),
    async rewrite(keys) {
      const moved = new Map<string, number>();
      const entries = function* (): Generator<[string, Buffer]> {
        for (const key of keys) {
          const location = index.get(key);
          if (location) yield [key, readScratch(location)];
        }
      };
      await writeKeyedLines(file, header, entries(), (key, start) => moved.set(key, start));
      const fd = fs.openSync(file, 'r');
      // Values now read from the new file; those left in the old one are forgotten with it.
      for (const [key, location] of index) {
        const start = moved.get(key);
        if (start !== undefined) index.set(key, { fd, start, length: location.length });
        else if (location.fd === base) index.delete(key);
      }
      if (base !== undefined) fs.closeSync(base);
      base = fd;
    },
  };
}

// Records where each entry's value lies in `file`; returns the descriptor to read them with, or undefined when the
// file is missing, unreadable or of another version.
function indexFile(file: string, header: string, index: Map<string, ScratchLocation>): number | undefined {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return undefined;
  }
  let lineStart = 0;
  let pending: Buffer[] = [];
  let first = true;
  let position = 0;
  try {
    for (const chunk of chunksOf(fd)) {
      let from = 0;
      for (let newline = chunk.indexOf(NEWLINE); newline !== -1; newline = chunk.indexOf(NEWLINE, from)) {
        const line = pending.length > 0 ? Buffer.concat([...pending, chunk.subarray(from, newline)]) : chunk.subarray(from, newline);
        pending = [];
        if (first) {
          if (line.toString('utf8') !== header) return closeUnused(fd, index);
          first = false;
        } else {
          const tab = line.indexOf(TAB);
          if (tab > 0) index.set(line.subarray(0, tab).toString('utf8'), { fd, start: lineStart + tab + 1, length: line.length - tab - 1 });
        }
        lineStart = position + newline + 1;
        from = newline + 1;
      }
      if (from < chunk.length) pending.push(chunk.subarray(from));
      position += chunk.length;
    }
  } catch {
    return closeUnused(fd, index);
  }
  if (first) return closeUnused(fd, index);
  return fd;
}

// The file's bytes a chunk at a time, read on the descriptor the store keeps (a read stream on it would close it
// when destroyed, possibly after its number was reused).
function* chunksOf(fd: number): Generator<Buffer> {
  for (;;) {
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    const length = fs.readSync(fd, chunk, 0, CHUNK_BYTES, null);
    if (length === 0) return;
    yield chunk.subarray(0, length);
  }
}

function closeUnused(fd: number, index: Map<string, ScratchLocation>): undefined {
  index.clear();
  fs.closeSync(fd);
  return undefined;
}
