// The in-memory map from route to page, built once per build from the compiled content.
import type { LoadedConfig } from '../config/load-config.ts';
import { BuildError, type WarningCollector } from '../diagnostics.ts';
import type { ContentCategory, ContentFile } from '../content/types.ts';
import type { SiteContent } from '../site-content.ts';
import { checkUniqueDocIds } from '../content/unique-doc-ids.ts';
import type { CompiledMarkdown } from '../markdown/types.ts';
import { DOC_CARD_LIST_DIRECTIVE } from '../markdown/remark-doc-card-list.ts';
import { strings } from '../../theme/lib/strings.ts';
import { buildSidebars, type BuiltSidebar, type SidebarDoc } from './sidebar.ts';
import { buildBlogIndexRoutes, type BlogGraph, type BlogIndexRoute, type BlogPostRoute } from '../blog/blog-routes.ts';

/** A page made from a Markdown file. */
export interface MarkdownRoute {
  /** `api`: a doc under the API reference's route (generated from cheerio's declarations, or written there). */
  kind: 'doc' | 'api' | 'page' | 'home';
  route: string;
  title: string;
  file: ContentFile;
  compiled: CompiledMarkdown;
  sidebarId?: string;
  /** Set when this doc is the linked page of a category (it may list the category's cards). */
  category?: ContentCategory;
}

/** A generated category index page. */
export interface CategoryRoute {
  kind: 'category';
  route: string;
  title: string;
  category: ContentCategory;
  sidebarId?: string;
}

/** The search results page: a shell the browser fills in. */
export interface SearchRoute {
  kind: 'search';
  route: string;
  title: string;
}

/** The route of the search results page. */
export const SEARCH_ROUTE = '/search';

/** Any page of the site. */
export type RouteEntry = MarkdownRoute | CategoryRoute | BlogPostRoute | BlogIndexRoute | SearchRoute;

/** A page made from a Markdown file (a doc, a standalone page or a blog post). */
export type SourcedRoute = MarkdownRoute | BlogPostRoute;

/** True for pages that come from a Markdown file, as opposed to generated index pages. */
export function isSourcedRoute(entry: RouteEntry): entry is SourcedRoute {
  return 'compiled' in entry;
}

/** The whole site as routes plus the shared sidebars. */
export interface RouteGraph {
  routes: Map<string, RouteEntry>;
  sidebars: Map<string, BuiltSidebar>;
  docsById: Map<string, MarkdownRoute>;
  /** Set when the site has blog posts. */
  blog?: BlogGraph;
  baseUrl: string;
}

/** Builds the route graph; duplicate routes warn; duplicate doc ids and config references to missing docs or sidebars throw. */
export function buildRouteGraph(
  content: SiteContent,
  compiled: Map<string, CompiledMarkdown>,
  loaded: LoadedConfig,
  warnings: WarningCollector,
  /** The tags page's initial of each tag label (see blogTagInitials). */
  tagInitials: ReadonlyMap<string, string> = new Map(),
): RouteGraph {
  const routes = new Map<string, RouteEntry>();
  const sourceOf = new Map<string, string>();
  const add = (entry: RouteEntry, sourceFile: string) => {
    const first = sourceOf.get(entry.route);
    if (first !== undefined) {
      warnings.add({ code: 'duplicate-route', file: sourceFile, line: 1, message: `route ${entry.route} is also produced by ${first}; this one is ignored` });
      return false;
    }
    routes.set(entry.route, entry);
    sourceOf.set(entry.route, sourceFile);
    return true;
  };

  checkUniqueDocIds(content.docs);
  const docsById = new Map<string, MarkdownRoute>();
  const categoryOfLinkDoc = new Map(content.categories.flatMap((category) =>
    category.link?.type === 'doc' ? [[category.link.id, category] as const] : []));
  const apiRoute = `${loaded.config.docs.routeBasePath}/api`;
  for (const file of content.docs) {
    const entry = markdownRoute(file.route === apiRoute || file.route.startsWith(`${apiRoute}/`) ? 'api' : 'doc', file, compiled);
    const category = categoryOfLinkDoc.get(file.id);
    if (category) entry.category = category;
    if (add(entry, file.sourceFile)) docsById.set(file.id, entry);
  }
  for (const category of content.categories) {
    if (category.link?.type !== 'generated-index') continue;
    add({ kind: 'category', route: category.link.route, title: category.link.title, category }, category.sourceFile);
  }
  for (const file of content.pages) {
    add(markdownRoute(file.frontMatter.layout === 'home' ? 'home' : 'page', file, compiled), file.sourceFile);
  }
  const blog = addBlog(content, compiled, loaded, tagInitials, add);
  add({ kind: 'search', route: SEARCH_ROUTE, title: strings.search.pageTitle }, loaded.file);

  const sidebarDocs: SidebarDoc[] = [...docsById.values()].map(({ file, route, title }) => ({
    id: file.id, dirName: file.dirName, route, unlisted: file.frontMatter.unlisted,
    label: file.frontMatter.sidebar_label ?? title, position: file.frontMatter.sidebar_position,
  }));
  const sidebars = buildSidebars(loaded, sidebarDocs, content.categories, loaded.config.baseUrl);
  for (const [id, sidebar] of sidebars) {
    for (const route of sidebar.trails.keys()) {
      const entry = routes.get(route);
      if ((entry?.kind === 'doc' || entry?.kind === 'api' || entry?.kind === 'category') && !entry.sidebarId) entry.sidebarId = id;
    }
  }
  checkNavbarReferences(loaded, docsById, sidebars);
  return { routes, sidebars, docsById, ...(blog ? { blog } : {}), baseUrl: loaded.config.baseUrl };
}

