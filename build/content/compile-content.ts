// Compiles the Markdown of every content file, reusing earlier results for files that did not change.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadCodeBlockCache, type CodeBlockCache } from '../markdown/code-block-cache.ts';
import { CODE_THEMES, createCodeHighlighter } from '../markdown/code-highlighter.ts';
import type { HighlighterCore } from 'shiki/core';
import type { CompiledMarkdown, CompiledPage, MarkdownCompiler } from '../markdown/types.ts';
import { cacheVersion } from '../cache-version.ts';
import { BuildError } from '../diagnostics.ts';
import { openPageStore, pageFileName, storePage, type PageStore } from '../page-store.ts';
import { defaultSiteUrl } from '../markdown/site-url.ts';
import { compileFailure } from './compile-failure.ts';
import { hashText } from './load-content.ts';
import type { WriteLater } from '../deferred-writes.ts';
import type { ContentFile } from './types.ts';

/** Compiled files keyed by source path, plus the compiler or executor they came from. */
export interface CompileCache {
  /** `codeBlocks`: the keys of the highlighted blocks the file used, when this process compiled it. */
  entries: Map<string, { key: string; compiled: CompiledPage; codeBlocks?: Set<string> }>;
  /** Highlighted code blocks, loaded on the first file that is not on disk. */
  codeBlocks?: Promise<CodeBlockCache>;
  /** The main thread's highlighter, shared by its compilers (the dev server may start it early). */
  highlighter?: Promise<HighlighterCore>;
  /** The main thread's compiler, created for a few files (a fully cached build never loads Shiki). */
  compiler?: { site: string; compile: Promise<MarkdownCompiler> };
  /** The number of workers the last build compiled in; 0 when it compiled in this thread or compiled nothing. */
  workers?: number;
  /** Compiled pages on disk, shared between processes (build/page-store.ts). */
  store?: PageStore;
  /** The current source-file → route table, read by the compiler when it resolves `.md` links. */
  routes?: Map<string, string>;
  /** Work a reader waits for (the dev server's early pages): no further file is sent until it is done. */
  priority?: Set<Promise<unknown>>;
}

/** What every file of one build is compiled with. */
export interface CompileContext {
  baseUrl: string;
  /** The site's address with its base URL, against which the twins' links are made absolute. */
  siteUrl: string;
  /** Source file → route, for `.md` links. */
  routes: Map<string, string>;
  /** Changes whenever `routes` does. */
  routesKey: string;
  codeBlocks: CodeBlockCache;
  /** The page store's folder, where whichever thread compiles a page writes it (build/page-store.ts). */
  storeDir: string;
}

/** One file to compile, and the name it is stored under. */
export interface PageToCompile {
  sourceFile: string;
  body: string;
  storeName: string;
}

/** A compiled (and stored) file and the keys of the highlighted blocks it used. */
export interface CompiledFile {
  compiled: CompiledPage;
  codeBlocks: Set<string>;
}

/** How much Markdown a build has to compile. */
export interface Work {
  files: number;
  characters: number;
}

/** What compiles the changed files: this thread, or the executor's workers (build/executor/). */
export interface PageCompiler {
  /** Worker threads; 0 when files compile in this thread. */
  readonly threads: number;
  /** Files to keep in flight: enough that no thread waits for its next one, few enough to bound memory. */
  readonly inFlight: number;
  /** Compiles one file into the page store; rejects with the BuildError naming its file and line. */
  compile(file: PageToCompile, context: CompileContext): Promise<CompiledFile>;
}

/** The work of compiling these files. */
export function workOf(files: readonly { body: string }[]): Work {
  return { files: files.length, characters: files.reduce((sum, file) => sum + file.body.length, 0) };
}

/** Where compiled output is kept between processes. */
export interface CompileCacheFiles {
  /** The project root, whose build/markdown/ sources version the compiled cache. */
  rootDir: string;
  /** The project's cache folder (inside node_modules), where the compile workers' bundle is written. */
  cacheDir: string;
  /** Highlighted code blocks. */
  codeBlocks: string;
  /** The page store's folder: compiled pages. */
  pages: string;
}

/**
 * Compiles changed files; a file is recompiled when its text, the site's URL or any route changed. Compiled
 * files and highlighted code blocks are also kept on disk, so an unchanged file is never compiled twice.
 * The executor decides whether they compile in this thread or in workers; the output is the same.
 */
