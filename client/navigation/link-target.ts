// Which links client navigation loads in place, and which it leaves to the browser.
import { normalisePathname } from '../../theme/lib/url.ts';

// Files the browser shows or downloads itself. Not "any dot": a route such as /blog/cheerio-1.0 is a page.
const FILE_EXTENSION =
  /\.(?:xml|json|txt|md|rss|atom|webmanifest|png|jpe?g|gif|svg|webp|avif|ico|pdf|zip|gz|tgz|js|mjs|css|map|woff2?|ttf|otf|wasm|mp3|mp4|webm|csv)$/i;

/** True for a plain left click: modified clicks open tabs or windows, which is the browser's job. */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** True when the link opens in this tab as a page: no `download`, no `target` other than `_self`. */
export function opensInPlace(anchor: HTMLAnchorElement): boolean {
  const target = anchor.getAttribute('target');
  return !anchor.hasAttribute('download') && (target === null || target === '' || target === '_self');
}

/** True when `pathname` lies under the base URL: `/cheerio/` covers `/cheerio` and `/cheerio/x`. */
export function isUnderBaseUrl(pathname: string, baseUrl: string): boolean {
  return pathname.startsWith(baseUrl) || `${pathname}/` === baseUrl;
}

/** True when `url` is a page of this site: same origin, under the base URL, and not an asset or a file. */
export function isSitePage(url: URL, origin: string, baseUrl: string): boolean {
  if (url.origin !== origin || !isUnderBaseUrl(url.pathname, baseUrl)) return false;
  return !url.pathname.startsWith(`${baseUrl}assets/`) && !FILE_EXTENSION.test(url.pathname);
}

function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Returns the identity of the page `url` shows: the decoded, normalised path plus the query, without the
 * hash. `/docs/intro.html`, `/docs/intro/` and `/docs/%E7%AE%80` style spellings of one page compare equal.
 */
export function pageKey(url: URL): string {
  return normalisePathname(decodePath(url.pathname)) + url.search;
}
