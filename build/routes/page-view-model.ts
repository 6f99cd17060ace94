// The view models of docs, API pages, categories, standalone pages, the home page, search and 404, built from
// the route graph; blog pages have theirs in blog-view-model.ts. build/pages/ says which kind uses which.
import { compiledPage } from '../markdown/compiled-page.ts';
import path from 'node:path';
import type {
  CategoryCard, CategoryView, DocsFrame, DocView, HeadTag, HomeView, NotFoundView, PageSource, SearchView, SidebarItem, StandaloneView, TocEntry,
} from '../../theme/lib/view-model.ts';
import type { FrontMatter } from '../content/front-matter.ts';
import { TOC_MAX_HEADING_LEVEL, TOC_MIN_HEADING_LEVEL } from '../../theme/lib/constants.ts';
import { strings } from '../../theme/lib/strings.ts';
import { withBaseUrl } from '../../theme/lib/url.ts';
import { basePage, type BasePage, type ViewModelContext } from './page-base.ts';
import { isSourcedRoute, type CategoryRoute, type MarkdownRoute, type RouteGraph, type SearchRoute } from './route-graph.ts';
import type { BuiltSidebar } from './sidebar.ts';
import { sidebarItemsForPage } from './sidebar-for-page.ts';
import { pageReportLinks } from './report-links.ts';
import { buildTableOfContents } from './table-of-contents.ts';
import { chromeInVersion, versionBanner } from './versions.ts';
import { CURRENT_VERSION_NAME } from '../config/schema.ts';
import { PAGE_META } from '../../theme/lib/page-meta.ts';
import type { SearchableVersion } from '../../theme/lib/search/version-scope.ts';

export type { ViewModelContext } from './page-base.ts';

/** The view model of a doc or an API page (a doc under the API route): both are laid out as docs. */
export function docViewModel(entry: MarkdownRoute, context: ViewModelContext): DocView {
  const { config, graph } = context;
  const sidebarId = graph.sidebarOf.get(entry.route);
  const sidebar = sidebarId ? graph.sidebars.get(sidebarId) : undefined;
  const href = withBaseUrl(config.baseUrl, entry.route);
  const source = context.sourceOf(entry);
  const page = markdownPage(entry, context, 'article');
  page.head.push(articleJsonLd(page, source));
  return {
    ...page,
    ...versionedPage(page, entry, context),
    kind: 'doc',
    source,
    ...docsFrame(entry, sidebar, entry.file.frontMatter, context),
    toc: articleToc(entry),
    // A reference page is looked things up in, not read through: its reading time would mean nothing.
    ...(entry.kind === 'doc' ? { readingTimeMinutes: compiledPage(entry).readingTimeMinutes } : {}),
    ...(entry.category ? { categoryCards: categoryCards(graph, sidebar?.items ?? [], href) } : {}),
    ...(config.editUrl ? { editUrl: editUrl(entry, config.editUrl, context.contentDir) } : {}),
    ...optional('reportIssue', pageReportLinks(context, page, entry, source)),
  };
}

/** The view model of a category's generated index page. */
export function categoryViewModel(entry: CategoryRoute, context: ViewModelContext): CategoryView {
  const { config, graph } = context;
  const description = entry.category.link?.type === 'generated-index' ? entry.category.link.description : '';
  const sidebarId = graph.sidebarOf.get(entry.route);
  const sidebar = sidebarId ? graph.sidebars.get(sidebarId) : undefined;
  const page = basePage(context, entry.route, entry.title, description, 'website');
  return {
    ...page,
    ...versionedPage(page, entry, context),
    kind: 'category',
    noindex: false,
    source: context.sourceOf(entry),
    ...docsFrame(entry, sidebar, undefined, context),
    categoryCards: categoryCards(graph, sidebar?.items ?? [], withBaseUrl(config.baseUrl, entry.route)),
  };
}

