// Compiles the Markdown of every content file, reusing earlier results for files that did not change.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadCodeBlockCache, type CodeBlockCache } from '../markdown/code-block-cache.ts';
import { CODE_THEMES } from '../markdown/code-highlighter.ts';
import { createMarkdownCompiler } from '../markdown/compile-markdown.ts';
import type { CompiledMarkdown, MarkdownCompiler } from '../markdown/types.ts';
import { BuildError } from '../diagnostics.ts';
import { hashText } from './load-content.ts';
import type { SiteContent } from './types.ts';

/** Compiled files keyed by source path, plus the compiler they came from. */
export interface CompileCache {
  entries: Map<string, { key: string; compiled: CompiledMarkdown }>;
  compiler?: { baseUrl: string; compile: MarkdownCompiler; codeBlocks: CodeBlockCache };
  /** The current source-file → route table, read by the compiler when it resolves `.md` links. */
  routes?: Map<string, string>;
}

/**
 * Compiles changed files; a file is recompiled when its text, the base URL or any route changed.
 * Highlighted code blocks are also kept in `codeBlockCacheFile` between processes.
 */
export async function compileChangedMarkdown(
  content: SiteContent,
  baseUrl: string,
  cache: CompileCache,
  codeBlockCacheFile: string,
): Promise<Map<string, CompiledMarkdown>> {
  const files = [...content.docs, ...content.pages, ...content.blog.posts];
  const routes = new Map(files.map((file) => [file.sourceFile, file.route]));
  cache.routes = routes;
  if (cache.compiler?.baseUrl !== baseUrl) {
    const codeBlocks = cache.compiler?.codeBlocks ?? await loadCodeBlockCache(codeBlockCacheFile, `${highlighterVersion()}:${CODE_THEMES.light}:${CODE_THEMES.dark}`);
    const compile = await createMarkdownCompiler({ baseUrl, codeBlockCache: codeBlocks, routeForSourceFile: (file: string) => cache.routes?.get(file) });
    cache.compiler = { baseUrl, compile, codeBlocks };
    cache.entries.clear();
  }
  // Links between files are resolved at compile time, so a moved route invalidates every file.
  const routesKey = hashText(JSON.stringify([...routes]));
  const result = new Map<string, CompiledMarkdown>();
  for (const file of files) {
    const key = `${file.hash}:${routesKey}`;
    let entry = cache.entries.get(file.sourceFile);
    if (entry?.key !== key) {
      entry = { key, compiled: await compileOne(cache.compiler.compile, file.body, file.sourceFile) };
      cache.entries.set(file.sourceFile, entry);
    }
    result.set(file.sourceFile, entry.compiled);
  }
  for (const sourceFile of cache.entries.keys()) if (!routes.has(sourceFile)) cache.entries.delete(sourceFile);
  await cache.compiler.codeBlocks.save();
  return result;
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
