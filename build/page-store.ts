// Compiled pages on disk, which are also the compiled cache: per compile key, one file holding the page's facts
// (everything other pages read) on its first line, then its body (HTML), its content as Markdown (for its twin) and its
// searchable blocks and terms. Whichever thread compiles a page writes it; the build holds only the facts and where
// each part lies, the search step reads a page's blocks as it indexes it, and the render step its body and Markdown as
// it finishes it. One file per page: creating a file costs the disk more than writing its bytes.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { WriteLater } from './deferred-writes.ts';
import type { CompiledMarkdown, CompiledPage, PageBody, SearchBlocks } from './markdown/types.ts';

/** Compiled pages by key, in one folder. */
export interface PageStore {
  readonly dir: string;
  /** The page stored under `key`, if it is there whole; the build keeps what it asked for (see `save`). */
  get(key: string): CompiledPage | undefined;
  /** Records a page compiled (and stored) by this build. */
  use(key: string): void;
  /** Pages served from the folder since it was opened. */
  readonly hits: number;
  /** Ends a build: removes the pages it did not use, now or when `later` runs it. */
  save(later?: WriteLater): Promise<void>;
}

const VERSION_FILE = 'version';
const PAGE = '.page';
// The parts after the facts, in the order they are written.
const PARTS = ['body', 'markdown', 'search'] as const;

/** The file name a page is stored under: its key's hash, so any key is a safe name. */
export function pageFileName(key: string): string {
  return createHash('sha1').update(key).digest('hex');
}

/** Writes a compiled page under `name` in `dir` (renamed into place whole) and returns it as the build holds it. */
export function storePage(dir: string, name: string, compiled: CompiledMarkdown): CompiledPage {
  const { html, markdown, search, ...facts } = compiled;
  const parts = [html, markdown, JSON.stringify(search)].map((text) => Buffer.from(text));
  const header = Buffer.from(`${JSON.stringify({ ...facts, parts: parts.map((part) => part.length) })}\n`);
  const file = path.join(dir, name + PAGE);
  writeWhole(file, Buffer.concat([header, ...parts]));
  return { ...facts, ...partsOf(file, header.length, parts.map((part) => part.length)) };
}

// Where each part of a page's file lies, after a header of `headerBytes`.
function partsOf(file: string, headerBytes: number, lengths: readonly number[]): Pick<CompiledPage, typeof PARTS[number]> {
  let offset = headerBytes;
  const [body, markdown, search] = lengths.map((bytes): PageBody => {
    const part = { file, offset, bytes };
    offset += bytes;
    return part;
  });
  return { body: body!, markdown: markdown!, search: search! };
}

/** A compiled page's searchable blocks and terms, read from the store; damaged ones fail the build, naming the file. */
export function readSearch(page: Pick<CompiledPage, 'search'>): SearchBlocks {
  const search = JSON.parse(readPart(page.search)) as SearchBlocks;
  if (!Array.isArray(search?.blocks) || !Array.isArray(search?.terms)) throw new Error(`编译缓存已损坏：${page.search.file}，请删除后重新构建`);
  return search;
}

/** A compiled page's HTML, read from the store. */
export function readBody(page: Pick<CompiledPage, 'body'>): string {
  return readPart(page.body);
}

/** A compiled page's content as Markdown, read from the store: its twin's body (build/twins/page-twin.ts). */
export function readMarkdown(page: Pick<CompiledPage, 'markdown'>): string {
  return readPart(page.markdown);
}

function readPart({ file, offset, bytes }: PageBody): string {
  const buffer = Buffer.allocUnsafe(bytes);
  const descriptor = fs.openSync(file, 'r');
  try {
    if (fs.readSync(descriptor, buffer, 0, bytes, offset) !== bytes) throw new Error(`编译缓存已损坏：${file}，请删除后重新构建`);
  } finally {
    fs.closeSync(descriptor);
  }
  return buffer.toString('utf8');
}