/** The view model of a standalone page such as /attribution. */
export function standaloneViewModel(entry: MarkdownRoute, context: ViewModelContext): StandaloneView {
  const { frontMatter } = entry.file;
  return {
    ...markdownPage(entry, context, 'website'),
    kind: 'page',
    banners: { draft: frontMatter.draft, unlisted: frontMatter.unlisted },
  };
}

/** The view model of the home page, with its hero (action links get the base URL). */
export function homeViewModel(entry: MarkdownRoute, context: ViewModelContext): HomeView {
  const { frontMatter } = entry.file;
  const { baseUrl } = context.config;
  return {
    ...markdownPage(entry, context, 'website'),
    kind: 'home',
    ...(frontMatter.hero ? { hero: { ...frontMatter.hero, actions: frontMatter.hero.actions.map((action) => ({ ...action, href: withBaseUrl(baseUrl, action.href) })) } } : {}),
  };
}

/** The search page is a shell: its results depend on the query in the address, so the browser fills it in. */
export function searchViewModel(entry: SearchRoute, context: ViewModelContext): SearchView {
  const page = basePage(context, entry.route, entry.title, strings.search.pageDescription, 'website');
  // With several docs versions, the page's version filter lists them (unmaintained ones are not searched by default).
  const { versions } = context.graph;
  if (versions.all.length > 1) {
    const searchable: SearchableVersion[] = versions.all.map((version) => ({ name: version.name, label: version.label, maintained: version.banner !== 'unmaintained' }));
    page.head.push({ tag: 'meta', name: PAGE_META.docsVersions, content: JSON.stringify(searchable) });
  }
  return { ...page, kind: 'search', noindex: false };
}

/** The not-found page's view model. */
export function notFoundViewModel(context: ViewModelContext): NotFoundView {
  return { ...basePage(context, '/404', strings.notFoundTitle, strings.notFoundText, 'website'), kind: 'notFound', noindex: true };
}

// Sidebar with the current page marked, breadcrumbs, previous/next, banners and the badge of the page's version.
function docsFrame(entry: MarkdownRoute | CategoryRoute, sidebar: BuiltSidebar | undefined, frontMatter: FrontMatter | undefined, context: ViewModelContext): DocsFrame {
  const { config, graph } = context;
  const name = entry.docsVersion ?? CURRENT_VERSION_NAME;
  const version = graph.versions.byName.get(name)!;
  const href = withBaseUrl(config.baseUrl, entry.route);
  const banner = versionBanner(graph.versions, entry.route, name, (route) => withBaseUrl(config.baseUrl, route));
  return {
    breadcrumbs: sidebar ? [...(sidebar.trails.get(entry.route) ?? []), { label: entry.title }] : [],
    pagination: sidebar ? neighbours(sidebar, entry.route, config.baseUrl) : {},
    banners: {
      draft: frontMatter?.draft ?? false,
      unlisted: frontMatter?.unlisted ?? false,
      ...(banner ? { version: banner } : {}),
    },
    ...(sidebar ? { sidebar: { items: sidebarItemsForPage(sidebar.prepared, href), activeHref: href } } : {}),
    ...(version.badge ? { versionBadge: version.label } : {}),
  };
}

// A docs page's navbar in its version (the dropdown's same-page links, docs links into the version) and, when
// the site has several versions, the tag its search modal filters on.
function versionedPage(page: BasePage, entry: MarkdownRoute | CategoryRoute, context: ViewModelContext): Pick<BasePage, 'site' | 'head'> {
  const { graph, config } = context;
  const name = entry.docsVersion ?? CURRENT_VERSION_NAME;
  const site = chromeInVersion(page.site, graph.versions, entry.route, name, (route) => withBaseUrl(config.baseUrl, route));
  if (graph.versions.all.length < 2) return { site, head: page.head };
  return { site, head: [...page.head, { tag: 'meta', name: PAGE_META.docsSearchTag, content: graph.versions.byName.get(name)!.searchTag }] };
}

