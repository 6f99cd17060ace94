// What every page's view model starts from: title, description, canonical URL and social meta tags.
import type { SiteConfig } from '../config/schema.ts';
import type { HeadTag, PageBase, PageSource, SiteChrome } from '../../theme/lib/view-model.ts';
import { TITLE_DELIMITER } from '../../theme/lib/constants.ts';
import { strings } from '../../theme/lib/strings.ts';
import type { CompiledPage } from '../markdown/types.ts';
import type { RouteEntry, RouteGraph } from './route-graph.ts';

/** Inputs shared by every page of one build. */
export interface ViewModelContext {
  config: SiteConfig;
  graph: RouteGraph;
  chrome: SiteChrome;
  contentDir: string;
  /** A page's Markdown twin and last-updated date (see build/pages/page-source.ts). */
  sourceOf(entry: RouteEntry): PageSource;
  /** A compiled page's HTML: read from the page store, or a stand-in naming where it lies when only the view's key is wanted. */
  bodyOf(page: Pick<CompiledPage, 'body'>): string;
}

const dateFormat = new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A date in Chinese form, e.g. 2024年8月7日 (dates are kept in UTC). */
export function chineseDate(date: Date): string {
  return dateFormat.format(date);
}

/** The fields every page shares. */
export type BasePage = Omit<PageBase, 'noindex'>;

/** The shared fields of a page: document title with the site title, canonical URL, Open Graph tags. */
export function basePage(context: ViewModelContext, route: string, title: string, description: string, ogType: string): BasePage {
  const { chrome } = context;
  const documentTitle = title === chrome.title ? title : `${title} ${TITLE_DELIMITER} ${chrome.title}`;
  const canonicalUrl = new URL(route.slice(1), chrome.siteUrl).href;
  const english = context.graph.english;
  const englishHref = english?.byRoute.get(route);
  const head: HeadTag[] = [
    // Search engines pair the two editions only where the English site has the same page.
    ...(english ? [{ tag: 'link', rel: 'alternate', hreflang: 'zh-Hans', href: canonicalUrl } as const] : []),
    ...(englishHref ? [{ tag: 'link', rel: 'alternate', hreflang: 'en', href: englishHref } as const] : []),
    { tag: 'meta', property: 'og:title', content: documentTitle },
    { tag: 'meta', property: 'og:type', content: ogType },
    { tag: 'meta', property: 'og:url', content: canonicalUrl },
    { tag: 'meta', property: 'og:locale', content: 'zh_CN' },
    { tag: 'meta', property: 'og:site_name', content: chrome.title },
    { tag: 'meta', name: 'twitter:card', content: 'summary' },
    { tag: 'meta', name: 'twitter:title', content: documentTitle },
  ];
  if (description) {
    head.push({ tag: 'meta', property: 'og:description', content: description }, { tag: 'meta', name: 'twitter:description', content: description });
  }
  const site = english ? withEnglishLink(chrome, englishHref ?? english.docsHome, englishHref !== undefined) : chrome;
  return { route, title, documentTitle, description, canonicalUrl, head, site };
}

// The chrome with the language menu's English entry pointing at this page's English counterpart, or at the English
// docs home, labelled so, when there is none.
function withEnglishLink(chrome: SiteChrome, href: string, exact: boolean): SiteChrome {
  if (!chrome.navbar.some((item) => item.type === 'localeDropdown' && item.locales.some((locale) => locale.upstream))) return chrome;
  return {
    ...chrome,
    navbar: chrome.navbar.map((item) => (item.type !== 'localeDropdown' ? item : {
      ...item,
      locales: item.locales.map((locale) => (locale.upstream ? { label: exact ? locale.label : strings.englishDocsHome(locale.label), href } : locale)),
    })),
  };
}

