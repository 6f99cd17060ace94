// Compiles the Markdown of every content file, reusing earlier results for files that did not change.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadCodeBlockCache, type CodeBlockCache } from '../markdown/code-block-cache.ts';
import { CODE_THEMES, createCodeHighlighter } from '../markdown/code-highlighter.ts';
import type { HighlighterCore } from 'shiki/core';
import type { CompiledMarkdown, MarkdownCompiler } from '../markdown/types.ts';
import { BuildError } from '../diagnostics.ts';
import { isCompiledMarkdown, loadCompiledCache, markdownPipelineVersion, type CompiledCache } from './compiled-cache.ts';
import { compilePoolSize, createCompilePool, WorkerLost, type CompileContext, type CompilePool, type PooledResult } from './compile-pool.ts';
import { compileFailure } from './compile-protocol.ts';
import { createHtmlSpill, type HtmlSpill } from './html-spill.ts';
import { favourMemoryOverSpeed } from '../heap-growth.ts';
import { stopTurbofanInlining } from '../turbofan-inlining.ts';
import { hashText } from './load-content.ts';
import type { WriteLater } from '../deferred-writes.ts';
import type { ContentFile } from './types.ts';

/** Compiled files keyed by source path, plus the compiler or worker pool they came from. */
export interface CompileCache {
  /** `codeBlocks`: the keys of the highlighted blocks the file used, when this process compiled it. */
  entries: Map<string, { key: string; compiled: CompiledMarkdown; codeBlocks?: Set<string> }>;
  /** Highlighted code blocks, loaded on the first file that is not on disk. */
  codeBlocks?: Promise<CodeBlockCache>;
  /** The main thread's highlighter, shared by its compilers (the dev server may start it early). */
  highlighter?: Promise<HighlighterCore>;
  /** The main thread's compiler, created for a few files (a fully cached build never loads Shiki). */
  compiler?: { baseUrl: string; compile: Promise<MarkdownCompiler> };
  /** Worker threads, started for many files and kept for the next build until `closeCompilePool`. */
  pool?: Promise<CompilePool>;
  /** The number of workers the last build compiled in; 0 when it compiled in this thread or compiled nothing. */
  workers?: number;
  /** Compiled files on disk, shared between processes. */
  disk?: { file: string; cache: Promise<CompiledCache> };
  /** The current source-file → route table, read by the compiler when it resolves `.md` links. */
  routes?: Map<string, string>;
  /** Work a reader waits for (the dev server's early pages): this thread compiles no further file until it is done. */
  priority?: Set<Promise<unknown>>;
  /** Where a one-off build of many files keeps the compiled pages' HTML until they are rendered (html-spill.ts). */
  spill?: HtmlSpill;
  /** Files the pool compiles before fresh workers take over (`FILES_PER_POOL`; tests set it low). */
  filesPerPool?: number;
}

/** Where compiled output is kept between processes. */
export interface CompileCacheFiles {
  /** The project root, whose build/markdown/ sources version the compiled cache. */
  rootDir: string;
  /** The project's cache folder (inside node_modules), where the compile workers' bundle is written. */
  cacheDir: string;
  /** Highlighted code blocks. */
  codeBlocks: string;
  /** Whole compiled files. */
  compiled: string;
}

// The pool pays only for much work: it needs about 40% more CPU than one thread (each worker loads the pipeline,
// creates a highlighter and warms up its own copy of the code in V8). Measured, compile step only,
// on the 2-core machine shared with other builds (load 2-6), this thread against the pool: 100 tutorial-sized
// synthetic pages 3.1 s against 5.8 s, 200 pages 7.4 s against 5.3 s, 1,000 pages 23.1 s against 17.7 s; the
// real site (31 files, 190,000 characters, a third of them one API page) 2.45 s against 2.6 s.
const POOL_MIN_CHARACTERS = 600_000;
// And never for a handful of files, however long: a file is compiled by one worker.
const POOL_MIN_FILES = 8;

// True when compiling these files in the pool is faster than in this thread.
function worthAPool(files: readonly ContentFile[]): boolean {
  if (files.length < POOL_MIN_FILES || compilePoolSize() < 2) return false;
  return files.reduce((characters, file) => characters + file.body.length, 0) >= POOL_MIN_CHARACTERS;
}

/**
 * Compiles changed files; a file is recompiled when its text, the base URL or any route changed. Compiled
 * files and highlighted code blocks are also kept on disk, so an unchanged file is never compiled twice.
 * Many files are compiled in the worker pool, a few in this thread; the output is the same.
 */