export async function compileChangedMarkdown(
  files: readonly ContentFile[],
  baseUrl: string,
  cache: CompileCache,
  cacheFiles: CompileCacheFiles,
  { compiler, later, onProgress, siteUrl = defaultSiteUrl(baseUrl) }: {
    /** The site's address with `baseUrl` (`https://example.com/zh/`), for the twins' absolute links; a local address by default. */
    siteUrl?: string;
    /** What compiles this much work (the executor); by default this thread. */
    compiler?: (work: Work) => PageCompiler;
    /** Hands the caches' writes to whoever runs them (watch mode: once edits pause), instead of writing them now. */
    later?: WriteLater;
    /** Called as each changed file is compiled: the longest step of a large build shows its progress. */
    onProgress?: (done: number, total: number) => void;
  } = {},
): Promise<Map<string, CompiledPage>> {
  const routes = new Map(files.map((file) => [file.sourceFile, file.route]));
  cache.routes = routes;
  const store = pageStoreOf(cache, cacheFiles);
  if (cache.compiler && cache.compiler.site !== siteOf(baseUrl, siteUrl)) {
    cache.compiler = undefined;
    cache.entries.clear();
  }
  const { routesKey, keyOf } = compileKeys(routes, baseUrl, siteUrl);
  const changed: ContentFile[] = [];
  for (const file of files) {
    const key = keyOf(file);
    if (cache.entries.get(file.sourceFile)?.key === key) {
      store.use(key);
      continue;
    }
    const stored = store.get(key);
    if (stored) cache.entries.set(file.sourceFile, { key, compiled: stored });
    else changed.push(file);
  }
  cache.workers = 0;
  if (changed.length > 0) {
    const codeBlocks = await codeBlockCacheOf(cache, cacheFiles);
    const executor = compiler?.(workOf(changed)) ?? inThisThread(cache);
    cache.workers = executor.threads;
    const pages = changed.map((file) => ({ sourceFile: file.sourceFile, body: file.body, storeName: pageFileName(keyOf(file)) }));
    const compiled = await compileAll(pages, executor, cache, { baseUrl, siteUrl, routes, routesKey, codeBlocks, storeDir: store.dir }, onProgress);
    for (const [index, file] of changed.entries()) {
      const entry = { key: keyOf(file), ...compiled[index]! };
      store.use(entry.key);
      cache.entries.set(file.sourceFile, entry);
    }
  }
  const result = new Map(files.map((file) => [file.sourceFile, cache.entries.get(file.sourceFile)!.compiled]));
  for (const sourceFile of cache.entries.keys()) if (!routes.has(sourceFile)) cache.entries.delete(sourceFile);
  // Files served from disk did not touch their code blocks; keep those blocks for the next edit.
  // Blocks no current file uses (an edited block's older versions) are dropped, so watch mode stays flat.
  const keepOnly = new Set([...cache.entries.values()].flatMap((entry) => [...(entry.codeBlocks ?? [])]));
  if (cache.codeBlocks) await (await cache.codeBlocks).save({ keepUnused: store.hits > 0, keepOnly, ...(later ? { later } : {}) });
  await store.save(later);
  return result;
}

// Files compiled one after another in this thread.
function inThisThread(cache: CompileCache): PageCompiler {
  return { threads: 0, inFlight: 1, compile: (file, context) => compileInThisThread(file, cache, context) };
}

/**
 * The cache keys of compiled files: links between files are resolved at compile time, so a moved route invalidates every
 * file, and so does another site URL, which the twins' links are made absolute against. The file's own path is in the
 * key: two files with the same text resolve their relative links from their own folders.
 */
export function compileKeys(routes: Map<string, string>, baseUrl: string, siteUrl: string): { routesKey: string; keyOf: (file: ContentFile) => string } {
  const routesKey = hashText(JSON.stringify([...routes]));
  return { routesKey, keyOf: (file) => `${file.hash}:${file.sourceFile}:${routesKey}:${baseUrl}:${siteUrl}` };
}

// What a compiler is made for: the base URL of its links and the site URL of its twins' links.
function siteOf(baseUrl: string, siteUrl: string): string {
  return `${baseUrl} ${siteUrl}`;
}

/** The compiled pages on disk, opened once per folder and shared by the build and the dev server's early pages. */
export function pageStoreOf(cache: CompileCache, cacheFiles: CompileCacheFiles): PageStore {
  if (cache.store?.dir !== cacheFiles.pages) cache.store = openPageStore(cacheFiles.pages, compiledCacheVersion(cacheFiles));
  return cache.store;
}

/** The highlighted code blocks on disk, loaded once per builder. */
export function codeBlockCacheOf(cache: CompileCache, cacheFiles: CompileCacheFiles): Promise<CodeBlockCache> {
  return (cache.codeBlocks ??= loadCodeBlockCache(cacheFiles.codeBlocks, highlighterKey(cacheFiles.rootDir)));
}