// Adds each post's page and the generated blog pages; a site without posts has no blog routes at all.
function addBlog(
  content: SiteContent,
  compiled: Map<string, CompiledMarkdown>,
  loaded: LoadedConfig,
  tagInitials: ReadonlyMap<string, string>,
  add: (entry: RouteEntry, sourceFile: string) => boolean,
): BlogGraph | undefined {
  if (content.blog.posts.length === 0) return undefined;
  const posts: BlogPostRoute[] = [];
  for (const file of content.blog.posts) {
    const result = compiled.get(file.sourceFile);
    if (!result) throw new Error(`internal: ${file.sourceFile} was not compiled`);
    const title = file.frontMatter.title ?? result.firstHeading ?? file.id;
    const entry: BlogPostRoute = { kind: 'blogPost', route: file.route, title, file, compiled: result };
    if (add(entry, file.sourceFile)) posts.push(entry);
  }
  const { entries, graph } = buildBlogIndexRoutes(content.blog, posts, loaded.config.blog, tagInitials);
  for (const entry of entries) add(entry, loaded.file);
  return graph;
}

function markdownRoute(kind: MarkdownRoute['kind'], file: ContentFile, compiled: Map<string, CompiledMarkdown>): MarkdownRoute {
  const result = compiled.get(file.sourceFile);
  if (!result) throw new Error(`internal: ${file.sourceFile} was not compiled`);
  const fallback = file.id.split('/').pop() ?? file.id;
  return { kind, route: file.route, title: file.frontMatter.title ?? result.firstHeading ?? fallback, file, compiled: result };
}

function checkNavbarReferences(loaded: LoadedConfig, docsById: Map<string, MarkdownRoute>, sidebars: Map<string, BuiltSidebar>): void {
  loaded.config.navbar.items.forEach((item, index) => {
    const fail = (key: string, message: string) => {
      const keyPath = ['navbar', 'items', index, key];
      const line = loaded.lineOf(keyPath);
      throw new BuildError({ file: loaded.file, key: keyPath.join('.'), ...(line ? { line } : {}) }, message);
    };
    if (item.type === 'doc' && !docsById.has(item.docId)) fail('docId', `navbar item names doc id ${JSON.stringify(item.docId)}, but no doc has that id`);
    if (item.type === 'docSidebar' && !sidebars.has(item.sidebarId)) {
      fail('sidebarId', `navbar item names sidebar id ${JSON.stringify(item.sidebarId)}, but the config defines only ${[...sidebars.keys()].map((key) => JSON.stringify(key)).join(', ')}`);
    }
  });
}

/** The directive that lists a category's pages as cards; only a category's own page may use it. */
const CATEGORY_INDEX_DIRECTIVE = DOC_CARD_LIST_DIRECTIVE;

/** Throws when a page that is not a category's page uses the category-index directive. */
export function checkCategoryIndexUse(graph: RouteGraph): void {
  for (const entry of graph.routes.values()) {
    if (!isSourcedRoute(entry) || (entry.kind !== 'blogPost' && entry.category)) continue;
    const use = entry.compiled.directives.find((directive) => directive.name === CATEGORY_INDEX_DIRECTIVE);
    if (use) {
      throw new BuildError(
        { file: entry.file.sourceFile, line: use.line, key: `::${CATEGORY_INDEX_DIRECTIVE}` },
        `the category index list can only be used on a category's own page, and ${entry.route} is not one`,
      );
    }
  }
}