export async function compileChangedMarkdown(
  files: readonly ContentFile[],
  baseUrl: string,
  cache: CompileCache,
  cacheFiles: CompileCacheFiles,
  { later, watch = false, onProgress }: {
    /** Hands the caches' writes to whoever runs them (watch mode: once edits pause), instead of writing them now. */
    later?: WriteLater;
    /** Called as each changed file is compiled: the longest step of a large build shows its progress. */
    onProgress?: (done: number, total: number) => void;
    /** Watch mode: compiled pages stay in memory, where each save reuses them. */
    watch?: boolean;
  } = {},
): Promise<Map<string, CompiledMarkdown>> {
  const routes = new Map(files.map((file) => [file.sourceFile, file.route]));
  cache.routes = routes;
  const disk = await compiledOnDisk(cache, cacheFiles);
  if (cache.compiler && cache.compiler.baseUrl !== baseUrl) {
    cache.compiler = undefined;
    cache.entries.clear();
  }
  const { routesKey, keyOf } = compileKeys(routes, baseUrl);
  const changed: ContentFile[] = [];
  for (const file of files) {
    const key = keyOf(file);
    if (cache.entries.get(file.sourceFile)?.key === key) {
      disk.get(key);
      continue;
    }
    const stored = disk.get(key);
    if (stored) cache.entries.set(file.sourceFile, { key, compiled: stored });
    else changed.push(file);
  }
  cache.workers = 0;
  if (changed.length > 0) {
    const codeBlocks = await codeBlockCacheOf(cache, cacheFiles);
    const usePool = cache.pool !== undefined || worthAPool(changed);
    // A one-off build of many files keeps their HTML in a spill until it renders them, on disk when the build is large
    // (watch mode keeps it in the compiled entries, where each save reuses it); a large one also has V8 collect garbage
    // sooner, a smaller one has it inline no calls.
    if (usePool && !watch) {
      cache.spill ??= createHtmlSpill(cacheFiles.cacheDir, { inMemory: !isLargeBuild(changed) });
      tuneV8ForOneOffPoolBuild(changed);
    }
    const compiled = usePool
      ? await compileInPool(changed, cache, cacheFiles, { baseUrl, routes, routesKey, codeBlocks }, onProgress)
      : await compileInThisThread(changed, cache, baseUrl, codeBlocks, onProgress);
    for (const [index, file] of changed.entries()) {
      const entry = { key: keyOf(file), ...compiled[index]! };
      disk.set(entry.key, entry.compiled);
      cache.entries.set(file.sourceFile, entry);
    }
  }
  const result = new Map(files.map((file) => [file.sourceFile, cache.entries.get(file.sourceFile)!.compiled]));
  for (const sourceFile of cache.entries.keys()) if (!routes.has(sourceFile)) cache.entries.delete(sourceFile);
  // Files served from disk did not touch their code blocks; keep those blocks for the next edit.
  // Blocks no current file uses (an edited block's older versions) are dropped, so watch mode stays flat.
  const keepOnly = new Set([...cache.entries.values()].flatMap((entry) => [...(entry.codeBlocks ?? [])]));
  if (cache.codeBlocks) await (await cache.codeBlocks).save({ keepUnused: disk.hits > 0, keepOnly, ...(later ? { later } : {}) });
  await disk.save(later);
  return result;
}

/**
 * Starts the compile pool while the rest of the content loads, when this is a cold build (no compiled files on
 * disk) of many files: its workers load the pipeline, create their highlighters and load the grammars the fences
 * name meanwhile, instead of at the start of `compile markdown`.
 */
export function startCompilePoolEarly(files: readonly ContentFile[], cache: CompileCache, cacheFiles: CompileCacheFiles, { oneOff = false } = {}): void {
  if (cache.pool || !worthAPool(files) || existsSync(cacheFiles.compiled)) return;
  // A one-off build sets V8's policy before its first workers start, as `compileChangedMarkdown` would.
  if (oneOff) tuneV8ForOneOffPoolBuild(files);
  void startPool(cache, cacheFiles, fenceLanguages(files));
}

// Starts the cache's pool (its workers warming up the grammars of `languages`); a pool that fails to start is forgotten.
function startPool(cache: CompileCache, cacheFiles: CompileCacheFiles, languages: string[] = []): Promise<CompilePool> {
  const pool = createCompilePool(cacheFiles.rootDir, cacheFiles.cacheDir).then((started) => {
    if (languages.length > 0) started.warmUp(languages);
    return started;
  });
  cache.pool = pool;
  pool.catch(() => {
    if (cache.pool === pool) cache.pool = undefined;
  });
  return pool;
}

/** The worker pool when this build compiled in it (many pages), for later steps to use while it would sit idle; else undefined. */
export function poolInUse(cache: CompileCache): Promise<CompilePool> | undefined {
  return cache.workers ? cache.pool : undefined;
}

/**
 * Closes the file holding compiled pages' HTML, once the build that compiled them is done. The pages kept there
 * are forgotten with it (they are in the compiled files on disk, which are read again if the builder builds again).
 */
