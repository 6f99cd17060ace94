// Client navigation: links to the site's own pages load in place instead of reloading the whole document,
// so the bundle, React and the sidebar's state survive a route change. Everything a link can do that is
// not "show this page here" is left to the browser.
import { PAGE_META, readPageMeta } from '../../theme/lib/page-meta.ts';
import { normalisePathname } from '../../theme/lib/url.ts';
import { adoptCurrentEntry, rememberScroll, rememberScrollOfLeftEntry, rememberScrollSoon, savedScroll } from './history-entries.ts';
import { isPlainLeftClick, isSitePage, opensInPlace, pageKey } from './link-target.ts';
import { displayedPageKey, navigateTo, type NavigationContext } from './navigate.ts';
import { appendPersistentElement } from './persistent.ts';
import { installPrefetch } from './prefetch.ts';
import { createProgressBar } from './progress-bar.ts';
import { scrollAfterNavigation } from './scroll.ts';

// `/x.html` and `/x/index.html` show the same page as `/x`; the address bar should say so (spec §2).
function normaliseAddress(doc: Document, baseUrl: string): void {
  // The 404 page answers for any address; rewriting that address would only invent another missing page.
  if (readPageMeta(doc, PAGE_META.route) === null) return;
  let pathname = normalisePathname(location.pathname);
  // The home page under a base URL keeps its slash: `/cheerio/`, not `/cheerio`.
  if (`${pathname}/` === baseUrl) pathname = baseUrl;
  if (pathname !== location.pathname) history.replaceState(history.state, '', pathname + location.search + location.hash);
}

// A reload, or a full load back into an entry the reader left for another site, restores its scroll too.
function restoreScrollOnLoad(): void {
  const [timing] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const saved = savedScroll();
  if (saved !== undefined && (timing?.type === 'reload' || timing?.type === 'back_forward')) window.scrollTo(0, saved);
}

function onClick(event: MouseEvent, baseUrl: string, context: NavigationContext): void {
  if (event.defaultPrevented || !isPlainLeftClick(event)) return;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !opensInPlace(anchor)) return;
  const url = new URL(anchor.href);
  if (!isSitePage(url, location.origin, baseUrl)) return;
  rememberScroll();
  if (pageKey(url) === displayedPageKey()) {
    // A hash link within the page stays the browser's: it adds the entry, scrolls and sets :target.
    if (url.hash) return;
    // A link to the page itself just goes back to its top.
    event.preventDefault();
    if (location.hash) history.pushState(null, '', url.href);
    adoptCurrentEntry();
    window.scrollTo(0, 0);
    return;
  }
  event.preventDefault();
  void navigateTo(url, 'push', context);
}

function onPopState(context: NavigationContext): void {
  rememberScrollOfLeftEntry();
  adoptCurrentEntry();
  const url = new URL(location.href);
  if (pageKey(url) === displayedPageKey()) scrollAfterNavigation(document, url.hash, savedScroll());
  else void navigateTo(url, 'pop', context);
}

// Tells screen-reader users that a new page is in place: its title is read from a polite live region
// (visually hidden), and focus moves to the main content, so the next Tab continues in the new page, not
// at its top. Returns the function that announces a page.
function createPageAnnouncer(doc: Document): (title: string) => void {
  const region = appendPersistentElement(doc, 'navigation-announcer sr-only');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-atomic', 'true');
  return (title) => {
    region.textContent = title;
    // <main> has tabindex="-1" for the skip link; preventScroll leaves the scrolling to the caller.
    const main = doc.getElementById('main-content') ?? doc.querySelector('main');
    main?.focus({ preventScroll: true });
  };
}

/** Installs client navigation on `doc`: link clicks, back/forward, address normalisation and prefetching. */
export function installClientNavigation(doc: Document): void {
  const baseUrl = readPageMeta(doc, PAGE_META.baseUrl);
  if (baseUrl === null) return;
  normaliseAddress(doc, baseUrl);
  // Scroll positions are restored by hand, after the page they belong to is back on screen.
  history.scrollRestoration = 'manual';
  adoptCurrentEntry();
  restoreScrollOnLoad();
  const context: NavigationContext = { progress: createProgressBar(doc), announce: createPageAnnouncer(doc) };
  // On window, so a listener on document (a widget handling its own links) can still preventDefault first.
  window.addEventListener('click', (event) => onClick(event, baseUrl, context));
  window.addEventListener('popstate', () => onPopState(context));
  // A hash link the browser followed made an entry without a key.
  window.addEventListener('hashchange', adoptCurrentEntry);
  window.addEventListener('scroll', rememberScrollSoon, { passive: true });
  installPrefetch(doc, baseUrl);
}
