// Renders every route whose view model changed since the last build, and removes pages that went away.
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../config/schema.ts';
import type { Logger } from '../log.ts';
import type { RouteGraph } from '../routes/route-graph.ts';
import { pageKindOf, type PageEntry } from '../pages/registry.ts';
import { notFoundRoute } from '../pages/not-found.ts';
import type { PageViewModel, SiteChrome } from '../../theme/lib/view-model.ts';
import type { LoadedRenderer } from './load-renderer.ts';
import { fileForRoute } from './output-folder.ts';
import type { OutputWriter } from './output-writer.ts';

/** Route → hash of what its HTML was rendered from. */
export type RenderCache = Map<string, string>;

/** Everything rendering needs. */
export interface RenderInput {
  graph: RouteGraph;
  chrome: SiteChrome;
  config: SiteConfig;
  contentDir: string;
  renderer: LoadedRenderer;
  writer: OutputWriter;
  /** What earlier builds rendered from; absent in a one-off production build, where every page is new. */
  cache?: RenderCache;
  logger: Logger;
}

/** Renders changed pages plus 404.html; returns the routes that were written. */
export async function renderChangedPages(input: RenderInput): Promise<string[]> {
  const { graph, chrome, config, contentDir, renderer, writer, cache, logger } = input;
  const context = { config, graph, chrome, contentDir };
  const sidebarHashes = cache && new Map([...graph.sidebars].map(([id, sidebar]) => [id, hash(JSON.stringify(sidebar.items))]));
  const chromeHash = cache && hash(JSON.stringify(chrome) + renderer.version);
  const entries: PageEntry[] = [...graph.routes.values(), notFoundRoute];
  const pages: [string, () => PageViewModel, string | undefined][] = entries.map((entry) => {
    const kind = pageKindOf(entry);
    return [entry.route, () => kind.view(entry, context), kind.sidebarId(entry, graph)];
  });

  const rendered: string[] = [];
  let done = 0;
  for (const [route, compute, sidebarId] of pages) {
    const page = compute();
    // Hashing the view model only pays off when there is an earlier build to compare with (watch mode).
    const key = cache && hash(JSON.stringify(page, (name, value: unknown) =>
      name === 'site' ? chromeHash : name === 'items' && 'sidebar' in page && value === page.sidebar?.items ? sidebarHashes?.get(sidebarId ?? '') : value));
    if (!cache || cache.get(route) !== key) {
      await writer.write(route === notFoundRoute.route ? '404.html' : fileForRoute(route), renderer.renderPage(page));
      if (cache && key) cache.set(route, key);
      rendered.push(route);
    }
    logger.progress('渲染页面', ++done, pages.length);
  }
  const live = new Set(pages.map(([route]) => route));
  for (const route of [...(cache?.keys() ?? [])]) {
    if (live.has(route)) continue;
    await writer.remove(fileForRoute(route));
    cache!.delete(route);
  }
  return rendered;
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}