export function closeHtmlSpill(cache: CompileCache): void {
  if (!cache.spill) return;
  cache.spill.close();
  cache.spill = undefined;
  cache.entries.clear();
  cache.disk = undefined;
}

/**
 * Replaces the pool's workers with fresh ones, which hold no highlighter and no garbage of the compile: a one-off
 * build's Markdown twins need workers while pages render, but not the memory compiling left in them (at 5,000
 * pages most of the build's peak, during the search step).
 */
export async function freshCompilePool(cache: CompileCache, cacheFiles: CompileCacheFiles, languages: string[] = []): Promise<void> {
  if (!cache.pool) return;
  await closeCompilePool(cache);
  void startPool(cache, cacheFiles, languages);
}

/**
 * After a one-off build compiled `files`: the workers that make its Markdown twins while pages render. A large build's
 * workers make way for fresh ones (`freshCompilePool`, for memory); a smaller build keeps the workers it compiled in,
 * already started and warm (1,000 pages: 0.3 s sooner, 70–100 MB more at the peak, alternated). When this thread
 * compiled, there are none.
 */
export async function workersForTwins(cache: CompileCache, cacheFiles: CompileCacheFiles, files: readonly ContentFile[]): Promise<void> {
  if (!cache.workers) await closeCompilePool(cache);
  else if (isLargeBuild(files)) await freshCompilePool(cache, cacheFiles);
}

/** Stops the compile pool's workers, if it was started. */
export async function closeCompilePool(cache: CompileCache): Promise<void> {
  const pool = cache.pool;
  cache.pool = undefined;
  await (await pool?.catch(() => undefined))?.close();
}

/** The cache keys of compiled files: links between files are resolved at compile time, so a moved route invalidates every file. */
export function compileKeys(routes: Map<string, string>, baseUrl: string): { routesKey: string; keyOf: (file: ContentFile) => string } {
  const routesKey = hashText(JSON.stringify([...routes]));
  return { routesKey, keyOf: (file) => `${file.hash}:${routesKey}:${baseUrl}` };
}

/** The compiled files on disk, read once per cache file and shared by the build and the dev server's early pages. */
export function compiledOnDisk(cache: CompileCache, cacheFiles: CompileCacheFiles): Promise<CompiledCache> {
  if (cache.disk?.file !== cacheFiles.compiled) cache.disk = { file: cacheFiles.compiled, cache: loadCompiledCache(cacheFiles.compiled, compiledCacheVersion(cacheFiles), isCompiledMarkdown) };
  return cache.disk.cache;
}

/** The highlighted code blocks on disk, loaded once per builder. */
export function codeBlockCacheOf(cache: CompileCache, cacheFiles: CompileCacheFiles): Promise<CodeBlockCache> {
  return (cache.codeBlocks ??= loadCodeBlockCache(cacheFiles.codeBlocks, highlighterKey()));
}

// The version of the pipeline that compiled files on disk were made with.
function compiledCacheVersion(cacheFiles: CompileCacheFiles): string {
  return markdownPipelineVersion(cacheFiles.rootDir, highlighterKey());
}

/** The main thread's one compiler for this base URL, created once even when two callers ask at the same time. */
export function mainThreadCompiler(cache: CompileCache, baseUrl: string, codeBlocks: CodeBlockCache, routes = cache.routes): Promise<MarkdownCompiler> {
  if (cache.compiler?.baseUrl !== baseUrl) {
    const highlighter = () => (cache.highlighter ??= createCodeHighlighter());
    const compile = import('../markdown/compile-markdown.ts').then(({ createMarkdownCompiler }) =>
      // Routes are read when a link is resolved: the build's table once it has set one, else the caller's.
      createMarkdownCompiler({ baseUrl, highlighter, codeBlockCache: codeBlocks, routeForSourceFile: (file: string) => (cache.routes ?? routes)?.get(file) }));
    cache.compiler = { baseUrl, compile };
    compile.catch(() => {
      if (cache.compiler?.compile === compile) cache.compiler = undefined;
    });
  }
  return cache.compiler.compile;
}

// Files a pool compiles before its workers make way for fresh ones (each new pair loads its grammars and warms up again,
// ~1.5 s). A worker's memory once grew with the files it had compiled — a leak, since fixed (a task's port kept its
// listener, compile-worker.ts) — and pools of 2,000 files held the 5,000-page build at 1.46 instead of 2.05 GB. Without
// the leak, larger pools pay (alternated): 5,000 pages in one pool compiled in 39.8–40.9 instead of 45.2–46.7 s (peak
// 597 instead of 571 MB); 10,000 pages in two 82.2 s against 86.8 s in five, while in one they compiled in 78–81 s but
// rendered 3–9 s slower in each of three builds, unexplained, so a pool still stops at 5,000.
const FILES_PER_POOL = 5000;