// The JSON-LD search engines read for a doc: what it is, in which language, and when it last changed.
function articleJsonLd(page: BasePage, source: PageSource): HeadTag {
  return {
    tag: 'jsonLd',
    data: {
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      '@id': page.canonicalUrl,
      url: page.canonicalUrl,
      headline: page.title,
      description: page.description,
      inLanguage: 'zh-Hans',
      ...(source.lastUpdated ? { dateModified: source.lastUpdated.date } : {}),
    },
  };
}

// The article's table of contents, within the levels its front matter asks for.
function articleToc(entry: MarkdownRoute): TocEntry[] {
  const { frontMatter } = entry.file;
  if (frontMatter.hide_table_of_contents) return [];
  return buildTableOfContents(
    compiledPage(entry).headings,
    frontMatter.toc_min_heading_level ?? TOC_MIN_HEADING_LEVEL,
    frontMatter.toc_max_heading_level ?? TOC_MAX_HEADING_LEVEL,
  );
}

// What every page made from a Markdown file shares: the description (front matter, else the first sentence),
// its keywords meta tag, noindex while unlisted, and the compiled HTML.
function markdownPage(entry: MarkdownRoute, context: ViewModelContext, ogType: string): BasePage & { noindex: boolean; contentHtml: string } {
  const { frontMatter } = entry.file;
  const compiled = compiledPage(entry);
  const base = basePage(context, entry.route, entry.title, frontMatter.description ?? compiled.firstSentence, ogType);
  if (frontMatter.keywords?.length) base.head.push({ tag: 'meta', name: 'keywords', content: frontMatter.keywords.join(', ') });
  return { ...base, noindex: frontMatter.unlisted, contentHtml: context.bodyOf(compiled) };
}

function editUrl(entry: MarkdownRoute, editBase: string, contentDir: string): string {
  return new URL(path.relative(path.join(contentDir, 'docs'), entry.file.sourceFile).split(path.sep).join('/'), ensureSlash(editBase)).href;
}

function neighbours({ sequence, positions }: BuiltSidebar, route: string, baseUrl: string): DocsFrame['pagination'] {
  const index = positions.get(route) ?? -1;
  if (index < 0) return {};
  const previous = sequence[index - 1];
  const next = sequence[index + 1];
  return {
    ...(previous ? { previous: { label: previous.label, href: withBaseUrl(baseUrl, previous.route) } } : {}),
    ...(next ? { next: { label: next.label, href: withBaseUrl(baseUrl, next.route) } } : {}),
  };
}

function categoryCards(graph: RouteGraph, items: readonly SidebarItem[], href: string): CategoryCard[] {
  const category = findCategory(items, href);
  if (!category) return [];
  const descriptionOf = new Map<string, string>();
  for (const entry of graph.routes.values()) {
    const text = entry.kind === 'category' ? (entry.category.link?.type === 'generated-index' ? entry.category.link.description : '')
      : isSourcedRoute(entry) ? entry.file.frontMatter.description ?? '' : '';
    descriptionOf.set(withBaseUrl(graph.baseUrl, entry.route), text);
  }
  return category.items.flatMap((item): CategoryCard[] => {
    if (item.type === 'link') return [{ label: item.label, href: item.href, description: descriptionOf.get(item.href) ?? '' }];
    const target = item.href ?? firstLink(item.items);
    return target ? [{ label: item.label, href: target, description: descriptionOf.get(target) ?? '', itemCount: item.items.length }] : [];
  });
}

function findCategory(items: readonly SidebarItem[], href: string): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item;
    const inner = findCategory(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}

function firstLink(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    const href = item.type === 'link' ? item.href : item.href ?? firstLink(item.items);
    if (href) return href;
  }
  return undefined;
}

function ensureSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

// `{ [key]: value }`, or nothing when the value is undefined (exactOptionalPropertyTypes).
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]?: V });
}
