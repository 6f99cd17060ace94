// Every page kind of the site, by the `kind` of its route entries. Adding a kind to RouteEntry
// (build/routes/route-graph.ts) fails to compile until it has a line here. The 404 page is a kind too, though
// not a route of the graph (see not-found.ts).
import type { WarningCollector } from '../diagnostics.ts';
import type { RouteEntry } from '../routes/route-graph.ts';
import { blogArchivePage, blogAuthorsPage, blogListPage, blogPostPage, blogTagsPage } from './blog.ts';
import { apiPage, categoryPage, docPage } from './docs.ts';
import { notFoundPage, notFoundRoute, type NotFoundRoute } from './not-found.ts';
import type { PageKind, RouteSources } from './page-kind.ts';
import { searchPage } from './search.ts';
import { homePage, standalonePage } from './standalone.ts';

/** A page of any kind: a route of the graph, or the 404 page. */
export type PageEntry = RouteEntry | NotFoundRoute;

// The entries whose `kind` may be Kind (a MarkdownRoute may be a doc, an API page, a page or the home page).
type EntryOfKind<Entry, Kind> = Entry extends { kind: infer Kinds } ? (Kind extends Kinds ? Entry : never) : never;
type KindsOf<Entry extends { kind: string; route: string }> = { [Kind in Entry['kind']]: PageKind<EntryOfKind<Entry, Kind>> };

// The kinds that have routes, in the order their routes are made: a kind sees the routes of the kinds above it
// (the blog's generated pages list the posts), and a route claimed twice goes to the kind listed first.
const routeKinds: KindsOf<RouteEntry> = {
  doc: docPage,
  api: apiPage,
  category: categoryPage,
  page: standalonePage,
  home: homePage,
  blogPost: blogPostPage,
  blogList: blogListPage,
  blogArchive: blogArchivePage,
  blogAuthors: blogAuthorsPage,
  blogTags: blogTagsPage,
  search: searchPage,
};

const pageKinds: KindsOf<PageEntry> = { ...routeKinds, notFound: notFoundPage };

/** The page kind of `entry`. */
export function pageKindOf<Entry extends PageEntry>(entry: Entry): PageKind<Entry> {
  // Sound: the registry maps each kind to the module for exactly that kind's entries.
  return pageKinds[entry.kind] as unknown as PageKind<Entry>;
}

/**
 * Every route of the site, by route: each kind's pages in registry order; a route claimed again, or one written to the
 * file of an earlier route (`/index` is the home page's index.html, `/404` the 404 page's), warns and keeps its first page.
 */
export function pageRoutes(sources: Omit<RouteSources, 'earlier'>, warnings: WarningCollector): Map<string, RouteEntry> {
  const routes = new Map<string, RouteEntry>();
  // By the route its file is named for; the 404 page is written whatever the content holds.
  const sourceOf = new Map<string, { route: string; sourceFile: string }>([[notFoundRoute.route, { route: notFoundRoute.route, sourceFile: '404 页面' }]]);
  for (const kind of Object.values(routeKinds)) {
    for (const entry of kind.routes({ ...sources, earlier: routes })) {
      const sourceFile = 'file' in entry ? entry.file.sourceFile : entry.kind === 'category' ? entry.category.sourceFile : sources.configFile;
      const fileRoute = entry.route === '/' ? '/index' : entry.route;
      const first = sourceOf.get(fileRoute);
      if (first !== undefined && entry.route === '/' && first.route !== '/') {
        // The home page keeps index.html from a page listed before it whose slug is /index.
        warnings.add({ code: 'duplicate-route', file: first.sourceFile, line: 1, message: `路由 ${first.route} 写入 index.html，而这也是首页 ${sourceFile} 的文件，忽略前者` });
        routes.delete(first.route);
      } else if (first !== undefined) {
        const also = first.route === entry.route ? `路由 ${entry.route} 也由 ${first.sourceFile} 生成`
          : `路由 ${entry.route} 写入 ${fileRoute.slice(1)}.html，而这也是 ${first.sourceFile}（路由 ${first.route}）的文件`;
        warnings.add({ code: 'duplicate-route', file: sourceFile, line: 1, message: `${also}，忽略这一个` });
        continue;
      }
      routes.set(entry.route, entry);
      sourceOf.set(fileRoute, { route: entry.route, sourceFile });
    }
  }
  return routes;
}
