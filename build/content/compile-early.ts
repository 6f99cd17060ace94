// The dev server's head start: one file compiled ahead of the build under way (the first page a reader asks
// for), and, on cold caches, this thread's highlighter started while the content is still being read.
import { existsSync } from 'node:fs';
import { createCodeHighlighter, loadLanguageFor } from '../markdown/code-highlighter.ts';
import type { CompiledPage } from '../markdown/types.ts';
import {
  codeBlockCacheOf, compileKeys, pageStoreOf, compileOne, fenceLanguages, mainThreadCompiler,
  type CompileCache, type CompileCacheFiles,
} from './compile-content.ts';
import { pageFileName, storePage } from '../page-store.ts';
import type { ContentFile } from './types.ts';

/**
 * Compiles one file of `files` in this thread, ahead of the build under way: from the caches when it is there,
 * else with this thread's compiler, into the page store, where the build finds it.
 */
export async function compileAhead(file: ContentFile, files: readonly ContentFile[], baseUrl: string, cache: CompileCache, cacheFiles: CompileCacheFiles): Promise<CompiledPage> {
  const routes = new Map(files.map((each) => [each.sourceFile, each.route]));
  const key = compileKeys(routes, baseUrl).keyOf(file);
  const known = cache.entries.get(file.sourceFile);
  if (known?.key === key) return known.compiled;
  const store = pageStoreOf(cache, cacheFiles);
  const stored = store.get(key);
  if (stored) return stored;
  const compile = await mainThreadCompiler(cache, baseUrl, await codeBlockCacheOf(cache, cacheFiles), routes);
  return storePage(store.dir, pageFileName(key), await compileOne(compile, file.body, file.sourceFile));
}

/**
 * When nothing was compiled before (no compiled files on disk), starts this thread's compiler and highlighter
 * now and loads the grammars the files' fences name once they are read, so the first page is not kept waiting
 * for Shiki to start.
 */
export function startCompilerEarly(files: Promise<readonly ContentFile[]>, baseUrl: string, cache: CompileCache, cacheFiles: CompileCacheFiles): void {
  // The build reports a failure to read the files; this only stops waiting for them.
  files.catch(() => {});
  if (cache.compiler || existsSync(cacheFiles.pages)) return;
  const highlighter = (cache.highlighter ??= createCodeHighlighter());
  const compiler = codeBlockCacheOf(cache, cacheFiles).then((codeBlocks) => mainThreadCompiler(cache, baseUrl, codeBlocks));
  const grammars = Promise.all([highlighter, files]).then(async ([loaded, read]) => {
    for (const language of fenceLanguages(read)) await loadLanguageFor(loaded, language);
  });
  // A failure here shows again, and is reported, where the build compiles.
  for (const started of [highlighter, compiler, grammars]) started.catch(() => {});
}
