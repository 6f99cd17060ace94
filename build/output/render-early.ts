// The dev server's first pages: one page rendered from the content the build under way has loaded, before
// the rest of the site is compiled. Every Markdown file stands in with its outline (build/content/outline.ts),
// which holds the title that sidebars, breadcrumbs and previous/next show; the files the page kind says the view
// reads (its own, a blog list's posts) are compiled first, a few at most, or the page waits for the whole build.
import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.ts';
import { outlineOf } from '../content/outline.ts';
import type { ContentFile } from '../content/types.ts';
import { replaceFile } from '../deferred-writes.ts';
import { WarningCollector } from '../diagnostics.ts';
import type { CompiledPage, PageOutline } from '../markdown/types.ts';
import { readBody } from '../page-store.ts';
import { pageSources } from '../pages/page-source.ts';
import { pageKindOf, pageRoutes } from '../pages/registry.ts';
import { buildRouteGraph, type RouteEntry, type RouteGraph } from '../routes/route-graph.ts';
import type { SiteContent } from '../site-content.ts';
import { markdownFiles } from '../site-content.ts';
import type { LastUpdated } from '../content/last-updated.ts';
import type { SiteChrome } from '../../theme/lib/view-model.ts';
import type { ClientAssets } from './client-assets.ts';
import type { LoadedRenderer } from './load-renderer.ts';

/** What the build under way has loaded, and how to get the rest of what one page needs. */
export interface EarlyPageInputs {
  loaded: LoadedConfig;
  content: SiteContent;
  dates: LastUpdated | undefined;
  contentDir: string;
  outDir: string;
  /** Compiles one file with the build's compiler and caches, without storing it. */
  compile(file: ContentFile, files: readonly ContentFile[]): Promise<CompiledPage>;
  themeAndClient(): Promise<[LoadedRenderer, ClientAssets]>;
  chrome(graph: RouteGraph, assets: ClientAssets): SiteChrome;
}

/** How many other files a page may need compiled ahead (a blog list's posts) before it waits for the build instead. */
export const MAX_FILES_AHEAD = 10;

/** The HTML of `route`, or undefined when the site has no such page or it needs too many other pages compiled first. */
export async function renderEarlyPage(route: string, inputs: EarlyPageInputs): Promise<string | undefined> {
  const files = markdownFiles(inputs.content);
  const compiled = new Map<string, CompiledPage | PageOutline>(files.map((file) => [file.sourceFile, outlineOf(file)]));
  const outlined = routeGraph(compiled, inputs).routes.get(route);
  if (!outlined) return undefined;
  const read = pageKindOf(outlined).reads(outlined);
  if (read.filter((page) => page !== outlined).length > MAX_FILES_AHEAD) return undefined;
  for (const { file } of read) compiled.set(file.sourceFile, await inputs.compile(file, files));
  const graph = routeGraph(compiled, inputs);
  return renderPage(graph.routes.get(route)!, graph, inputs);
}

// The route graph with these files compiled and the others outlined.
function routeGraph(compiled: ReadonlyMap<string, CompiledPage | PageOutline>, inputs: EarlyPageInputs): RouteGraph {
  const { loaded, content } = inputs;
  // Warnings are the whole build's to report; these would be reported twice.
  const routes = pageRoutes({ content, compiled, config: loaded.config, configFile: loaded.file }, new WarningCollector());
  return buildRouteGraph(routes, content, loaded);
}

// The page's HTML, with the client files it names written where the dev server serves them.
async function renderPage(entry: RouteEntry, graph: RouteGraph, inputs: EarlyPageInputs): Promise<string> {
  const { config } = inputs.loaded;
  const { contentDir } = inputs;
  const [renderer, assets] = await inputs.themeAndClient();
  const chrome = inputs.chrome(graph, assets);
  const sourceOf = pageSources({ dates: inputs.dates, contentDir, baseUrl: config.baseUrl, english: graph.english });
  const view = pageKindOf(entry).view(entry, { config, graph, chrome, contentDir, sourceOf, bodyOf: readBody });
  // The page names these files; it is served before the build writes them.
  await Promise.all(assets.files.map((file) => replaceFile(path.join(inputs.outDir, file.path), file.contents)));
  return (await renderer.load())(view);
}
