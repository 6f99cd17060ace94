// A fingerprint of the theme's and the client's source files, so a process that builds many sites (the test
// suite's fixture builds, a dev server) bundles them once and again only after one of those files changed.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';

/** The folders whose files the renderer and the client bundle are made from (packages aside). */
const SOURCE_FOLDERS = ['theme', 'client'];

/**
 * Hashes the path and contents of every file under theme/ and client/, and the installed packages' lock
 * file, of the project in `rootDir`. Read before bundling: an edit made while esbuild runs changes the next
 * fingerprint, so the bundle made from the older files is never reused for the newer ones.
 */
export function sourceFingerprint(rootDir: string): Promise<string> {
  // The renderer and the client bundle are made side by side and both ask: one reading of the files serves both.
  const key = path.resolve(rootDir);
  let pending = inFlight.get(key);
  if (!pending) {
    pending = readFingerprint(rootDir).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

// Fingerprints being computed, per project folder; forgotten once done, so a later call sees later edits.
const inFlight = new Map<string, Promise<string>>();

async function readFingerprint(rootDir: string): Promise<string> {
  const files = (await fg(SOURCE_FOLDERS.map((folder) => `${folder}/**/*`), { cwd: rootDir, dot: true, onlyFiles: true })).sort();
  const contents = await Promise.all(files.map((file) => fs.readFile(path.join(rootDir, file))));
  const hash = createHash('sha256');
  files.forEach((file, index) => hash.update(`${file}\0${contents[index]!.length}\0`).update(contents[index]!));
  const lock = await fs.stat(path.join(rootDir, 'node_modules', '.package-lock.json')).catch(() => undefined);
  hash.update(`lock\0${lock ? `${lock.size}:${lock.mtimeMs}` : 'none'}`);
  return hash.digest('hex');
}

/** One memoised result per key: the latest fingerprint's promise only, dropped when it rejects. */
export class FingerprintMemo<T> {
  private readonly entries = new Map<string, { fingerprint: string; value: Promise<T> }>();

  /** Returns the value remembered for `key` if `fingerprint` matches, else makes (and remembers) a new one. */
  get(key: string, fingerprint: string, make: () => Promise<T>): Promise<T> {
    const remembered = this.entries.get(key);
    if (remembered?.fingerprint === fingerprint) return remembered.value;
    const value = make();
    const entry = { fingerprint, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}
