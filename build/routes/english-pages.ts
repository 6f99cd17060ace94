// What readers see of the English original: for each of our pages, the English page it corresponds to (the language
// menu's link and `hreflang`), and for each translated page when and from what it was translated and what changed
// in the English since. Computed once per build from the upstream lock and the pages' pins.
import type { PageTranslation, TranslationView } from '../../theme/lib/view-model.ts';
import { CURRENT_VERSION_NAME } from '../config/schema.ts';
import { changedSections, compareUrl, lockedFileOf } from '../upstream/drift.ts';
import { TOP_SECTION, type LockedFile, type UpstreamLock } from '../upstream/lock-file.ts';
import type { ApiTranslationState } from '../api/translated-from.ts';
import { chineseDate } from './page-base.ts';
import type { RouteEntry } from './route-graph.ts';

/** The English counterparts of a build's pages. */
export interface EnglishPages {
  /** The English page of each of our routes that has one (absolute URL). */
  byRoute: Map<string, string>;
  /** Where a page without an English counterpart links: the English docs home. */
  docsHome: string;
  /** Each translated page's 译自 line, without the drift its own headings name (see pageSources, build/pages/page-source.ts). */
  translations: Map<string, TranslationView>;
  /** What changed in the English of each translated page whose English changed since its pin. */
  changes: Map<string, EnglishChange>;
  /** The cheerio release the API reference translates, e.g. `cheerio 1.2.0`. */
  release?: string;
}

/** The sections of a page's English original that changed since its pin, and where to compare them. */
export interface EnglishChange {
  english: LockedFile;
  sections: string[];
  compareHref: string;
}

/** The English site's URL of one of its routes, as it writes them (with a trailing slash). */
export function englishUrl(siteUrl: string, route: string): string {
  return new URL(route === '/' ? '' : `${route.slice(1)}/`, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** Maps every route of `entries` to its English page where the lock knows one; current-version docs, API pages and posts only. */
export function englishPages(lock: UpstreamLock, siteUrl: string, entries: Iterable<RouteEntry>, apiRoute: string, api?: ApiTranslationState): EnglishPages {
  const byRoute = new Map<string, string>();
  const translations = new Map<string, TranslationView>();
  const changes = new Map<string, EnglishChange>();
  const known = new Set(lock.otherRoutes);
  for (const entry of entries) {
    if (known.has(entry.route)) byRoute.set(entry.route, englishUrl(siteUrl, entry.route));
    if (entry.kind === 'api' && entry.docsVersion === CURRENT_VERSION_NAME && lock.api && (entry.route === apiRoute || entry.route.startsWith(`${apiRoute}/`))) {
      const englishHref = englishUrl(siteUrl, lock.api.route + entry.route.slice(apiRoute.length));
      byRoute.set(entry.route, englishHref);
      if (api) {
        const page = entry.route.slice(apiRoute.length + 1);
        translations.set(entry.route, { kind: 'api', englishHref, release: api.release, outdatedKeys: api.outdatedByPage[page] ?? [] });
      }
    }
    if ((entry.kind !== 'doc' || entry.docsVersion !== CURRENT_VERSION_NAME) && entry.kind !== 'blogPost') continue;
    const pin = entry.file.frontMatter.upstream;
    if (typeof pin !== 'object') continue;
    const english = lockedFileOf(lock, pin);
    const pinnedText = `${lock.repository}/blob/${pin.commit}/${pin.source}`;
    const view: PageTranslation = {
      kind: 'page',
      englishHref: english ? englishUrl(siteUrl, english.route) : pinnedText,
      date: { iso: pin.date, label: chineseDate(new Date(pin.date)) },
      commit: { short: pin.commit.slice(0, 7), href: pinnedText },
    };
    if (english) {
      byRoute.set(entry.route, view.englishHref);
      const sections = changedSections(pin, english);
      if (sections.length > 0) changes.set(entry.route, { english, sections, compareHref: compareUrl(lock, pin.commit) });
    }
    translations.set(entry.route, view);
  }
  const docsHome = lock.files.find((file) => file.kind === 'doc');
  return { byRoute, docsHome: englishUrl(siteUrl, docsHome?.route ?? '/'), translations, changes, ...(api ? { release: api.release } : {}) };
}

/** The drift callout's data: each changed section under our heading's title (the English one where we have none). */
export function driftOf(headings: readonly { id: string; text: string; depth: number }[], { english, sections, compareHref }: EnglishChange): PageTranslation['drift'] {
  const ours = new Map(headings.filter((heading) => heading.depth === 2).map((heading) => [heading.id, heading.text]));
  const englishTitle = new Map(english.sections.map((section) => [section.slug, section.title]));
  return {
    sections: sections.map((slug) => ({
      id: slug === TOP_SECTION ? '' : slug,
      title: ours.get(slug) ?? englishTitle.get(slug) ?? slug,
      anchored: ours.has(slug),
    })),
    englishDate: { iso: english.date, label: chineseDate(new Date(english.date)) },
    compareHref,
  };
}
