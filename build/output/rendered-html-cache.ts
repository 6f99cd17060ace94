// Each page's HTML kept on disk between builds, keyed by its view model and the theme's version: a new process
// whose pages did not change copies their HTML instead of rendering them with React (which it then never loads).
import { loadCompiledCache, type CompiledCache } from '../content/compiled-cache.ts';

/** HTML by view key (see `viewKey` in render-pages.ts). */
export type RenderedHtmlCache = CompiledCache<string>;

/** Loads the HTML stored by a build with the same renderer version, else starts empty. */
export function loadRenderedHtmlCache(file: string, rendererVersion: string): Promise<RenderedHtmlCache> {
  return loadCompiledCache<string>(file, rendererVersion);
}
