// The dev server's head start: one file compiled ahead of the build under way (the first page a reader asks for),
// through the build's executor, before the build sends it more files (the priority lane, compile-content.ts).
import type { CompiledPage } from '../markdown/types.ts';
import { codeBlockCacheOf, compileKeys, pageStoreOf, type CompileCache, type CompileCacheFiles, type CompileContext, type PageCompiler } from './compile-content.ts';
import { pageFileName } from '../page-store.ts';
import type { ContentFile } from './types.ts';

/**
 * Compiles one file of `files` ahead of the build under way: from the caches when it is there, else with `compiler`,
 * into the page store, where the build finds it.
 */
export async function compileAhead(
  file: ContentFile, files: readonly ContentFile[], { baseUrl, siteUrl }: Pick<CompileContext, 'baseUrl' | 'siteUrl'>, cache: CompileCache, cacheFiles: CompileCacheFiles,
  compiler: PageCompiler,
): Promise<CompiledPage> {
  const routes = new Map(files.map((each) => [each.sourceFile, each.route]));
  const { routesKey, keyOf } = compileKeys(routes, baseUrl, siteUrl);
  const key = keyOf(file);
  const known = cache.entries.get(file.sourceFile);
  if (known?.key === key) return known.compiled;
  const store = pageStoreOf(cache, cacheFiles);
  const stored = store.get(key);
  if (stored) return stored;
  const codeBlocks = await codeBlockCacheOf(cache, cacheFiles);
  const page = { sourceFile: file.sourceFile, body: file.body, storeName: pageFileName(key) };
  return (await compiler.compile(page, { baseUrl, siteUrl, routes, routesKey, codeBlocks, storeDir: store.dir })).compiled;
}
