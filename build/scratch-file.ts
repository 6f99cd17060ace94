// A scratch file: bytes appended and read back by position, in a file unlinked as soon as it is opened (where the
// system allows it), so the system removes it with the process and a killed build leaves nothing behind. The
// caches' stores keep values they added there (keyed-lines-store.ts).
import fs from 'node:fs';
import path from 'node:path';

/** Where appended bytes lie. */
export interface ScratchLocation {
  fd: number;
  start: number;
  length: number;
}

/** An open scratch file. */
export interface ScratchFile {
  /** Appends `bytes`; returns where they lie. */
  append(bytes: Buffer): ScratchLocation;
  /** Closes the file (and removes it where it could not be unlinked when opened). */
  close(): void;
}

/** Opens an empty scratch file at `file` (its folder is made when missing). */
export function openScratchFile(file: string): ScratchFile {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fd = fs.openSync(file, 'w+');
  let unlinked = true;
  try {
    fs.unlinkSync(file);
  } catch {
    unlinked = false;
  }
  let end = 0;
  return {
    append(bytes) {
      fs.writeSync(fd, bytes, 0, bytes.length, end);
      const location = { fd, start: end, length: bytes.length };
      end += bytes.length;
      return location;
    },
    close() {
      fs.closeSync(fd);
      if (!unlinked) fs.rmSync(file, { force: true });
    },
  };
}

/** The bytes at `location`. */
export function readScratch(location: ScratchLocation): Buffer {
  const buffer = Buffer.allocUnsafe(location.length);
  fs.readSync(location.fd, buffer, 0, location.length, location.start);
  return buffer;
}
