// Pages fetched for client navigation, kept in memory for the session: prefetching fills it, and clicks
// and back/forward read from it, so a page is fetched at most once.
import { pageKey } from './link-target.ts';

/** A page as the server answered it. */
export interface FetchedPage {
  /** The address that answered, after any redirect. */
  url: string;
  status: number;
  html: string;
}

// Enough for a reading session; the oldest page is dropped first (a Map iterates in insertion order).
const MAX_CACHED_PAGES = 30;
const pages = new Map<string, Promise<FetchedPage>>();

async function fetchPage(url: URL, priority: RequestPriority): Promise<FetchedPage> {
  const address = new URL(url);
  address.hash = '';
  const response = await fetch(address, { credentials: 'same-origin', headers: { Accept: 'text/html' }, priority });
  // A 404 is a page too (the site's own 找不到页面). Any other failure is left to a full page load.
  if (!response.ok && response.status !== 404) throw new Error(`HTTP ${response.status} for ${address.href}`);
  if (!response.headers.get('Content-Type')?.includes('text/html')) throw new Error(`not an HTML page: ${address.href}`);
  return { url: response.url, status: response.status, html: await response.text() };
}

/** Returns the page at `url`, fetching it only when it is not in memory; a failed fetch is forgotten. */
export function loadPage(url: URL, priority: RequestPriority = 'high'): Promise<FetchedPage> {
  const key = pageKey(url);
  const cached = pages.get(key);
  if (cached) {
    // Re-inserting marks the page as recently used.
    pages.delete(key);
    pages.set(key, cached);
    return cached;
  }
  const loading = fetchPage(url, priority);
  pages.set(key, loading);
  loading.catch(() => {
    if (pages.get(key) === loading) pages.delete(key);
  });
  const oldest = pages.keys().next().value;
  if (pages.size > MAX_CACHED_PAGES && oldest !== undefined) pages.delete(oldest);
  return loading;
}
