// What every page kind states about itself, in one place: how its view is computed, whether and where its
// pages are searched, whether they are in the sitemap, and which sidebar they show. The registry
// (registry.ts) holds one module per kind; a kind added to RouteEntry without a module does not compile.
import { strings } from '../../theme/lib/strings.ts';
import type { PageViewModel } from '../../theme/lib/view-model.ts';
import type { ViewModelContext } from '../routes/page-base.ts';

/** Where a searchable page is listed: the hit's lvl0 and the DocSearch tag the hosted service filters on. */
export interface SearchSection {
  lvl0: string;
  tag: string;
}

/** The search sections of the site. */
export const SEARCH_SECTIONS = {
  docs: { lvl0: strings.searchSections.docs, tag: 'docs-default-current' },
  api: { lvl0: strings.searchSections.api, tag: 'docs-default-current' },
  blog: { lvl0: strings.searchSections.blog, tag: 'blog' },
} as const satisfies Record<string, SearchSection>;

/** One page kind, for the route entries of that kind. */
export interface PageKind<Entry extends { kind: string; route: string }> {
  /** Computes the page's view model. */
  view(entry: Entry, context: ViewModelContext): PageViewModel;
  /** The search section its pages are indexed under; absent when the kind is not searched. */
  search?: SearchSection;
  /** Whether a page of this kind is listed in sitemap.xml. */
  inSitemap(entry: Entry): boolean;
  /** The id of the sidebar the page shows, if any. */
  sidebarId(entry: Entry): string | undefined;
}

/** Pages made from a Markdown file are left out of the sitemap while they are drafts or unlisted. */
export function listedInSitemap(entry: { file: { frontMatter: { draft: boolean; unlisted: boolean } } }): boolean {
  return !entry.file.frontMatter.draft && !entry.file.frontMatter.unlisted;
}

/** Generated pages are always in the sitemap. */
export const always = (): boolean => true;

/** For kinds that show no sidebar. */
export const noSidebar = (): undefined => undefined;
