// Compares two built dist/ folders as a reader would see them: content hashes in file names (and in the
// files that link to them) are replaced by a placeholder first, so a rebuild that only moved hashes is identical.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { SEARCH_FILE_KINDS } from '../../build/search/search-file-names.ts';

// esbuild names assets `[name]-[hash]` with an 8-character base-32 hash (build/output/client-assets.ts);
// search files are `manifest-<hex>.json` and `<kind>-<n>-<hex>.json` for the numbered kinds (`{n}` in the manifest's URL
// templates), 10 hex digits (build/search/search-file-names.ts); older builds wrote `index-<hex>.json`.
// The CSP's sha256- values are hashes of the constant inline head scripts, not of hashed files, so they stay:
// a changed CSP hash means a changed inline script.
const esbuildHash = /-[A-Z2-7]{8}(?=\.[a-z0-9]{2,5}\b)/g;
const searchFileHash = new RegExp(String.raw`\b(index|manifest|(?:${SEARCH_FILE_KINDS.join('|')})(?:-(?:\d+|\{n\}))?)-[0-9a-f]{10}(?=\.json\b)`, 'g');

/** Returns `text` with every content hash replaced by `HASH`. */
export function normaliseHashes(text: string): string {
  return text.replace(esbuildHash, '-HASH').replace(searchFileHash, '$1-HASH');
}

/** The first region where two texts differ, with a little shared context before it. */
export interface DifferingRegion {
  /** Character offset in A's normalised text where the texts first differ. */
  offset: number;
  before: string;
  a: string;
  b: string;
}

/** Returns the first differing region of two texts (one long HTML line included), or undefined when equal. */
export function firstDifference(a: string, b: string, maxLength = 200): DifferingRegion | undefined {
  if (a === b) return undefined;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  // Trim the common tail too, so the excerpt is the changed span, not the rest of the file.
  let tail = 0;
  while (tail < a.length - start && tail < b.length - start && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const cut = (text: string) => (text.length > maxLength ? `${text.slice(0, maxLength)}…` : text);
  return {
    offset: start,
    before: a.slice(Math.max(0, start - 80), start),
    a: cut(a.slice(start, a.length - tail)),
    b: cut(b.slice(start, b.length - tail)),
  };
}

/** A file present on both sides whose normalised contents differ. */
export interface ChangedFile {
  pathA: string;
  pathB: string;
  /** Undefined for binary files, which are compared byte for byte. */
  region?: DifferingRegion;
}

/** What differs between two dist folders; all paths are relative to their folder. */
export interface DistComparison {
  onlyInA: string[];
  onlyInB: string[];
  changed: ChangedFile[];
  identicalCount: number;
}

interface DistFile {
  path: string;
  /** Normalised text, or the raw bytes of a binary file. */
  contents: string | Buffer;
}

async function readDist(dir: string): Promise<Map<string, DistFile[]>> {
  const paths = (await fg('**/*', { cwd: dir, dot: true, onlyFiles: true })).sort();
  const byName = new Map<string, DistFile[]>();
  for (const file of paths) {
    const bytes = await readFile(path.join(dir, file));
    const contents = bytes.includes(0) ? bytes : normaliseHashes(bytes.toString('utf8'));
    const name = normaliseHashes(file);
    byName.set(name, [...(byName.get(name) ?? []), { path: file, contents }]);
  }
  return byName;
}

const same = (a: DistFile, b: DistFile) =>
  typeof a.contents === 'string' ? a.contents === b.contents : Buffer.isBuffer(b.contents) && a.contents.equals(b.contents);

/** Compares two dist folders after normalising content hashes in names and contents. */
export async function compareDistFolders(dirA: string, dirB: string): Promise<DistComparison> {
  const [filesA, filesB] = await Promise.all([readDist(dirA), readDist(dirB)]);
  const result: DistComparison = { onlyInA: [], onlyInB: [], changed: [], identicalCount: 0 };
  for (const name of new Set([...filesA.keys(), ...filesB.keys()])) {
    // Several chunks share one normalised name (`chunks/chunk-HASH.js`): pair them by identical contents first.
    const leftA = [...(filesA.get(name) ?? [])];
    const leftB = [...(filesB.get(name) ?? [])];
    for (let i = leftA.length - 1; i >= 0; i--) {
      const match = leftB.findIndex((b) => same(leftA[i]!, b));
      if (match === -1) continue;
      leftA.splice(i, 1);
      leftB.splice(match, 1);
      result.identicalCount++;
    }
    // One changed file on each side is the same file changed; more cannot be paired without guessing.
    if (leftA.length === 1 && leftB.length === 1) {
      const [a, b] = [leftA[0]!, leftB[0]!];
      const region = typeof a.contents === 'string' && typeof b.contents === 'string'
        ? firstDifference(a.contents, b.contents) : undefined;
      result.changed.push({ pathA: a.path, pathB: b.path, ...(region ? { region } : {}) });
      continue;
    }
    result.onlyInA.push(...leftA.map((file) => file.path));
    result.onlyInB.push(...leftB.map((file) => file.path));
  }
  return result;
}