/** Opens the store in `dir`; pages stored by another pipeline version are removed first. */
export function openPageStore(dir: string, version: string): PageStore {
  fs.mkdirSync(dir, { recursive: true });
  const versionFile = path.join(dir, VERSION_FILE);
  if (readText(versionFile) !== version) {
    for (const name of fs.readdirSync(dir)) fs.rmSync(path.join(dir, name), { force: true, recursive: true });
    writeWhole(versionFile, version);
  }
  const used = new Set<string>();
  let hits = 0;
  return {
    dir,
    get(key) {
      const name = pageFileName(key);
      const page = readPage(dir, name);
      if (page) {
        if (!used.has(name)) hits++;
        used.add(name);
      }
      return page;
    },
    use(key) {
      used.add(pageFileName(key));
    },
    get hits() {
      return hits;
    },
    async save(later) {
      const keep = new Set(used);
      used.clear();
      const prune = async () => {
        for (const file of await fs.promises.readdir(dir).catch(() => [])) {
          if (file === VERSION_FILE || keep.has(file.slice(0, file.lastIndexOf('.')))) continue;
          await fs.promises.rm(path.join(dir, file), { force: true });
        }
      };
      if (later) later(path.join(dir, VERSION_FILE), prune);
      else await prune();
    },
  };
}

// The page stored as `name`, or undefined when it is missing, damaged or not whole.
function readPage(dir: string, name: string): CompiledPage | undefined {
  const file = path.join(dir, name + PAGE);
  let descriptor: number | undefined;
  try {
    descriptor = fs.openSync(file, 'r');
    const header = readHeader(descriptor);
    if (header === undefined) return undefined;
    const { parts, ...facts } = JSON.parse(header.toString('utf8')) as Omit<CompiledPage, typeof PARTS[number]> & { parts: unknown };
    const lengths = Array.isArray(parts) && parts.length === PARTS.length && parts.every((length) => Number.isSafeInteger(length) && length >= 0) ? parts as number[] : undefined;
    if (!isFacts(facts) || !lengths) return undefined;
    // A file cut short (a disk that filled up) or grown is not trusted.
    if (fs.fstatSync(descriptor).size !== header.length + 1 + lengths.reduce((total, length) => total + length, 0)) return undefined;
    return { ...facts, ...partsOf(file, header.length + 1, lengths) };
  } catch {
    return undefined;
  } finally {
    if (descriptor !== undefined) fs.closeSync(descriptor);
  }
}

// The file's first line (the facts), read a few kilobytes at a time; undefined when it has no line break.
function readHeader(descriptor: number): Buffer | undefined {
  const chunks: Buffer[] = [];
  for (let offset = 0; ;) {
    const chunk = Buffer.allocUnsafe(16 * 1024);
    const read = fs.readSync(descriptor, chunk, 0, chunk.length, offset);
    if (read === 0) return undefined;
    const newline = chunk.subarray(0, read).indexOf(0x0a);
    if (newline >= 0) return Buffer.concat([...chunks, chunk.subarray(0, newline)]);
    chunks.push(chunk.subarray(0, read));
    offset += read;
  }
}

// True for the facts of a compiled page; anything else (a damaged or hand-edited file) is compiled again.
function isFacts(value: unknown): value is Omit<CompiledPage, typeof PARTS[number]> {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<Record<keyof CompiledPage, unknown>>;
  return typeof entry.firstSentence === 'string' && typeof entry.readingTimeMinutes === 'number'
    && (entry.firstHeading === undefined || typeof entry.firstHeading === 'string')
    && [entry.headings, entry.ids, entry.references, entry.directives, entry.warnings].every(Array.isArray);
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

// Written beside and renamed over: a reader never sees half a file.
function writeWhole(file: string, text: string | Uint8Array): void {
  const temporary = `${file}.${randomUUID()}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}
