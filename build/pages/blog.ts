// Blog pages: a post (searched, in the 博客 section) and the generated list, archive, authors and tags pages.
// They show the blog sidebar of recent posts, which is part of their view, not a docs sidebar.
import type { BlogArchiveRoute, BlogAuthorsRoute, BlogListRoute, BlogPostRoute, BlogTagsRoute } from '../blog/blog-routes.ts';
import { blogArchiveViewModel, blogAuthorsViewModel, blogListViewModel, blogPostViewModel, blogTagsViewModel } from '../routes/blog-view-model.ts';
import { always, listedInSitemap, noSidebar, SEARCH_SECTIONS, type PageKind } from './page-kind.ts';

/** A post's own page. */
export const blogPostPage: PageKind<BlogPostRoute> = { view: blogPostViewModel, search: SEARCH_SECTIONS.blog, inSitemap: listedInSitemap, sidebarId: noSidebar };

/** A page of the blog's or a tag's post list. */
export const blogListPage: PageKind<BlogListRoute> = { view: blogListViewModel, inSitemap: always, sidebarId: noSidebar };

/** The archive. */
export const blogArchivePage: PageKind<BlogArchiveRoute> = { view: blogArchiveViewModel, inSitemap: always, sidebarId: noSidebar };

/** The authors page. */
export const blogAuthorsPage: PageKind<BlogAuthorsRoute> = { view: blogAuthorsViewModel, inSitemap: always, sidebarId: noSidebar };

/** The tags page. */
export const blogTagsPage: PageKind<BlogTagsRoute> = { view: blogTagsViewModel, inSitemap: always, sidebarId: noSidebar };