// More files than this make a large build: a one-off build of so many favours memory over speed (the heap policy, capped
// worker heaps, bodies left on disk, fresh workers for the twins).
const LARGE_BUILD_FILES = 2000;

/** True for a build of more than LARGE_BUILD_FILES files: a one-off build of so many favours memory over speed. */
export function isLargeBuild(files: readonly ContentFile[]): boolean {
  return files.length > LARGE_BUILD_FILES;
}

// A one-off build that compiles in the pool: a large one favours memory (build/heap-growth.ts, and capped worker heaps in
// compile-pool.ts); a smaller one ends before V8's inlining pays back its compile time (build/turbofan-inlining.ts).
function tuneV8ForOneOffPoolBuild(files: readonly ContentFile[]): void {
  if (isLargeBuild(files)) favourMemoryOverSpeed();
  else stopTurbofanInlining();
}

// One file in the pool; a file whose worker was lost under its heap cap is compiled in this thread instead, like any
// file of a small site.
async function compileInPoolOrHere(pool: CompilePool, file: ContentFile, cache: CompileCache, context: CompileContext): Promise<PooledResult> {
  try {
    return await pool.compile(file, context);
  } catch (error) {
    if (!(error instanceof WorkerLost)) throw error;
    return (await compileInThisThread([file], cache, context.baseUrl, context.codeBlocks))[0]!;
  }
}

// One file after another in this thread, stopping at the first that fails.
async function compileInThisThread(files: ContentFile[], cache: CompileCache, baseUrl: string, codeBlocks: CodeBlockCache, onProgress?: (done: number, total: number) => void): Promise<PooledResult[]> {
  const compile = await mainThreadCompiler(cache, baseUrl, codeBlocks);
  const results: PooledResult[] = [];
  for (const file of files) {
    await nextTurn(cache);
    const { result, keys } = await codeBlocks.keysUsedBy(() => compileOne(compile, file.body, file.sourceFile));
    results.push({ compiled: result, codeBlocks: keys });
    onProgress?.(results.length, files.length);
  }
  return results;
}

// Every file in the pool, longest first so no long file starts last; the first failure in file order is thrown.
async function compileInPool(files: ContentFile[], cache: CompileCache, cacheFiles: CompileCacheFiles, context: CompileContext, onProgress?: (done: number, total: number) => void): Promise<PooledResult[]> {
  let pool = await (cache.pool ?? startPool(cache, cacheFiles));
  cache.workers = pool.size;
  const order = files.map((_, index) => index).sort((a, b) => files[b]!.body.length - files[a]!.body.length);
  const settled = new Array<PromiseSettledResult<PooledResult>>(files.length);
  // A few tasks per worker in flight: enough to keep every worker busy, few enough that ports and results stay bounded.
  let next = 0;
  let batchEnd = 0;
  // The fences' languages, found once: each batch's fresh workers load their grammars again.
  let languages: string[] | undefined;
  let done = 0;
  const lane = async () => {
    while (next < batchEnd) {
      const index = order[next++]!;
      settled[index] = await compileInPoolOrHere(pool, files[index]!, cache, context).then(
        (value) => ({ status: 'fulfilled', value: cache.spill ? { ...value, compiled: cache.spill.keep(value.compiled) } : value }) as const,
        (reason: unknown) => ({ status: 'rejected', reason }) as const,
      );
      onProgress?.(++done, files.length);
    }
  };
  for (;;) {
    batchEnd = Math.min(order.length, batchEnd + (cache.filesPerPool ?? FILES_PER_POOL));
    await Promise.all(Array.from({ length: pool.size * 2 }, lane));
    if (batchEnd === order.length) break;
    await freshCompilePool(cache, cacheFiles, (languages ??= fenceLanguages(files)));
    pool = await cache.pool!;
  }
  return settled.map((outcome) => {
    if (outcome.status === 'rejected') throw outcome.reason;
    return outcome.value;
  });
}

// Gives the event loop a turn between files (a compile that never waits would hold back every request and
// file write until the last file is done), and waits for any work that goes first.
async function nextTurn(cache: CompileCache): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  while (cache.priority?.size) await Promise.allSettled([...cache.priority]);
}

/** The languages the fences of `files` name, lower-cased, each once. */
export function fenceLanguages(files: readonly ContentFile[]): string[] {
  return [...new Set(files.flatMap((file) => [...file.body.matchAll(/^ {0,3}(?:`{3,}|~{3,})\s*([\w+-]+)/gm)].map((match) => match[1]!.toLowerCase())))];
}

function highlighterKey(): string {
  return `${highlighterVersion()}:${CODE_THEMES.light}:${CODE_THEMES.dark}`;
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
