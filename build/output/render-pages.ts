// Renders every route whose view model changed since the last build, and removes pages that went away.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { cacheWriteWarning, type WriteLater } from '../deferred-writes.ts';
import type { Logger } from '../log.ts';
import type { RouteGraph } from '../routes/route-graph.ts';
import { pageKindOf, type PageEntry } from '../pages/registry.ts';
import { notFoundRoute } from '../pages/not-found.ts';
import type { PageSource, PageViewModel, SiteChrome } from '../../theme/lib/view-model.ts';
import { markdownTwinPath } from '../pages/page-source.ts';
import { compiledPage } from '../markdown/compiled-page.ts';
import type { CompiledPage } from '../markdown/types.ts';
import { readBody } from '../page-store.ts';
import type { RouteEntry } from '../routes/route-graph.ts';
import { twinSource, twinText, type MarkdownTwin } from '../twins/twin-text.ts';
import type { LoadedRenderer, PageRenderer } from './load-renderer.ts';
import { fileForRoute } from './output-folder.ts';
import type { OutputWriter } from './output-writer.ts';
import type { RenderedHtmlCache } from './rendered-html-cache.ts';

/** What earlier builds rendered: route → hash of what its HTML was rendered from, and each page's twin. */
export interface RenderCache {
  keys: Map<string, string>;
  twins: Map<string, MarkdownTwin>;
}

/** What rendering wrote: the routes whose HTML changed, and every page's Markdown twin by route. */
export interface RenderResult {
  rendered: string[];
  twins: Map<string, MarkdownTwin>;
}

// A page whose HTML this build rendered (or found unchanged), waiting for its Markdown twin to be finished.
interface RenderedPage {
  entry: PageEntry;
  page: PageViewModel;
  changed: boolean;
}

/** Everything rendering needs. */
export interface RenderInput {
  graph: RouteGraph;
  chrome: SiteChrome;
  config: SiteConfig;
  contentDir: string;
  /** Each page's Markdown twin URL and last-updated date (build/pages/page-source.ts). */
  sourceOf: (entry: RouteEntry) => PageSource;
  renderer: LoadedRenderer;
  writer: OutputWriter;
  /** What earlier builds of this process rendered from (watch mode); without it every page's HTML is written. */
  cache?: RenderCache;
  /** HTML rendered by earlier builds, on disk (build/output/rendered-html-cache.ts): a page found there is not rendered again. */
  htmlCache?: RenderedHtmlCache;
  /** Watch mode: writes the rendered-HTML cache to disk once edits pause, instead of now. */
  later?: WriteLater;
  /** Called once every changed page's HTML is written, before the Markdown twins (watch mode reloads tabs then). */
  onPagesWritten?: (rendered: string[]) => void;
  logger: Logger;
}

