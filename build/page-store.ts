// Compiled pages on disk, which are also the compiled cache: per compile key, the page's body (its HTML), its content as
// Markdown (for its twin), its searchable blocks and terms, and its facts (everything other pages read), each in a file.
// Whichever thread compiles a page writes them; the build holds only the facts, the search step reads a page's blocks as
// it indexes it, and the render step its body and Markdown as it finishes it.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { WriteLater } from './deferred-writes.ts';
import type { CompiledMarkdown, CompiledPage, SearchBlocks } from './markdown/types.ts';

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
const FACTS = '.json';
const BODY = '.html';
const MARKDOWN = '.md';
const SEARCH = '.search';

/** The file name a page is stored under: its key's hash, so any key is a safe name. */
export function pageFileName(key: string): string {
  return createHash('sha1').update(key).digest('hex');
}

/**
 * Writes a compiled page under `name` in `dir` and returns it as the build holds it. The body, the Markdown and the
 * searchable blocks go first and the facts last, each renamed into place, so facts on disk always have their files whole.
 */
export function storePage(dir: string, name: string, compiled: CompiledMarkdown): CompiledPage {
  const { html, markdown, search, ...facts } = compiled;
  const searchJson = JSON.stringify(search);
  const page: CompiledPage = {
    ...facts,
    body: { file: path.join(dir, name + BODY), bytes: Buffer.byteLength(html) },
    markdown: { file: path.join(dir, name + MARKDOWN), bytes: Buffer.byteLength(markdown) },
    search: { file: path.join(dir, name + SEARCH), bytes: Buffer.byteLength(searchJson) },
  };
  writeWhole(page.body.file, html);
  writeWhole(page.markdown.file, markdown);
  writeWhole(page.search.file, searchJson);
  writeWhole(path.join(dir, name + FACTS), JSON.stringify({ ...facts, bodyBytes: page.body.bytes, markdownBytes: page.markdown.bytes, searchBytes: page.search.bytes }));
  return page;
}

/** A compiled page's searchable blocks and terms, read from the store; damaged ones fail the build, naming the file. */
export function readSearch(page: Pick<CompiledPage, 'search'>): SearchBlocks {
  const search = JSON.parse(fs.readFileSync(page.search.file, 'utf8')) as SearchBlocks;
  if (!Array.isArray(search?.blocks) || !Array.isArray(search?.terms)) throw new Error(`编译缓存已损坏：${page.search.file}，请删除后重新构建`);
  return search;
}

/** A compiled page's HTML, read from the store. */
export function readBody(page: Pick<CompiledPage, 'body'>): string {
  return fs.readFileSync(page.body.file, 'utf8');
}

/** A compiled page's content as Markdown, read from the store: its twin's body (build/twins/page-twin.ts). */
export function readMarkdown(page: Pick<CompiledPage, 'markdown'>): string {
  return fs.readFileSync(page.markdown.file, 'utf8');
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

// The page stored as `name`, or undefined when it is missing, damaged or its body is not whole.
function readPage(dir: string, name: string): CompiledPage | undefined {
  const text = readText(path.join(dir, name + FACTS));
  if (text === undefined) return undefined;
  try {
    const { bodyBytes, markdownBytes, searchBytes, ...facts } = JSON.parse(text) as Omit<CompiledPage, 'body' | 'markdown' | 'search'> & Record<'bodyBytes' | 'markdownBytes' | 'searchBytes', unknown>;
    const body = path.join(dir, name + BODY);
    const markdown = path.join(dir, name + MARKDOWN);
    const search = path.join(dir, name + SEARCH);
    if (!isFacts(facts) || typeof bodyBytes !== 'number' || typeof markdownBytes !== 'number' || typeof searchBytes !== 'number') return undefined;
    if (fs.statSync(body).size !== bodyBytes || fs.statSync(markdown).size !== markdownBytes || fs.statSync(search).size !== searchBytes) return undefined;
    return { ...facts, body: { file: body, bytes: bodyBytes }, markdown: { file: markdown, bytes: markdownBytes }, search: { file: search, bytes: searchBytes } };
  } catch {
    return undefined;
  }
}

// True for the facts of a compiled page; anything else (a damaged or hand-edited file) is compiled again.
function isFacts(value: unknown): value is Omit<CompiledPage, 'body' | 'markdown' | 'search'> {
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
function writeWhole(file: string, text: string): void {
  const temporary = `${file}.${randomUUID()}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}
