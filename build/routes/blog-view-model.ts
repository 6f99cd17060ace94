// The view models of blog pages: a post, the paginated lists, archive, authors and tags, one function each.
import { pageReportLinks } from './report-links.ts';
import type {
  BlogAuthorView, BlogIndexView, BlogListingData, BlogPageData, BlogPostSummary, BlogPostView, BlogTagView, BlogView, HeadTag, PageSource,
} from '../../theme/lib/view-model.ts';
import { TOC_MAX_HEADING_LEVEL, TOC_MIN_HEADING_LEVEL } from '../../theme/lib/constants.ts';
import { strings } from '../../theme/lib/strings.ts';
import { withBaseUrl } from '../../theme/lib/url.ts';
import { basePage, chineseDate, type ViewModelContext } from './page-base.ts';
import { buildTableOfContents } from './table-of-contents.ts';
import { compiledPage } from '../markdown/compiled-page.ts';
import {
  paginatedRoute, type BlogArchiveRoute, type BlogAuthorsRoute, type BlogGraph, type BlogIndexRoute, type BlogListRoute, type BlogPostRoute,
  type BlogTagsRoute,
} from '../blog/blog-routes.ts';
import { excerptHtml } from '../blog/excerpt.ts';
import { OTHER_INITIAL } from '../blog/tag-initial.ts';
import type { BlogAuthor } from '../blog/types.ts';

const pinyinOrder = new Intl.Collator('zh-Hans-u-co-pinyin');

// The blog's routes exist only when the site has posts, so a blog page always finds its graph.
function blogGraph(entry: { route: string }, context: ViewModelContext): BlogGraph {
  const blog = context.graph.blog;
  if (!blog) throw new Error(`internal: ${entry.route} is a blog page but the site has no blog`);
  return blog;
}

/** The view model of a post's page. */
export function blogPostViewModel(entry: BlogPostRoute, context: ViewModelContext): BlogPostView {
  const blog = blogGraph(entry, context);
  const { frontMatter, post } = entry.file;
  const compiled = compiledPage(entry);
  const description = frontMatter.description ?? compiled.firstSentence;
  const summary = summarize(entry, blog, context, false);
  const base = basePage(context, entry.route, entry.title, description, 'article');
  const source = context.sourceOf(entry);
  const reportIssue = pageReportLinks(context, base, entry, source);
  base.head.push(...articleMeta(entry, summary, base.canonicalUrl, description, source, context));
  const index = blog.listed.indexOf(entry);
  const link = (other: BlogPostRoute | undefined) => other && { label: other.title, href: href(context, other.route) };
  const newer = index > 0 ? link(blog.listed[index - 1]) : undefined;
  const older = index >= 0 ? link(blog.listed[index + 1]) : undefined;
  return {
    ...base,
    kind: 'blogPost',
    source,
    noindex: frontMatter.unlisted,
    contentHtml: context.bodyOf(compiled),
    ...(reportIssue ? { reportIssue } : {}),
    toc: frontMatter.hide_table_of_contents ? [] : buildTableOfContents(
      compiled.headings,
      frontMatter.toc_min_heading_level ?? TOC_MIN_HEADING_LEVEL,
      frontMatter.toc_max_heading_level ?? TOC_MAX_HEADING_LEVEL,
    ),
    banners: { draft: frontMatter.draft, unlisted: frontMatter.unlisted },
    blog: blogData({ type: 'post', post: summary, ...(newer ? { newer } : {}), ...(older ? { older } : {}) }, blog, context),
  };
}

/** The view model of a page of a post list (the blog's or one tag's). */
export function blogListViewModel(entry: BlogListRoute, context: ViewModelContext): BlogIndexView {
  const blog = blogGraph(entry, context);
  const pageHref = (page: number) => href(context, paginatedRoute(entry.firstPageRoute, page));
  const description = entry.tag ? entry.tag.tag.description ?? '' : context.config.blog.description;
  return indexPage(entry, description, {
    type: 'list',
    posts: entry.posts.map((post) => summarize(post, blog, context, true)),
    ...(entry.page > 1 ? { newerPage: pageHref(entry.page - 1) } : {}),
    ...(entry.page < entry.pageCount ? { olderPage: pageHref(entry.page + 1) } : {}),
    ...(entry.tag ? { allTagsHref: href(context, `${blog.route}/tags`) } : {}),
  }, blog, context);
}

