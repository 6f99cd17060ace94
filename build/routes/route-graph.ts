// The in-memory map from route to page (made by the page kinds, build/pages/), with the sidebars, doc ids and
// blog that pages look each other up through.
import { englishPages, type EnglishPages } from './english-pages.ts';
import type { LoadedConfig } from '../config/load-config.ts';
import { BuildError } from '../diagnostics.ts';
import type { ContentCategory, ContentFile } from '../content/types.ts';
import type { SiteContent } from '../site-content.ts';
import { checkUniqueDocIds } from '../content/unique-doc-ids.ts';
import { compiledPage } from '../markdown/compiled-page.ts';
import type { CompiledPage, PageOutline } from '../markdown/types.ts';
import { DOC_CARD_LIST_DIRECTIVE } from '../markdown/remark-doc-card-list.ts';
import { buildSidebars, type BuiltSidebar, type SidebarDoc } from './sidebar.ts';
import { CURRENT_VERSION_NAME } from '../config/schema.ts';
import { configSidebars } from '../versions/docs-versions.ts';
import { resolveDocsVersions, sidebarKey, type DocsVersions } from './versions.ts';
import { blogGraph, blogListing, type BlogGraph, type BlogIndexRoute, type BlogPostRoute } from '../blog/blog-routes.ts';
import { missingIdMessage } from '../did-you-mean.ts';

/** A page made from a Markdown file. */
export interface MarkdownRoute {
  /** `api`: a doc under the API reference's route (generated from cheerio's declarations, or written there). */
  kind: 'doc' | 'api' | 'page' | 'home';
  route: string;
  title: string;
  file: ContentFile;
  /** An outline only while the dev server renders its first pages; read it through compiledPage (markdown/compiled-page.ts). */
  compiled: CompiledPage | PageOutline;
  /** Set when this doc is the linked page of a category (it may list the category's cards). */
  category?: ContentCategory;
  /** The docs version of a doc or API page (`current`, or a snapshot's name); absent on other pages. */
  docsVersion?: string;
}

/** A generated category index page. */
export interface CategoryRoute {
  kind: 'category';
  route: string;
  title: string;
  category: ContentCategory;
  /** The docs version the category belongs to. */
  docsVersion: string;
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
  /** Every version's sidebars: the current docs' by their config id, a snapshot's by `<version>:<id>` (see sidebarKey). */
  sidebars: Map<string, BuiltSidebar>;
  /** The sidebar a docs page shows, by route: the first sidebar of its version that lists it. */
  sidebarOf: Map<string, string>;
  /** The current version's docs and API pages by doc id (what the navbar and the config name). */
  docsById: Map<string, MarkdownRoute>;
  /** The docs versions: labels, banners, main docs and the same page in each version. */
  versions: DocsVersions;
  /** Set when the site has blog posts. */
  blog?: BlogGraph;
  baseUrl: string;
  /** Set when the site translates an English original: each page's English counterpart and translation (build/upstream/). */
  english?: EnglishPages;
}