// The version of the pipeline that compiled files on disk were made with.
function compiledCacheVersion(cacheFiles: CompileCacheFiles): string {
  return highlighterKey(cacheFiles.rootDir);
}

/** The main thread's one compiler for this base URL and site URL, created once even when two callers ask at the same time. */
export function mainThreadCompiler(cache: CompileCache, { baseUrl, siteUrl }: Pick<CompileContext, 'baseUrl' | 'siteUrl'>, codeBlocks: CodeBlockCache, routes = cache.routes): Promise<MarkdownCompiler> {
  const site = siteOf(baseUrl, siteUrl);
  if (cache.compiler?.site !== site) {
    const highlighter = () => (cache.highlighter ??= createCodeHighlighter());
    const compile = import('../markdown/compile-markdown.ts').then(({ createMarkdownCompiler }) =>
      // Routes are read when a link is resolved: the build's table once it has set one, else the caller's.
      createMarkdownCompiler({ baseUrl, siteUrl, highlighter, codeBlockCache: codeBlocks, routeForSourceFile: (file: string) => (cache.routes ?? routes)?.get(file) }));
    cache.compiler = { site, compile };
    compile.catch(() => {
      if (cache.compiler?.compile === compile) cache.compiler = undefined;
    });
  }
  return cache.compiler.compile;
}

/** One file in this thread, stored as a worker stores it, with the blocks it used. */
export async function compileInThisThread(file: PageToCompile, cache: CompileCache, context: CompileContext): Promise<CompiledFile> {
  const compile = await mainThreadCompiler(cache, context, context.codeBlocks);
  const { result, keys } = await context.codeBlocks.keysUsedBy(() => compileOne(compile, file.body, file.sourceFile));
  return { compiled: storePage(context.storeDir, file.storeName, result), codeBlocks: keys };
}

// Every file through the executor, a few in flight; the first failure in file order is thrown.
async function compileAll(files: PageToCompile[], executor: PageCompiler, cache: CompileCache, context: CompileContext, onProgress?: (done: number, total: number) => void): Promise<CompiledFile[]> {
  // Side by side in workers, longest first, so that no long file starts last; one after another, in file order, which
  // holds this thread's memory lower (its largest file is not compiled while the highlighter is still filling up).
  const order = files.map((_, index) => index);
  if (executor.threads > 0) order.sort((a, b) => files[b]!.body.length - files[a]!.body.length);
  const settled = new Array<PromiseSettledResult<CompiledFile>>(files.length);
  let next = 0;
  let done = 0;
  const lane = async () => {
    for (;;) {
      await nextTurn(cache);
      if (next === order.length) return;
      const index = order[next++]!;
      settled[index] = await executor.compile(files[index]!, context).then(
        (value) => ({ status: 'fulfilled', value }) as const,
        (reason: unknown) => ({ status: 'rejected', reason }) as const,
      );
      onProgress?.(++done, files.length);
    }
  };
  await Promise.all(Array.from({ length: executor.inFlight }, lane));
  return settled.map((outcome) => {
    if (outcome.status === 'rejected') throw outcome.reason;
    return outcome.value;
  });
}

// Gives the event loop a turn between files (a compile in this thread that never waits would hold back every request
// and file write until the last file is done), and waits for any work that goes first.
async function nextTurn(cache: CompileCache): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  while (cache.priority?.size) await Promise.allSettled([...cache.priority]);
}

/** The languages the fences of `files` name, lower-cased, each once. */
export function fenceLanguages(files: readonly ContentFile[]): string[] {
  return [...new Set(files.flatMap((file) => [...file.body.matchAll(/^ {0,3}(?:`{3,}|~{3,})\s*([\w+-]+)/gm)].map((match) => match[1]!.toLowerCase())))];
}

// The build's version (build/cache-version.ts) with the highlighter's own: its themes' names and version.
function highlighterKey(rootDir: string): string {
  return `${cacheVersion(rootDir)}:${highlighterVersion()}:${CODE_THEMES.light}:${CODE_THEMES.dark}`;
}

/** Compiles one file, turning a crash inside the pipeline into a BuildError that names the file and line. */
export async function compileOne(compile: MarkdownCompiler, source: string, filePath: string): Promise<CompiledMarkdown> {
  try {
    return await compile({ source, filePath });
  } catch (error) {
    if (error instanceof BuildError) throw error;
    const { location, reason } = compileFailure(error, filePath);
    throw new BuildError(location, reason);
  }
}

// The installed Shiki version: a new one may tokenize differently, so it invalidates the cache.
function highlighterVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('shiki');
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}node_modules${path.sep}shiki${path.sep}`)), 'node_modules', 'shiki', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}
