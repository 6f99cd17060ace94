// What every page kind states about itself, in one place: its routes, how its view is computed, whether and
// where its pages are searched, whether they are in the sitemap, and which sidebar they show. The registry
// (registry.ts) holds one module per kind; a kind added to RouteEntry without a module does not compile.
import { strings } from '../../theme/lib/strings.ts';
import { CURRENT_DOCS_VERSION } from '../../theme/lib/constants.ts';
import { docsVersionSearchTag } from '../../theme/lib/search/version-scope.ts';
import type { PageViewModel } from '../../theme/lib/view-model.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { CompiledPage, PageOutline } from '../markdown/types.ts';
import type { ViewModelContext } from '../routes/page-base.ts';
import type { ContentFile } from '../content/types.ts';
import type { MarkdownRoute, RouteEntry, RouteGraph, SourcedRoute } from '../routes/route-graph.ts';
import type { SiteContent } from '../site-content.ts';

/** Where a searchable page is listed: the hit's lvl0 and the DocSearch tag the hosted service filters on. */
export interface SearchSection {
  lvl0: string;
  tag: string;
}

/** The search sections of the site. */
export const SEARCH_SECTIONS = {
  // Docs and API pages of a snapshot get their own version's tag instead (build/search/page-sources.ts).
  docs: { lvl0: strings.searchSections.docs, tag: docsVersionSearchTag(CURRENT_DOCS_VERSION) },
  api: { lvl0: strings.searchSections.api, tag: docsVersionSearchTag(CURRENT_DOCS_VERSION) },
  blog: { lvl0: strings.searchSections.blog, tag: 'blog' },
} as const satisfies Record<string, SearchSection>;

/** What page kinds make their routes from. */
export interface RouteSources {
  content: SiteContent;
  /** Every Markdown file's compiled form; the dev server's first pages outline the files they do not read (see `reads`). */
  compiled: ReadonlyMap<string, CompiledPage | PageOutline>;
  config: SiteConfig;
  /** The site config file: where generated pages come from, for duplicate-route warnings. */
  configFile: string;
  /** The routes of the kinds listed before this one in the registry, each route's first claimant only. */
  earlier: ReadonlyMap<string, RouteEntry>;
}

/** One page kind, for the route entries of that kind. */
export interface PageKind<Entry extends { kind: string; route: string }> {
  /** The pages of this kind the site has. */
  routes(sources: RouteSources): Entry[];
  /** Computes the page's view model. */
  view(entry: Entry, context: ViewModelContext): PageViewModel;
  /**
   * The pages whose compiled Markdown the view shows (its own included), beyond the titles every page may show: what
   * the dev server compiles before it renders the page early (build/output/render-early.ts).
   */
  reads(entry: Entry): readonly SourcedRoute[];
  /** The search section its pages are indexed under; absent when the kind is not searched. */
  search?: SearchSection;
  /** Whether a page of this kind is listed in sitemap.xml. */
  inSitemap(entry: Entry): boolean;
  /** The id of the sidebar the page shows, if any. */
  sidebarId(entry: Entry, graph: RouteGraph): string | undefined;
  /** Whether the page gets a Markdown twin at `<route>.md` (pages with content of their own, not drafts or unlisted). */
  markdownTwin(entry: Entry): boolean;
  /** The files the page is made from, for its last-updated date; absent when the kind shows none. */
  sourceFiles?(entry: Entry, contentDir: string): string[];
}

/** Pages made from a Markdown file are left out of the sitemap while they are drafts or unlisted. */
export function listedInSitemap(entry: { file: { frontMatter: { draft: boolean; unlisted: boolean } } }): boolean {
  return !entry.file.frontMatter.draft && !entry.file.frontMatter.unlisted;
}

/** Generated pages are always in the sitemap. */
export const always = (): boolean => true;

/** For kinds that show no sidebar. */
export const noSidebar = (): undefined => undefined;

/** For kinds without a Markdown twin: generated lists and shells. */
export const never = (): boolean => false;

/** For pages made from Markdown that show of other pages only their titles. */
export function ownPage(entry: SourcedRoute): SourcedRoute[] {
  return [entry];
}

/** For generated pages that show of other pages only their titles and front matter. */
export const noPages = (): SourcedRoute[] => [];

/** A Markdown page's own file (generated pages name theirs as `<file>#<part>`). */
export function ownFile(entry: { file: { sourceFile: string } }): string[] {
  return [withoutPart(entry.file.sourceFile)];
}

/** A source file name without the `#part` generated pages add to say which part of a file made them. */
export function withoutPart(sourceFile: string): string {
  const hash = sourceFile.indexOf('#');
  return hash < 0 ? sourceFile : sourceFile.slice(0, hash);
}

/** The compiled form of a content file, or its outline (every Markdown file is one or the other before routes are made). */
export function compiledOf(file: ContentFile, compiled: ReadonlyMap<string, CompiledPage | PageOutline>): CompiledPage | PageOutline {
  const result = compiled.get(file.sourceFile);
  if (!result) throw new Error(`internal: ${file.sourceFile} was not compiled`);
  return result;
}

/** A page made from a Markdown file, titled by its front matter, else its first heading, else its file name. */
export function markdownRoute(kind: MarkdownRoute['kind'], file: ContentFile, compiled: ReadonlyMap<string, CompiledPage | PageOutline>): MarkdownRoute {
  const result = compiledOf(file, compiled);
  const fallback = file.id.split('/').pop() ?? file.id;
  return { kind, route: file.route, title: file.frontMatter.title ?? result.firstHeading ?? fallback, file, compiled: result };
}

/** The sidebar a docs page shows: the first sidebar that lists its route. */
export function docsSidebar(entry: { route: string }, graph: RouteGraph): string | undefined {
  return graph.sidebarOf.get(entry.route);
}
