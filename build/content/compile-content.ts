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
import { createExecutor, threadsFor, workOf, type CompileContext, type Executor, type PooledResult } from '../executor/executor.ts';
import { compileFailure } from '../executor/protocol.ts';
import { hashText } from './load-content.ts';
import type { WriteLater } from '../deferred-writes.ts';
import type { ContentFile } from './types.ts';

/** Compiled files keyed by source path, plus the compiler or executor they came from. */
export interface CompileCache {
  /** `codeBlocks`: the keys of the highlighted blocks the file used, when this process compiled it. */
  entries: Map<string, { key: string; compiled: CompiledMarkdown; codeBlocks?: Set<string> }>;
  /** Highlighted code blocks, loaded on the first file that is not on disk. */
  codeBlocks?: Promise<CodeBlockCache>;
  /** The main thread's highlighter, shared by its compilers (the dev server may start it early). */
  highlighter?: Promise<HighlighterCore>;
  /** The main thread's compiler, created for a few files (a fully cached build never loads Shiki). */
  compiler?: { baseUrl: string; compile: Promise<MarkdownCompiler> };
  /** Where files are compiled and twins made; one with workers is kept for the next build until `closeExecutor`. */
  executor?: Executor;
  /** Worker threads for every build instead of the executor's choice (tests build a site both ways). */
  threads?: number;
  /** The number of workers the last build compiled in; 0 when it compiled in this thread or compiled nothing. */
  workers?: number;
  /** Compiled files on disk, shared between processes. */
  disk?: { file: string; cache: Promise<CompiledCache> };
  /** The current source-file → route table, read by the compiler when it resolves `.md` links. */
  routes?: Map<string, string>;
  /** Work a reader waits for (the dev server's early pages): no further file is sent until it is done. */
  priority?: Set<Promise<unknown>>;
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

/**
 * Compiles changed files; a file is recompiled when its text, the base URL or any route changed. Compiled
 * files and highlighted code blocks are also kept on disk, so an unchanged file is never compiled twice.
 * The executor decides whether they compile in this thread or in workers; the output is the same.
 */
export async function compileChangedMarkdown(
  files: readonly ContentFile[],
  baseUrl: string,
  cache: CompileCache,
  cacheFiles: CompileCacheFiles,
  { later, onProgress }: {
    /** Hands the caches' writes to whoever runs them (watch mode: once edits pause), instead of writing them now. */
    later?: WriteLater;
    /** Called as each changed file is compiled: the longest step of a large build shows its progress. */
    onProgress?: (done: number, total: number) => void;
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
    const executor = executorFor(cache, cacheFiles, workOf(changed));
    cache.workers = executor.threads;
    const compiled = await compileAll(changed, executor, cache, { baseUrl, routes, routesKey, codeBlocks }, onProgress);
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
 * Starts the executor while the rest of the content loads, when this is a cold build (no compiled files on disk) of
 * enough Markdown for workers: they load the pipeline, create their highlighters and load the grammars the fences
 * name meanwhile, instead of at the start of `compile markdown`.
 */
export function startExecutorEarly(files: readonly ContentFile[], cache: CompileCache, cacheFiles: CompileCacheFiles): void {
  if (cache.executor || existsSync(cacheFiles.compiled)) return;
  const executor = executorFor(cache, cacheFiles, workOf(files));
  executor.warmUp(fenceLanguages(files));
}

/** What makes each page's Markdown twin: the executor the build compiled in, else this thread. */
export function twinMaker(cache: CompileCache): Executor['twin'] | undefined {
  return cache.executor?.twin;
}

/** Stops the executor's workers, if it started any; a later build starts them again if it needs them. */
export async function closeExecutor(cache: CompileCache): Promise<void> {
  const executor = cache.executor;
  cache.executor = undefined;
  await executor?.close();
}

// The executor for this much work: one with workers, kept from an earlier build, is used again whatever the work.
function executorFor(cache: CompileCache, cacheFiles: CompileCacheFiles, work: ReturnType<typeof workOf>): Executor {
  const threads = cache.threads ?? threadsFor(work);
  if (cache.executor && (cache.executor.threads > 0 || threads === 0)) return cache.executor;
  const compileHere = (file: { sourceFile: string; body: string }, context: CompileContext) => compileInThisThread(file, cache, context);
  cache.executor = createExecutor(threads, { rootDir: cacheFiles.rootDir, cacheDir: cacheFiles.cacheDir, compileHere });
  return cache.executor;
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

// One file in this thread, with the blocks it used.
async function compileInThisThread(file: { sourceFile: string; body: string }, cache: CompileCache, context: CompileContext): Promise<PooledResult> {
  const compile = await mainThreadCompiler(cache, context.baseUrl, context.codeBlocks);
  const { result, keys } = await context.codeBlocks.keysUsedBy(() => compileOne(compile, file.body, file.sourceFile));
  return { compiled: result, codeBlocks: keys };
}

// Every file through the executor, longest first so no long file starts last, a few in flight; the first failure in
// file order is thrown.
async function compileAll(files: ContentFile[], executor: Executor, cache: CompileCache, context: CompileContext, onProgress?: (done: number, total: number) => void): Promise<PooledResult[]> {
  const order = files.map((_, index) => index).sort((a, b) => files[b]!.body.length - files[a]!.body.length);
  const settled = new Array<PromiseSettledResult<PooledResult>>(files.length);
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
