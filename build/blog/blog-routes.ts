// The blog's generated pages: paginated lists, the archive, authors, tags and one page per tag.
import type { SiteConfig } from '../config/schema.ts';
import type { CompiledPage, PageOutline } from '../markdown/types.ts';
import { strings } from '../../theme/lib/strings.ts';
import { tagInitial } from './tag-initial.ts';
import type { BlogAuthor, BlogContent, BlogPostFile, BlogTag } from './types.ts';

/** A post's page. */
export interface BlogPostRoute {
  kind: 'blogPost';
  route: string;
  title: string;
  file: BlogPostFile;
  /** An outline only while the dev server renders its first pages; read it through compiledPage (markdown/compiled-page.ts). */
  compiled: CompiledPage | PageOutline;
}

/** A tag with the listed posts that carry it. */
export interface TagWithPosts {
  tag: BlogTag;
  posts: BlogPostRoute[];
  /** The letter the tags page files it under (see build/blog/tag-initial.ts). */
  initial: string;
}

/** A page of a paginated post list: the blog's front page and its later pages, or one tag's posts. */
export interface BlogListRoute {
  kind: 'blogList';
  route: string;
  title: string;
  posts: BlogPostRoute[];
  /** 1-based. */
  page: number;
  pageCount: number;
  firstPageRoute: string;
  /** Set on a tag's list. */
  tag?: TagWithPosts;
}

/** The archive: every listed post by year. */
export interface BlogArchiveRoute {
  kind: 'blogArchive';
  route: string;
  title: string;
  posts: BlogPostRoute[];
}

/** The authors page. */
export interface BlogAuthorsRoute {
  kind: 'blogAuthors';
  route: string;
  title: string;
  authors: { author: BlogAuthor; postCount: number }[];
}

/** The tags page: every tag, filed under its initial. */
export interface BlogTagsRoute {
  kind: 'blogTags';
  route: string;
  title: string;
  tags: TagWithPosts[];
}

/** A generated blog page (no Markdown file of its own). */
export type BlogIndexRoute = BlogListRoute | BlogArchiveRoute | BlogAuthorsRoute | BlogTagsRoute;

/** The blog as a whole, for the sidebar, post navigation and feeds. */
export interface BlogGraph {
  /** Listed posts (not unlisted, not drafts in production), newest first. */
  listed: BlogPostRoute[];
  /** Tags that have at least one listed post, by route. */
  tagsByRoute: Map<string, TagWithPosts>;
  route: string;
}

/** The route of page `page` (1-based) of a paginated list that starts at `firstPageRoute`. */
export function paginatedRoute(firstPageRoute: string, page: number): string {
  return page <= 1 ? firstPageRoute : `${firstPageRoute}/page/${page}`;
}

/** The posts of the blog's pages and what the generated pages are made from. */
export interface BlogListing {
  /** Every post that has a page, newest first. */
  posts: BlogPostRoute[];
  /** Listed posts (not unlisted; drafts never reach a production build), newest first. */
  listed: BlogPostRoute[];
  /** Tags that have at least one listed post, in order of first use. */
  tags: TagWithPosts[];
}

/** The listing of `posts` (already in newest-first order), each tag filed under its initial. */
export function blogListing(posts: BlogPostRoute[]): BlogListing {
  const listed = posts.filter((post) => !post.file.frontMatter.unlisted);
  const tagsByRoute = new Map<string, TagWithPosts>();
  for (const post of listed) {
    for (const tag of post.file.post.tags) {
      const entry = tagsByRoute.get(tag.route) ?? { tag, posts: [], initial: tagInitial(tag.label) };
      if (!entry.posts.includes(post)) entry.posts.push(post);
      tagsByRoute.set(tag.route, entry);
    }
  }
  return { posts, listed, tags: [...tagsByRoute.values()] };
}

/** The blog as a whole, or undefined when the site has no posts. */
export function blogGraph(listing: BlogListing, config: SiteConfig['blog']): BlogGraph | undefined {
  if (listing.posts.length === 0) return undefined;
  return { listed: listing.listed, tagsByRoute: new Map(listing.tags.map((tagged) => [tagged.tag.route, tagged])), route: config.routeBasePath };
}

/** The blog's paginated post list, then each tag's. */
export function blogListRoutes(listing: BlogListing, config: SiteConfig['blog']): BlogListRoute[] {
  return [
    ...paginate(config.routeBasePath, config.title, listing.listed, config.postsPerPage),
    ...listing.tags.flatMap((tagged) =>
      paginate(tagged.tag.route, strings.blog.tagHeading(tagged.posts.length, tagged.tag.label), tagged.posts, config.postsPerPage, tagged)),
  ];
}

/** The archive page. */
export function blogArchiveRoutes(listing: BlogListing, config: SiteConfig['blog']): BlogArchiveRoute[] {
  return [{ kind: 'blogArchive', route: `${config.routeBasePath}/archive`, title: strings.blog.archiveTitle, posts: listing.listed }];
}

/** The authors page: the authors file's authors, then those named only in a post, with their listed posts' count. */
export function blogAuthorsRoutes(listing: BlogListing, authorsFile: BlogAuthor[], config: SiteConfig['blog']): BlogAuthorsRoute[] {
  const postCount = new Map<string, number>();
  for (const post of listing.listed) for (const author of post.file.post.authors) postCount.set(author.key, (postCount.get(author.key) ?? 0) + 1);
  const inlineAuthors = [...new Map(listing.listed.flatMap((post) => post.file.post.authors.filter((author) => author.inline).map((author) => [author.key, author] as const))).values()];
  const authors = [...authorsFile, ...inlineAuthors].map((author) => ({ author, postCount: postCount.get(author.key) ?? 0 }));
  return [{ kind: 'blogAuthors', route: `${config.routeBasePath}/authors`, title: strings.blog.authorsTitle, authors }];
}

/** The tags page. */
export function blogTagsRoutes(listing: BlogListing, config: SiteConfig['blog']): BlogTagsRoute[] {
  return [{ kind: 'blogTags', route: `${config.routeBasePath}/tags`, title: strings.blog.tagsTitle, tags: listing.tags }];
}

function paginate(firstPageRoute: string, title: string, posts: BlogPostRoute[], perPage: number, tag?: TagWithPosts): BlogListRoute[] {
  const pageCount = Math.max(1, Math.ceil(posts.length / perPage));
  return Array.from({ length: pageCount }, (_, index) => ({
    kind: 'blogList' as const,
    route: paginatedRoute(firstPageRoute, index + 1),
    title: index === 0 ? title : `${title}${strings.blog.pageSuffix(index + 1)}`,
    posts: posts.slice(index * perPage, (index + 1) * perPage),
    page: index + 1,
    pageCount,
    firstPageRoute,
    ...(tag ? { tag } : {}),
  }));
}
