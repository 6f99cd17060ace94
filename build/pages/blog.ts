// Blog pages: a post (searched, in the 博客 section) and the generated list, archive, authors and tags pages,
// made from the posts that won their routes. They show the blog sidebar of recent posts, which is part of their
// view, not a docs sidebar.
import {
  blogArchiveRoutes, blogAuthorsRoutes, blogListing, blogListRoutes, blogTagsRoutes,
  type BlogArchiveRoute, type BlogAuthorsRoute, type BlogIndexRoute, type BlogListing, type BlogListRoute, type BlogPostRoute, type BlogTagsRoute,
} from '../blog/blog-routes.ts';
import { blogArchiveViewModel, blogAuthorsViewModel, blogListViewModel, blogPostViewModel, blogTagsViewModel } from '../routes/blog-view-model.ts';
import {
  always, compiledOf, listedInSitemap, never, noPages, noSidebar, ownFile, ownPage, SEARCH_SECTIONS, type PageKind, type RouteSources,
} from './page-kind.ts';

// The posts among the routes of the kinds before this one, and what the generated pages list of them.
function listingOf({ earlier }: RouteSources): BlogListing {
  return blogListing([...earlier.values()].filter((entry): entry is BlogPostRoute => entry.kind === 'blogPost'));
}

/** A post's own page. */
export const blogPostPage: PageKind<BlogPostRoute> = {
  routes: ({ content, compiled }) => content.blog.posts.map((file) => {
    const result = compiledOf(file, compiled);
    return { kind: 'blogPost', route: file.route, title: file.frontMatter.title ?? result.firstHeading ?? file.id, file, compiled: result };
  }),
  view: blogPostViewModel,
  // Newer and older posts and the recent posts show only their titles.
  reads: ownPage,
  search: SEARCH_SECTIONS.blog,
  inSitemap: listedInSitemap,
  sidebarId: noSidebar,
  markdownTwin: listedInSitemap,
  sourceFiles: ownFile,
};

// A generated blog page: made from the listing of the posts when the site has any, always in the sitemap, no twin.
function blogIndexKind<Entry extends BlogIndexRoute>(
  make: (listing: BlogListing, sources: RouteSources) => Entry[],
  view: PageKind<Entry>['view'],
  reads: PageKind<Entry>['reads'] = noPages,
): PageKind<Entry> {
  return {
    routes: (sources) => {
      const listing = listingOf(sources);
      return listing.posts.length === 0 ? [] : make(listing, sources);
    },
    view,
    reads,
    inSitemap: always,
    sidebarId: noSidebar,
    markdownTwin: never,
  };
}

/** A page of the blog's or a tag's post list. */
export const blogListPage = blogIndexKind<BlogListRoute>(
  (listing, { config }) => blogListRoutes(listing, config.blog),
  blogListViewModel,
  // Each post on the page shows its excerpt and reading time.
  (entry) => entry.posts,
);

/** The archive. */
export const blogArchivePage = blogIndexKind<BlogArchiveRoute>((listing, { config }) => blogArchiveRoutes(listing, config.blog), blogArchiveViewModel);

/** The authors page. */
export const blogAuthorsPage = blogIndexKind<BlogAuthorsRoute>(
  (listing, { content, config }) => blogAuthorsRoutes(listing, content.blog.authors, config.blog),
  blogAuthorsViewModel,
);

/** The tags page. */
export const blogTagsPage = blogIndexKind<BlogTagsRoute>((listing, { config }) => blogTagsRoutes(listing, config.blog), blogTagsViewModel);
