// Every page kind of the site, by the `kind` of its route entries. Adding a kind to RouteEntry
// (build/routes/route-graph.ts) fails to compile until it has a line here. The 404 page is not a route
// (hosts serve it for any unknown address), so it is rendered on its own: see notFoundViewModel.
import type { RouteEntry } from '../routes/route-graph.ts';
import { blogArchivePage, blogAuthorsPage, blogListPage, blogPostPage, blogTagsPage } from './blog.ts';
import { apiPage, categoryPage, docPage } from './docs.ts';
import type { PageKind } from './page-kind.ts';
import { searchPage } from './search.ts';
import { homePage, standalonePage } from './standalone.ts';

type Registry = { [Kind in RouteEntry['kind']]: PageKind<Extract<RouteEntry, { kind: Kind }>> };

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
};

/** The page kind of `entry`. */
export function pageKindOf<Entry extends RouteEntry>(entry: Entry): PageKind<Entry> {
  // Sound: the registry maps each kind to the module for exactly that kind's entries.
  return pageKinds[entry.kind] as unknown as PageKind<Entry>;
}
