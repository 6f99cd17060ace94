// A cache file of keyed entries, one per line: a first line naming the format and version, then `key<TAB>value`
// for each entry (values are JSON, which escapes every line break). It is written and read a line at a time: a
// large site's cache, as one string, can pass the longest string V8 makes (about 512 MiB).
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';

/** The entries of `file` if its first line is `header`; an empty map when it is missing, unreadable or of another version. */
export async function readKeyedLines(file: string, header: string): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  const stream = createReadStream(file, { encoding: 'utf8' });
  try {
    let first = true;
    for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
      if (first) {
        if (line !== header) break;
        first = false;
        continue;
      }
      const tab = line.indexOf('\t');
      if (tab > 0) entries.set(line.slice(0, tab), line.slice(tab + 1));
    }
    return entries;
  } catch {
    return new Map();
  } finally {
    stream.destroy();
  }
}

// Bytes written ahead of the disk before a write waits for it.
const WRITE_BUFFER_BYTES = 4 << 20;

/**
 * Writes `entries` under `header` to a temporary file beside `file` and renames it over, so a killed build leaves the
 * old file whole. `placed`, when given, hears where each value starts in the file, in bytes.
 */
export async function writeKeyedLines(
  file: string,
  header: string,
  entries: Iterable<[string, string | Buffer]>,
  placed?: (key: string, valueStart: number) => void,
): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  // A large buffer: an entry is often larger than the default 16 KB, and waiting for the disk after each one would
  // leave this thread idle between entries.
  const out = createWriteStream(temporary, { encoding: 'utf8', highWaterMark: WRITE_BUFFER_BYTES });
  const written = finished(out);
  // A failed write ends the stream without a 'drain': the wait ends with the failure, which `written` carries.
  written.catch(() => {});
  const write = (chunk: string | Buffer) => (out.write(chunk) ? undefined : Promise.race([new Promise<void>((resolve) => out.once('drain', resolve)), written]));
  let offset = Buffer.byteLength(`${header}\n`);
  try {
    await write(`${header}\n`);
    for (const [key, value] of entries) {
      if (/[\t\n\r]/.test(key)) throw new Error(`a cache key cannot hold a tab or a line break: ${JSON.stringify(key)}`);
      if (placed) {
        const prefixLength = Buffer.byteLength(`${key}\t`);
        placed(key, offset + prefixLength);
        offset += prefixLength + Buffer.byteLength(value) + 1;
      }
      if (typeof value === 'string') {
        await write(`${key}\t${value}\n`);
      } else {
        await write(`${key}\t`);
        await write(value);
        await write('\n');
      }
    }
    out.end();
    await written;
  } catch (error) {
    out.destroy();
    // Closed, so the file is not opened again after it is removed.
    await written.catch(() => {});
    await fs.rm(temporary, { force: true });
    throw error;
  }
  await fs.rename(temporary, file);
}