/** The view model of the archive: the listed posts by year. */
export function blogArchiveViewModel(entry: BlogArchiveRoute, context: ViewModelContext): BlogIndexView {
  const years = new Map<string, BlogPostRoute[]>();
  for (const post of entry.posts) {
    const year = String(post.file.post.date.getUTCFullYear());
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return indexPage(entry, strings.blog.archiveDescription, {
    type: 'archive',
    years: [...years].map(([year, posts]) => ({
      year,
      posts: posts.map((post) => ({ title: post.title, href: href(context, post.route), date: post.file.post.date.toISOString(), dateLabel: chineseDate(post.file.post.date) })),
    })),
  }, blogGraph(entry, context), context);
}

/** The view model of the authors page. */
export function blogAuthorsViewModel(entry: BlogAuthorsRoute, context: ViewModelContext): BlogIndexView {
  const authors = entry.authors.map(({ author, postCount }) => ({ ...authorView(author, context), postCount }));
  return indexPage(entry, strings.blog.authorsDescription, { type: 'authors', authors }, blogGraph(entry, context), context);
}

/** The view model of the tags page: tags grouped by initial, in pinyin order. */
export function blogTagsViewModel(entry: BlogTagsRoute, context: ViewModelContext): BlogIndexView {
  const groups = new Map<string, BlogTagView[]>();
  for (const { tag, posts, initial } of entry.tags) {
    groups.set(initial, [...(groups.get(initial) ?? []), { label: tag.label, href: href(context, tag.route), postCount: posts.length, ...(tag.description ? { description: tag.description } : {}) }]);
  }
  return indexPage(entry, strings.blog.tagsDescription, {
    type: 'tags',
    groups: [...groups]
      .sort(([a], [b]) => (a === OTHER_INITIAL ? 1 : b === OTHER_INITIAL ? -1 : a.localeCompare(b)))
      .map(([initial, tags]) => ({ initial, tags: tags.sort((a, b) => pinyinOrder.compare(a.label, b.label)) })),
  }, blogGraph(entry, context), context);
}

// What every generated blog page shares around its view.
function indexPage(entry: BlogIndexRoute, description: string, view: BlogListingData['view'], blog: BlogGraph, context: ViewModelContext): BlogIndexView {
  return {
    ...basePage(context, entry.route, entry.title, description, 'website'),
    kind: 'blogIndex',
    noindex: false,
    blog: blogData(view, blog, context),
  };
}

function blogData<View extends BlogView>(view: View, blog: BlogGraph, context: ViewModelContext): BlogPageData<View> {
  const recent = blog.listed.slice(0, context.config.blog.sidebarCount);
  return { view, recentPosts: recent.map((post) => ({ title: post.title, href: href(context, post.route) })) };
}

function summarize(entry: BlogPostRoute, blog: BlogGraph, context: ViewModelContext, forList: boolean): BlogPostSummary {
  const { post } = entry.file;
  const compiled = compiledPage(entry);
  return {
    title: entry.title,
    href: href(context, entry.route),
    date: post.date.toISOString(),
    dateLabel: chineseDate(post.date),
    readingTimeMinutes: compiled.readingTimeMinutes,
    authors: post.authors.map((author) => authorView(author, context)),
    // A tag links to its page; tags that only unlisted posts carry have no page and are left out.
    tags: post.tags.filter((tag) => blog.tagsByRoute.has(tag.route)).map((tag) => ({ label: tag.label, href: href(context, tag.route) })),
    excerptHtml: forList ? excerptHtml(context.bodyOf(compiled)) : '',
    truncated: post.truncated,
  };
}

function authorView(author: BlogAuthor, context: ViewModelContext): BlogAuthorView {
  return {
    name: author.name,
    ...(author.title ? { title: author.title } : {}),
    ...(author.url ? { href: author.url } : {}),
    ...(author.imageUrl ? { imageSrc: href(context, author.imageUrl) } : {}),
    socials: author.socials.map(({ platform, href: link }) => ({
      platform, href: link, label: strings.blog.socialLabel(author.name, strings.blog.socialPlatforms[platform] ?? platform),
    })),
  };
}

// Open Graph article tags and the JSON-LD BlogPosting that search engines read.
function articleMeta(entry: BlogPostRoute, summary: BlogPostSummary, url: string, description: string, source: PageSource, context: ViewModelContext): HeadTag[] {
  const { post, frontMatter } = entry.file;
  const image = post.image && new URL(href(context, post.image), context.chrome.siteUrl).href;
  const tags: HeadTag[] = [
    { tag: 'meta', property: 'article:published_time', content: summary.date },
    ...post.authors.map((author): HeadTag => ({ tag: 'meta', property: 'article:author', content: author.url ?? author.name })),
    ...summary.tags.map((tag): HeadTag => ({ tag: 'meta', property: 'article:tag', content: tag.label })),
  ];
  if (image) tags.push({ tag: 'meta', property: 'og:image', content: image }, { tag: 'meta', name: 'twitter:image', content: image });
  if (frontMatter.keywords?.length) tags.push({ tag: 'meta', name: 'keywords', content: frontMatter.keywords.join(', ') });
  tags.push({
    tag: 'jsonLd',
    data: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': url,
      mainEntityOfPage: url,
      url,
      headline: entry.title,
      name: entry.title,
      description,
      datePublished: summary.date,
      ...(source.lastUpdated ? { dateModified: source.lastUpdated.date } : {}),
      inLanguage: 'zh-Hans',
      author: post.authors.map((author) => ({ '@type': 'Person', name: author.name, ...(author.url ? { url: author.url } : {}) })),
      ...(image ? { image } : {}),
      ...(summary.tags.length ? { keywords: summary.tags.map((tag) => tag.label) } : {}),
      isPartOf: { '@type': 'Blog', '@id': new URL(context.graph.blog!.route.slice(1), context.chrome.siteUrl).href, name: context.config.blog.title },
    },
  });
  return tags;
}

// Site paths get the base URL; absolute URLs stay as they are.
function href(context: ViewModelContext, route: string): string {
  return withBaseUrl(context.config.baseUrl, route);
}
