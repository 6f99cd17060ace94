// What every page's view model starts from: title, description, canonical URL and social meta tags.
import type { SiteConfig } from '../config/schema.ts';
import type { HeadTag, PageBase, PageSource, SiteChrome } from '../../theme/lib/view-model.ts';
import { TITLE_DELIMITER } from '../../theme/lib/constants.ts';
import type { RouteEntry, RouteGraph } from './route-graph.ts';

/** Inputs shared by every page of one build. */
export interface ViewModelContext {
  config: SiteConfig;
  graph: RouteGraph;
  chrome: SiteChrome;
  contentDir: string;
  /** A page's Markdown twin and last-updated date (see build/pages/page-source.ts). */
  sourceOf(entry: RouteEntry): PageSource;
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
  const head: HeadTag[] = [
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
  return { route, title, documentTitle, description, canonicalUrl, head, site: chrome };
}

/** Longest description kept; a longer first sentence is cut at a word boundary and ends with an ellipsis. */
export const DESCRIPTION_MAX_LENGTH = 160;

// Latin letters, digits and the marks inside a number or a word: a cut between two of these splits them.
const WORD_CHARACTER = /[\p{Script=Latin}\p{Nd}_.,'’-]/u;

/**
 * The first sentence of a text, for a description meta tag. A sentence ends at 。！？, or at . ! ? when a space or
 * the end follows, so `Cheerio 1.0` and `e.g.x` never end one; a sentence over DESCRIPTION_MAX_LENGTH is cut
 * between words, never inside a number or a word.
 */
export function firstSentence(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  const end = trimmed.search(/[。！？]|[.!?](?=\s|$)/);
  const sentence = end > 0 ? trimmed.slice(0, end + 1) : trimmed;
  if ([...sentence].length <= DESCRIPTION_MAX_LENGTH) return sentence;
  const characters = [...sentence];
  let cut = DESCRIPTION_MAX_LENGTH - 1;
  while (cut > 0 && WORD_CHARACTER.test(characters[cut - 1]!) && WORD_CHARACTER.test(characters[cut]!)) cut--;
  return `${characters.slice(0, cut).join('').trimEnd()}…`;
}