/** The route graph of `routes` (see pageRoutes): doc ids, sidebars and the blog; duplicate doc ids and config references to missing docs or sidebars throw. */
export function buildRouteGraph(
  routes: Map<string, RouteEntry>,
  content: SiteContent,
  loaded: LoadedConfig,
): RouteGraph {
  const entries = [...routes.values()];
  checkRoutes(entries);
  const { baseUrl } = loaded.config;
  const sidebars = new Map<string, BuiltSidebar>();
  let docsById = new Map<string, MarkdownRoute>();
  // Each version's docs are a site of their own: ids are unique within a version, and its sidebars list only its pages.
  const versionSources = [
    { name: CURRENT_VERSION_NAME, docs: content.docs, categories: content.categories, sidebars: configSidebars(loaded) },
    ...content.versions.map((snapshot) => ({ name: snapshot.name, docs: snapshot.docs, categories: snapshot.categories, sidebars: snapshot.sidebars })),
  ];
  for (const version of versionSources) {
    checkUniqueDocIds(version.docs);
    const byId = new Map(entries.flatMap((entry) => ((entry.kind === 'doc' || entry.kind === 'api') && entry.docsVersion === version.name ? [[entry.file.id, entry] as const] : [])));
    if (version.name === CURRENT_VERSION_NAME) docsById = byId;
    const sidebarDocs: SidebarDoc[] = [...byId.values()].map(({ file, route, title }) => ({
      id: file.id, dirName: file.dirName, route, unlisted: file.frontMatter.unlisted,
      label: file.frontMatter.sidebar_label ?? title, position: file.frontMatter.sidebar_position,
    }));
    for (const [id, sidebar] of buildSidebars(version.sidebars, sidebarDocs, version.categories, baseUrl)) sidebars.set(sidebarKey(version.name, id), sidebar);
  }
  const sidebarOf = new Map<string, string>();
  for (const [id, sidebar] of sidebars) {
    for (const route of sidebar.trails.keys()) if (!sidebarOf.has(route)) sidebarOf.set(route, id);
  }
  checkNavbarReferences(loaded, docsById, sidebars);
  const posts = entries.filter((entry): entry is BlogPostRoute => entry.kind === 'blogPost');
  const blog = blogGraph(blogListing(posts), loaded.config.blog);
  const versions = resolveDocsVersions(loaded.config.docs, entries.map((entry) => ({ route: entry.route, docsVersion: 'docsVersion' in entry ? entry.docsVersion : undefined })), sidebars);
  const { upstream, docs } = loaded.config;
  const english = upstream && content.upstreamLock ? englishPages(content.upstreamLock, upstream.siteUrl, entries, `${docs.routeBasePath.replace(/\/$/, '')}/api`, content.upstreamApi) : undefined;
  return { routes, sidebars, sidebarOf, docsById, versions, ...(blog ? { blog } : {}), baseUrl, ...(english ? { english } : {}) };
}

/**
 * Why a route cannot be a page (its URL and its file), or undefined when it can: it is plain text, which the build
 * percent-encodes, so it holds no "%", and no segment of it is empty, "." or "..", which would name another file.
 */
export function routeProblem(route: string): string | undefined {
  if (route.includes('%')) return '含有 "%"（路由是纯文本，网址由构建自己做百分号编码）';
  if (route !== '/' && route.slice(1).split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return '有空的、"." 或 ".." 路径段';
  }
  return undefined;
}

// Every page made from a file has a route that can be written and linked; a bad one names its file (a slug is checked
// with its front matter, so what reaches here is a file or folder name).
function checkRoutes(entries: readonly RouteEntry[]): void {
  for (const entry of entries) {
    if (!isSourcedRoute(entry)) continue;
    const problem = routeProblem(entry.route);
    if (problem) throw new BuildError({ file: entry.file.sourceFile }, `页面的路由 ${JSON.stringify(entry.route)} 不能使用：${problem}`);
  }
}

function checkNavbarReferences(loaded: LoadedConfig, docsById: Map<string, MarkdownRoute>, sidebars: Map<string, BuiltSidebar>): void {
  loaded.config.navbar.items.forEach((item, index) => {
    const fail = (key: string, message: string) => {
      const keyPath = ['navbar', 'items', index, key];
      const line = loaded.lineOf(keyPath);
      throw new BuildError({ file: loaded.file, key: keyPath.join('.'), ...(line ? { line } : {}) }, message);
    };
    if (item.type === 'doc' && !docsById.has(item.docId)) fail('docId', missingIdMessage('导航栏项指向的文档 id', item.docId, [...docsById.keys()]));
    if (item.type === 'docSidebar' && !sidebars.has(item.sidebarId)) {
      fail('sidebarId', `${missingIdMessage('导航栏项指向的侧边栏 id', item.sidebarId, [...sidebars.keys()])}；配置中只定义了 ${[...sidebars.keys()].map((key) => JSON.stringify(key)).join('、')}`);
    }
  });
}

/** The directive that lists a category's pages as cards; only a category's own page may use it. */
const CATEGORY_INDEX_DIRECTIVE = DOC_CARD_LIST_DIRECTIVE;

/** Throws when a page that is not a category's page uses the category-index directive. */
export function checkCategoryIndexUse(graph: RouteGraph): void {
  for (const entry of graph.routes.values()) {
    if (!isSourcedRoute(entry) || (entry.kind !== 'blogPost' && entry.category)) continue;
    const use = compiledPage(entry).directives.find((directive) => directive.name === CATEGORY_INDEX_DIRECTIVE);
    if (use) {
      throw new BuildError(
        { file: entry.file.sourceFile, line: use.line, key: `::${CATEGORY_INDEX_DIRECTIVE}` },
        `分类索引列表只能用在分类自己的页面上，而 ${entry.route} 不是`,
      );
    }
  }
}
