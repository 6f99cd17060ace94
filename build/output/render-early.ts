// The dev server's first pages: one page rendered from the content the build under way has loaded, before
// the rest of the site is compiled. Only that page's Markdown is compiled; every other file stands in with
// its title (build/content/outline.ts), which is all sidebars, breadcrumbs and previous/next show. A page that
// shows more of other pages (a category's cards, the blog's lists) throws `NotCompiledYet` while its view is
// made, and waits for the whole build instead.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.ts';
import { NotCompiledYet, outlineOf } from '../content/outline.ts';
import type { ContentFile } from '../content/types.ts';
import { WarningCollector } from '../diagnostics.ts';
import type { CompiledMarkdown } from '../markdown/types.ts';
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
  compile(file: ContentFile, files: readonly ContentFile[]): Promise<CompiledMarkdown>;
  /** The initials the blog's tag index groups tags by. */
  tagInitials(): Promise<ReadonlyMap<string, string>>;
  themeAndClient(): Promise<[LoadedRenderer, ClientAssets]>;
  chrome(graph: RouteGraph, assets: ClientAssets): SiteChrome;
}

/** The HTML of `route`, or undefined when the site has no such page or it needs other pages compiled first. */
export async function renderEarlyPage(route: string, inputs: EarlyPageInputs): Promise<string | undefined> {
  const { loaded, content, contentDir } = inputs;
  const { config } = loaded;
  const files = markdownFiles(content);
  const own = files.find((file) => file.route === route);
  const compiled = new Map(files.map((file) => [file.sourceFile, outlineOf(file)]));
  if (own) compiled.set(own.sourceFile, await inputs.compile(own, files));
  // Warnings are the whole build's to report; these would be reported twice.
  const warnings = new WarningCollector();
  try {
    // Only the blog's pages show tag initials, and finding them is slow the first time.
    const tagInitials = route.startsWith(config.blog.routeBasePath) ? await inputs.tagInitials() : new Map<string, string>();
    const routes = pageRoutes({ content, compiled, config, configFile: loaded.file, tagInitials }, warnings);
    const graph = buildRouteGraph(routes, content, loaded, tagInitials);
    const entry = graph.routes.get(route);
    if (!entry) return undefined;
    const [renderer, assets] = await inputs.themeAndClient();
    // The page names these files; it is served before the build writes them.
    await Promise.all(assets.files.map(async (file) => {
      const target = path.join(inputs.outDir, file.path);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, file.contents);
    }));
    const chrome = inputs.chrome(graph, assets);
    const sourceOf = pageSources({ dates: inputs.dates, contentDir, baseUrl: config.baseUrl });
    return renderer.renderPage(pageKindOf(entry).view(entry, { config, graph, chrome, contentDir, sourceOf }));
  } catch (error) {
    if (error instanceof NotCompiledYet) return undefined;
    throw error;
  }
}
