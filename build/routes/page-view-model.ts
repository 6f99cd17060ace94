// The view models of docs, API pages, categories, standalone pages, the home page, search and 404, built from
// the route graph; blog pages have theirs in blog-view-model.ts. build/pages/ says which kind uses which.
import path from 'node:path';
import type { CategoryCard, PageViewModel, SidebarItem } from '../../theme/lib/view-model.ts';
import { TOC_MAX_HEADING_LEVEL, TOC_MIN_HEADING_LEVEL } from '../../theme/lib/constants.ts';
import { strings } from '../../theme/lib/strings.ts';
import { withBaseUrl } from '../../theme/lib/url.ts';
import { basePage, firstSentence, type ViewModelContext } from './page-base.ts';
import { isSourcedRoute, type CategoryRoute, type MarkdownRoute, type RouteGraph, type SearchRoute } from './route-graph.ts';
import { readingTimeMinutes } from './reading-time.ts';
import type { BuiltSidebar } from './sidebar.ts';
import { prepareSidebar, sidebarItemsForPage, type PreparedSidebar } from './sidebar-for-page.ts';
import { buildTableOfContents } from './table-of-contents.ts';

// Each sidebar is measured and indexed once per build (sidebars are rebuilt, so a WeakMap never goes stale).
const prepared = new WeakMap<BuiltSidebar, PreparedSidebar>();
function preparedSidebar(sidebar: BuiltSidebar): PreparedSidebar {
  let entry = prepared.get(sidebar);
  if (!entry) prepared.set(sidebar, (entry = prepareSidebar(sidebar.items)));
  return entry;
}

export type { ViewModelContext } from './page-base.ts';

/** The view model of a doc or an API page (a doc under the API route). */
export function docViewModel(entry: MarkdownRoute, context: ViewModelContext): PageViewModel {
  return docLikeViewModel(entry, context);
}

/** The view model of a category's generated index page. */
export function categoryViewModel(entry: CategoryRoute, context: ViewModelContext): PageViewModel {
  return docLikeViewModel(entry, context);
}

/** The view model of a standalone page or the home page (no sidebar). */
export function standaloneViewModel(entry: MarkdownRoute, context: ViewModelContext): PageViewModel {
  return docLikeViewModel(entry, context);
}

/** The search page is a shell: its results depend on the query in the address, so the browser fills it in. */
export function searchViewModel(entry: SearchRoute, context: ViewModelContext): PageViewModel {
  return {
    ...basePage(context, entry.route, entry.title, strings.search.pageDescription, 'website'),
    kind: 'search', noindex: false, contentHtml: '', breadcrumbs: [], pagination: {}, toc: [], banners: { draft: false, unlisted: false },
  };
}

function docLikeViewModel(entry: MarkdownRoute | CategoryRoute, context: ViewModelContext): PageViewModel {
  const { config, graph } = context;
  const sidebar = entry.kind === 'page' || entry.kind === 'home' || !entry.sidebarId ? undefined : graph.sidebars.get(entry.sidebarId);
  const isDocLike = entry.kind === 'doc' || entry.kind === 'api' || entry.kind === 'category';
  // API pages are laid out as docs.
  const isDoc = entry.kind === 'doc' || entry.kind === 'api';
  const frontMatter = entry.kind === 'category' ? undefined : entry.file.frontMatter;
  const description = entry.kind === 'category' ? entry.category.link?.type === 'generated-index' ? entry.category.link.description : ''
    : frontMatter?.description ?? firstSentence(entry.compiled.plainText);
  const version = config.docs.versions[0]!;
  const href = withBaseUrl(config.baseUrl, entry.route);
  const model: PageViewModel = {
    ...basePage(context, entry.route, entry.title, description, isDoc ? 'article' : 'website'),
    kind: entry.kind === 'api' ? 'doc' : entry.kind,
    noindex: frontMatter?.unlisted ?? false,
    contentHtml: entry.kind === 'category' ? '' : entry.compiled.html,
    breadcrumbs: sidebar ? [...(sidebar.trails.get(entry.route) ?? []), { label: entry.title }] : [],
    pagination: sidebar ? neighbours(sidebar.sequence, entry.route, config.baseUrl) : {},
    toc: entry.kind === 'category' || frontMatter?.hide_table_of_contents ? [] : buildTableOfContents(
      entry.compiled.headings,
      frontMatter?.toc_min_heading_level ?? TOC_MIN_HEADING_LEVEL,
      frontMatter?.toc_max_heading_level ?? TOC_MAX_HEADING_LEVEL,
    ),
    banners: {
      draft: frontMatter?.draft ?? false,
      unlisted: frontMatter?.unlisted ?? false,
      ...(isDocLike && version.banner !== 'none' ? { version: version.banner } : {}),
    },
  };
  if (sidebar) model.sidebar = { items: sidebarItemsForPage(preparedSidebar(sidebar), href), activeHref: href };
  if (isDoc) model.readingTimeMinutes = readingTimeMinutes(entry.compiled.plainText);
  if (isDocLike && version.badge) model.versionBadge = version.label;
  if (entry.kind === 'category' || entry.category) model.categoryCards = categoryCards(graph, sidebar?.items ?? [], href);
  if (isDoc && config.editUrl) {
    model.editUrl = new URL(path.relative(path.join(context.contentDir, 'docs'), entry.file.sourceFile).split(path.sep).join('/'), ensureSlash(config.editUrl)).href;
  }
  if (entry.kind === 'home' && frontMatter?.hero) model.hero = { ...frontMatter.hero, actions: frontMatter.hero.actions.map((action) => ({ ...action, href: withBaseUrl(config.baseUrl, action.href) })) };
  if (frontMatter?.keywords?.length) model.head.push({ tag: 'meta', name: 'keywords', content: frontMatter.keywords.join(', ') });
  return model;
}

/** The not-found page's view model. */
export function notFoundViewModel(context: ViewModelContext): PageViewModel {
  return {
    ...basePage(context, '/404', strings.notFoundTitle, strings.notFoundText, 'website'),
    kind: 'notFound', noindex: true, contentHtml: '', breadcrumbs: [], pagination: {}, toc: [], banners: { draft: false, unlisted: false },
  };
}

// Route → position in its sidebar's reading order, built once per sidebar instead of searched per page.
const sequenceIndexes = new WeakMap<object, Map<string, number>>();

function neighbours(sequence: { route: string; label: string }[], route: string, baseUrl: string): PageViewModel['pagination'] {
  let indexes = sequenceIndexes.get(sequence);
  if (!indexes) sequenceIndexes.set(sequence, (indexes = new Map(sequence.map((item, position) => [item.route, position]))));
  const index = indexes.get(route) ?? -1;
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
