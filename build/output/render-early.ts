// The dev server's first pages: one page rendered from the content the build under way has loaded, before
// the rest of the site is compiled. Only that page's Markdown is compiled; every other file stands in with
// its title (build/content/outline.ts), which is all sidebars, breadcrumbs and previous/next show. A page that
// shows more of other pages (a category's cards, the blog's lists) throws `NotCompiledYet` while its view is
// made: the files it needs are compiled too, a few at most, or it waits for the whole build instead.
import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.ts';
import { NotCompiledYet, outlineOf } from '../content/outline.ts';
import type { ContentFile } from '../content/types.ts';
import { replaceFile } from '../deferred-writes.ts';
import { WarningCollector } from '../diagnostics.ts';
import type { CompiledPage } from '../markdown/types.ts';
import { pageSources } from '../pages/page-source.ts';
import { pageKindOf, pageRoutes } from '../pages/registry.ts';
import { buildRouteGraph, type RouteGraph } from '../routes/route-graph.ts';
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
  /** The initials the blog's tag index groups tags by. */
  tagInitials(): Promise<ReadonlyMap<string, string>>;
  themeAndClient(): Promise<[LoadedRenderer, ClientAssets]>;
  chrome(graph: RouteGraph, assets: ClientAssets): SiteChrome;
}

/** How many other files a page may need compiled ahead (a blog list's posts, a category's docs) before it waits for the build instead. */
export const MAX_FILES_AHEAD = 10;

/** The HTML of `route`, or undefined when the site has no such page or it needs too many other pages compiled first. */
export async function renderEarlyPage(route: string, inputs: EarlyPageInputs): Promise<string | undefined> {
  const files = markdownFiles(inputs.content);
  const compiled = new Map(files.map((file) => [file.sourceFile, outlineOf(file)]));
  const own = files.find((file) => file.route === route);
  if (own) compiled.set(own.sourceFile, await inputs.compile(own, files));
  // A page that shows more of another file than its title reads a stand-in's other fields, which throws: that file
  // is compiled too, and the page made again.
  for (let ahead = 0; ; ahead++) {
    try {
      return await renderWith(route, compiled, inputs);
    } catch (error) {
      if (!(error instanceof NotCompiledYet)) throw error;
      if (ahead === MAX_FILES_AHEAD) return undefined;
      const needed = files.find((file) => file.sourceFile === error.sourceFile)!;
      compiled.set(needed.sourceFile, await inputs.compile(needed, files));
    }
  }
}

// The page at `route` made from these compiled files (and stand-ins), or undefined when the site has no such page.
async function renderWith(route: string, compiled: Map<string, CompiledPage>, inputs: EarlyPageInputs): Promise<string | undefined> {
  const { loaded, content, contentDir } = inputs;
  const { config } = loaded;
  // Warnings are the whole build's to report; these would be reported twice.
  const warnings = new WarningCollector();
  // Only the blog's pages show tag initials, and finding them is slow the first time.
  const tagInitials = route.startsWith(config.blog.routeBasePath) ? await inputs.tagInitials() : new Map<string, string>();
  const routes = pageRoutes({ content, compiled, config, configFile: loaded.file, tagInitials }, warnings);
  const graph = buildRouteGraph(routes, content, loaded, tagInitials);
  const entry = graph.routes.get(route);
  if (!entry) return undefined;
  const [renderer, assets] = await inputs.themeAndClient();
  const chrome = inputs.chrome(graph, assets);
  const sourceOf = pageSources({ dates: inputs.dates, contentDir, baseUrl: config.baseUrl, english: graph.english });
  const view = pageKindOf(entry).view(entry, { config, graph, chrome, contentDir, sourceOf });
  // The page names these files; it is served before the build writes them.
  await Promise.all(assets.files.map((file) => replaceFile(path.join(inputs.outDir, file.path), file.contents)));
  return (await renderer.load())(view);
}
