// Compiles the Markdown of every content file, reusing earlier results for files that did not change.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadCodeBlockCache, type CodeBlockCache } from '../markdown/code-block-cache.ts';
import { CODE_THEMES } from '../markdown/code-highlighter.ts';
import { createMarkdownCompiler } from '../markdown/compile-markdown.ts';
import type { CompiledMarkdown, MarkdownCompiler } from '../markdown/types.ts';
import { BuildError } from '../diagnostics.ts';
import { loadCompiledCache, markdownPipelineVersion, type CompiledCache } from './compiled-cache.ts';
import { hashText } from './load-content.ts';
import type { ContentFile } from './types.ts';

/** Compiled files keyed by source path, plus the compiler they came from. */
export interface CompileCache {
  /** `codeBlocks`: the keys of the highlighted blocks the file used, when this process compiled it. */
  entries: Map<string, { key: string; compiled: CompiledMarkdown; codeBlocks?: Set<string> }>;
  /** The compiler, created on the first file that is not on disk (a fully cached build never loads Shiki). */
  compiler?: { baseUrl: string; compile: MarkdownCompiler; codeBlocks: CodeBlockCache };
  /** Compiled files on disk, shared between processes. */
  disk?: { file: string; cache: CompiledCache };
  /** The current source-file → route table, read by the compiler when it resolves `.md` links. */
  routes?: Map<string, string>;
}

/** Where compiled output is kept between processes. */
export interface CompileCacheFiles {
  /** The project root, whose build/markdown/ sources version the compiled cache. */
  rootDir: string;
  /** Highlighted code blocks. */
  codeBlocks: string;
  /** Whole compiled files. */
  compiled: string;
}

/**
 * Compiles changed files; a file is recompiled when its text, the base URL or any route changed. Compiled
 * files and highlighted code blocks are also kept on disk, so an unchanged file is never compiled twice.
 */
export async function compileChangedMarkdown(
  files: readonly ContentFile[],
  baseUrl: string,
  cache: CompileCache,
  cacheFiles: CompileCacheFiles,
): Promise<Map<string, CompiledMarkdown>> {
  const routes = new Map(files.map((file) => [file.sourceFile, file.route]));
  cache.routes = routes;
  if (cache.disk?.file !== cacheFiles.compiled) {
    const version = markdownPipelineVersion(cacheFiles.rootDir, highlighterKey());
    cache.disk = { file: cacheFiles.compiled, cache: await loadCompiledCache(cacheFiles.compiled, version) };
  }
  if (cache.compiler && cache.compiler.baseUrl !== baseUrl) {
    cache.compiler = undefined;
    cache.entries.clear();
  }
  // Links between files are resolved at compile time, so a moved route invalidates every file.
  const routesKey = hashText(JSON.stringify([...routes]));
  const result = new Map<string, CompiledMarkdown>();
  for (const file of files) {
    const key = `${file.hash}:${routesKey}:${baseUrl}`;
    let entry = cache.entries.get(file.sourceFile);
    if (entry?.key !== key) {
      const stored = cache.disk.cache.get(key);
      if (stored) entry = { key, compiled: stored };
      else {
        const compiler = await compilerFor(cache, baseUrl, cacheFiles.codeBlocks);
        const { result: compiled, keys: codeBlocks } = await compiler.codeBlocks.keysUsedBy(() => compileOne(compiler.compile, file.body, file.sourceFile));
        entry = { key, compiled, codeBlocks };
        cache.disk.cache.set(key, entry.compiled);
      }
      cache.entries.set(file.sourceFile, entry);
    } else {
      cache.disk.cache.get(key);
    }
    result.set(file.sourceFile, entry.compiled);
  }
  for (const sourceFile of cache.entries.keys()) if (!routes.has(sourceFile)) cache.entries.delete(sourceFile);
  // Files served from disk did not touch their code blocks; keep those blocks for the next edit.
  // Blocks no current file uses (an edited block's older versions) are dropped, so watch mode stays flat.
  const keepOnly = new Set([...cache.entries.values()].flatMap((entry) => [...(entry.codeBlocks ?? [])]));
  if (cache.compiler) await cache.compiler.codeBlocks.save({ keepUnused: cache.disk.cache.hits > 0, keepOnly });
  await cache.disk.cache.save();
  return result;
}

async function compilerFor(cache: CompileCache, baseUrl: string, codeBlockCacheFile: string): Promise<NonNullable<CompileCache['compiler']>> {
  if (!cache.compiler) {
    const codeBlocks = await loadCodeBlockCache(codeBlockCacheFile, highlighterKey());
    const compile = await createMarkdownCompiler({ baseUrl, codeBlockCache: codeBlocks, routeForSourceFile: (file: string) => cache.routes?.get(file) });
    cache.compiler = { baseUrl, compile, codeBlocks };
  }
  return cache.compiler;
}

function highlighterKey(): string {
  return `${highlighterVersion()}:${CODE_THEMES.light}:${CODE_THEMES.dark}`;
}

async function compileOne(compile: MarkdownCompiler, source: string, filePath: string): Promise<CompiledMarkdown> {
  try {
    return await compile({ source, filePath });
  } catch (error) {
    if (error instanceof BuildError) throw error;
    const { line, column } = (error as { place?: { line?: number; column?: number } }).place ?? {};
    throw new BuildError({ file: filePath, ...(line ? { line } : {}), ...(column ? { column } : {}) }, `cannot compile Markdown: ${(error as Error).message}`);
  }
}

// The installed Shiki version: a new one may tokenize differently, so it invalidates the cache.
function highlighterVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('shiki');
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}node_modules${path.sep}shiki${path.sep}`)), 'node_modules', 'shiki', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}
