// Every page kind of the site, by the `kind` of its route entries. Adding a kind to RouteEntry
// (build/routes/route-graph.ts) fails to compile until it has a line here. The 404 page is a kind too, though
// not a route of the graph (see not-found.ts).
import type { RouteEntry } from '../routes/route-graph.ts';
import { blogArchivePage, blogAuthorsPage, blogListPage, blogPostPage, blogTagsPage } from './blog.ts';
import { apiPage, categoryPage, docPage } from './docs.ts';
import { notFoundPage, type NotFoundRoute } from './not-found.ts';
import type { PageKind } from './page-kind.ts';
import { searchPage } from './search.ts';
import { homePage, standalonePage } from './standalone.ts';

/** A page of any kind: a route of the graph, or the 404 page. */
export type PageEntry = RouteEntry | NotFoundRoute;

type Registry = { [Kind in PageEntry['kind']]: PageKind<Extract<PageEntry, { kind: Kind }>> };

const pageKinds: Registry = {
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
  notFound: notFoundPage,
};

/** The page kind of `entry`. */
export function pageKindOf<Entry extends PageEntry>(entry: Entry): PageKind<Entry> {
  // Sound: the registry maps each kind to the module for exactly that kind's entries.
  return pageKinds[entry.kind] as unknown as PageKind<Entry>;
}
