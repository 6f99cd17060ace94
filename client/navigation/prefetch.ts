// Prefetching: pages a reader is likely to open next go into the page cache before the click — on hover
// or keyboard focus, and when a link scrolls into view while the browser is idle (product spec §7).
import { NAVIGATED_EVENT } from './events.ts';
import { isSitePage, opensInPlace, pageKey } from './link-target.ts';
import { loadPage } from './page-cache.ts';

// The Network Information API is Chromium-only, so TypeScript's DOM types leave it out.
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** True when the connection asks for restraint: data saver on, or 2G (`2g`, `slow-2g`). */
export function prefersNoPrefetch(connection: NetworkInformation | undefined): boolean {
  return Boolean(connection?.saveData) || /2g$/.test(connection?.effectiveType ?? '');
}

// The site's pages, read once from its sitemap, so prefetching only ever asks for pages that exist: every
// 404 answer is a console error, and the docs still link to API pages that are not written yet.
let knownPages: Promise<Set<string>> | undefined;

async function readSitemap(baseUrl: string): Promise<Set<string>> {
  const response = await fetch(`${baseUrl}sitemap.xml`, { priority: 'low' });
  if (!response.ok) return new Set();
  const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
  // The sitemap holds absolute URLs on the configured host; only their paths matter here.
  return new Set([...xml.querySelectorAll('loc')].map((loc) => pageKey(new URL(loc.textContent?.trim() ?? '', location.href))));
}

// Resolves to true when the sitemap lists the page at `url`; unlisted and missing pages are false.
function isKnownPage(url: URL, baseUrl: string): Promise<boolean> {
  knownPages ??= readSitemap(baseUrl).catch(() => new Set<string>());
  return knownPages.then((pages) => pages.has(pageKey(url)));
}

// Safari has no requestIdleCallback; a timeout still keeps prefetching out of the current task.
function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 1);
}

/** Installs hover, focus and visibility prefetching of the site's pages, unless the connection forbids it. */
export function installPrefetch(doc: Document, baseUrl: string): void {
  if (prefersNoPrefetch((navigator as Navigator & { connection?: NetworkInformation }).connection)) return;
  const attempted = new Set<string>();

  const prefetch = (anchor: HTMLAnchorElement) => {
    if (!opensInPlace(anchor)) return;
    const url = new URL(anchor.href);
    const key = pageKey(url);
    if (!isSitePage(url, location.origin, baseUrl) || attempted.has(key) || key === pageKey(new URL(location.href))) return;
    attempted.add(key);
    void isKnownPage(url, baseUrl).then((known) => {
      if (known) loadPage(url, 'low').catch(() => {});
    });
  };
  const anchorOf = (event: Event) => (event.target as Element | null)?.closest?.('a[href]');
  const onIntent = (event: Event) => {
    const anchor = anchorOf(event);
    if (anchor instanceof HTMLAnchorElement) prefetch(anchor);
  };
  // pointerover and focusin bubble, so one listener covers every link, including those of later pages.
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
      observer.unobserve(entry.target);
      const anchor = entry.target;
      whenIdle(() => prefetch(anchor));
    }
  });
  const observeLinks = () => {
    observer.disconnect();
    for (const anchor of doc.body.querySelectorAll('a[href]')) observer.observe(anchor);
  };
  observeLinks();
  doc.addEventListener(NAVIGATED_EVENT, observeLinks);
}
