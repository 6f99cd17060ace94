// Blog pages: a post (searched, in the 博客 section) and the generated list, archive, authors and tags pages,
// made from the posts that won their routes. They show the blog sidebar of recent posts, which is part of their
// view, not a docs sidebar.
import {
  blogArchiveRoutes, blogAuthorsRoutes, blogListing, blogListRoutes, blogTagsRoutes,
  type BlogArchiveRoute, type BlogAuthorsRoute, type BlogListing, type BlogListRoute, type BlogPostRoute, type BlogTagsRoute,
} from '../blog/blog-routes.ts';
import { blogArchiveViewModel, blogAuthorsViewModel, blogListViewModel, blogPostViewModel, blogTagsViewModel } from '../routes/blog-view-model.ts';
import { always, compiledOf, listedInSitemap, never, noSidebar, ownFile, SEARCH_SECTIONS, type PageKind, type RouteSources } from './page-kind.ts';

// The posts among the routes of the kinds before this one, and what the generated pages list of them.
function listingOf({ earlier, tagInitials }: RouteSources): BlogListing {
  return blogListing([...earlier.values()].filter((entry): entry is BlogPostRoute => entry.kind === 'blogPost'), tagInitials);
}

/** A post's own page. */
export const blogPostPage: PageKind<BlogPostRoute> = {
  routes: ({ content, compiled }) => content.blog.posts.map((file) => {
    const result = compiledOf(file, compiled);
    return { kind: 'blogPost', route: file.route, title: file.frontMatter.title ?? result.firstHeading ?? file.id, file, compiled: result };
  }),
  view: blogPostViewModel,
  search: SEARCH_SECTIONS.blog,
  inSitemap: listedInSitemap,
  sidebarId: noSidebar,
  markdownTwin: listedInSitemap,
  sourceFiles: ownFile,
};

/** A page of the blog's or a tag's post list. */
export const blogListPage: PageKind<BlogListRoute> = {
  routes: (sources) => blogListRoutes(listingOf(sources), sources.config.blog),
  view: blogListViewModel,
  inSitemap: always,
  sidebarId: noSidebar,
  markdownTwin: never,
};

/** The archive. */
export const blogArchivePage: PageKind<BlogArchiveRoute> = {
  routes: (sources) => blogArchiveRoutes(listingOf(sources), sources.config.blog),
  view: blogArchiveViewModel,
  inSitemap: always,
  sidebarId: noSidebar,
  markdownTwin: never,
};

/** The authors page. */
export const blogAuthorsPage: PageKind<BlogAuthorsRoute> = {
  routes: (sources) => blogAuthorsRoutes(listingOf(sources), sources.content.blog.authors, sources.config.blog),
  view: blogAuthorsViewModel,
  inSitemap: always,
  sidebarId: noSidebar,
  markdownTwin: never,
};

/** The tags page. */
export const blogTagsPage: PageKind<BlogTagsRoute> = {
  routes: (sources) => blogTagsRoutes(listingOf(sources), sources.config.blog),
  view: blogTagsViewModel,
  inSitemap: always,
  sidebarId: noSidebar,
  markdownTwin: never,
};