/** Renders changed pages plus 404.html, and the Markdown twins of the kinds that have them. */
export async function renderChangedPages(input: RenderInput): Promise<RenderResult> {
  const { graph, chrome, config, contentDir, sourceOf, renderer, writer, cache, htmlCache, later, onPagesWritten, logger } = input;
  const context = { config, graph, chrome, contentDir, sourceOf, bodyOf: readBody };
  // Hashing the view models only pays off when there is an earlier build to compare with.
  const keyed = Boolean(cache || htmlCache);
  const sidebarHashes = keyed ? new Map([...graph.sidebars].map(([id, sidebar]) => [id, hash(JSON.stringify(sidebar.items))])) : undefined;
  const chromeHash = keyed ? hash(JSON.stringify(chrome) + renderer.version) : undefined;
  // A key's view names each page body (the compiled Markdown, most of a view's text) by where the store keeps it
  // instead of reading it: a stored body never changes in place (its file is named by its compile key, and the store
  // and the HTML cache are both dropped with the build's version). The names read join the key as well, so a view
  // that reshapes a body (a blog excerpt) still changes with it.
  const bodiesNamed: string[] = [];
  const keyContext = { ...context, bodyOf: ({ body }: Pick<CompiledPage, 'body'>) => {
    const name = `${path.basename(body.file)}:${body.offset}:${body.bytes}`;
    bodiesNamed.push(name);
    return name;
  } };
  // The theme's code (and React) loads with the first page that is not in the HTML cache.
  let renderPage: PageRenderer | undefined;
  const renderHtml = async (view: () => PageViewModel, key: string | undefined): Promise<string> => {
    const stored = key === undefined ? undefined : htmlCache?.get(key);
    if (stored !== undefined) return stored;
    const html = (renderPage ??= await renderer.load())(view());
    if (key !== undefined) htmlCache?.set(key, html);
    return html;
  };
  const entries: PageEntry[] = [...graph.routes.values(), notFoundRoute];

  // Each page's twin is finished from its view and its compiled Markdown; watch mode keeps an unchanged page's.
  // Its writer (mdast-util-to-markdown) loads with the first twin finished.
  const twins = new Map<string, MarkdownTwin>();
  let finishTwin: typeof import('../twins/page-twin.ts').markdownTwin | undefined;
  const finish = async (entry: PageEntry, page: PageViewModel) => {
    finishTwin ??= (await import('../twins/page-twin.ts')).markdownTwin;
    return finishTwin(twinSource(page, 'compiled' in entry ? compiledPage(entry) : undefined), chrome.siteUrl);
  };
  const writeTwin = async ({ entry, page, changed }: RenderedPage) => {
    const { route } = entry;
    const twin = pageKindOf(entry).markdownTwin(entry) ? (!changed && cache?.twins.get(route)) || await finish(entry, page) : undefined;
    if (twin) {
      if (changed || !cache?.twins.has(route)) await writer.write(markdownTwinPath(route).slice(1), twinText(twin));
      twins.set(route, twin);
    } else if (cache?.twins.has(route)) {
      await writer.remove(markdownTwinPath(route).slice(1));
    }
  };

  const rendered: string[] = [];
  // With someone to tell that the pages are written (watch mode), the twins wait until then; otherwise each page's
  // twin is made with it, so no page's view is kept.
  const twinsAfterPages: RenderedPage[] = [];
  let done = 0;
  for (const entry of entries) {
    const { route } = entry;
    const kind = pageKindOf(entry);
    bodiesNamed.length = 0;
    // A key's view serves the twin too, which reads no body (twin-text.ts `twinSource`).
    const page = kind.view(entry, keyed ? keyContext : context);
    const sidebarId = kind.sidebarId(entry, graph);
    // The shared chrome and sidebar stand in by their hashes: serialising them for every page would cost more than rendering.
    const key = keyed ? hash(bodiesNamed.join('\n') + JSON.stringify(page, (name, value: unknown) =>
      name === 'site' && value === chrome ? chromeHash
        : name === 'items' && 'sidebar' in page && value === page.sidebar?.items ? sidebarHashes?.get(sidebarId ?? '') : value)) : undefined;
    const changed = !cache || cache.keys.get(route) !== key;
    if (changed) {
      const view = () => (keyed ? kind.view(entry, context) : page);
      await writer.write(route === notFoundRoute.route ? '404.html' : fileForRoute(route), await renderHtml(view, key));
      if (cache && key) cache.keys.set(route, key);
      rendered.push(route);
    }
    if (onPagesWritten) twinsAfterPages.push({ entry, page, changed });
    else await writeTwin({ entry, page, changed });
    logger.progress('渲染页面', ++done, entries.length);
  }
  // Pages that went away (watch mode) are gone before tabs are told to reload.
  if (cache) {
    const live = new Set(entries.map((entry) => entry.route));
    for (const route of [...cache.keys.keys()]) {
      if (live.has(route)) continue;
      await writer.remove(fileForRoute(route));
      if (cache.twins.has(route)) await writer.remove(markdownTwinPath(route).slice(1));
      cache.keys.delete(route);
    }
  }
  onPagesWritten?.(rendered);
  for (const page of twinsAfterPages) await writeTwin(page);
  if (cache) cache.twins = twins;
  // A cache file that cannot be written (a full disk) only costs the next build the work.
  await htmlCache?.save(later).catch((error: unknown) => logger.warn(cacheWriteWarning(error)));
  return { rendered, twins };
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}
