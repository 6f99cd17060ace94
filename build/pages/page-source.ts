// Where each page comes from, as its view and the sitemap show it: the URL of its Markdown twin, and when the
// files it is made from last changed in git. Each page kind states whether it has a twin and which files it is
// made from (page-kind.ts); this turns those into the view's PageSource.
import type { PageSource, TranslationView } from '../../theme/lib/view-model.ts';
import { withBaseUrl } from '../../theme/lib/url.ts';
import { latestOf, type LastUpdated } from '../content/last-updated.ts';
import { chineseDate } from '../routes/page-base.ts';
import { compiledPage } from '../markdown/compiled-page.ts';
import { isSourcedRoute, type RouteEntry } from '../routes/route-graph.ts';
import { driftOf, type EnglishPages } from '../routes/english-pages.ts';
import { pageKindOf } from './registry.ts';

/** The site path of a route's Markdown twin: `/docs/intro` → `/docs/intro.md`, `/` → `/index.md`. */
export function markdownTwinPath(route: string): string {
  return route === '/' ? '/index.md' : `${route}.md`;
}

/** A function giving each page its PageSource; without `dates` (no git history) pages have no last-updated date. */
export function pageSources(options: { dates: LastUpdated | undefined; contentDir: string; baseUrl: string; english?: EnglishPages | undefined }): (entry: RouteEntry) => PageSource {
  const { dates, contentDir, baseUrl, english } = options;
  return (entry) => {
    const kind = pageKindOf(entry);
    const updated = latestOf(dates, kind.sourceFiles?.(entry, contentDir) ?? []);
    const translation = english && translationOf(english, entry);
    return {
      ...(kind.markdownTwin(entry) ? { markdownHref: withBaseUrl(baseUrl, markdownTwinPath(entry.route)) } : {}),
      ...(updated ? { lastUpdated: { date: updated.toISOString(), label: chineseDate(updated) } } : {}),
      ...(translation ? { translation } : {}),
    };
  };
}

// A translated page's 译自 line, with the sections whose English changed since its pin under its own headings' titles.
function translationOf(english: EnglishPages, entry: RouteEntry): TranslationView | undefined {
  const translation = english.translations.get(entry.route);
  const change = english.changes.get(entry.route);
  if (translation?.kind !== 'page' || !change || !isSourcedRoute(entry)) return translation;
  return { ...translation, drift: driftOf(compiledPage(entry).headings, change) };
}
