// The site's pages, read once from its sitemap, so prefetching only ever asks for pages that exist: every
// 404 answer is a console error, and the docs still link to API pages that are not written yet.
import { pageKey } from './link-target.ts';

let knownPages: Promise<Set<string>> | undefined;

async function readSitemap(baseUrl: string): Promise<Set<string>> {
  const response = await fetch(`${baseUrl}sitemap.xml`, { priority: 'low' });
  if (!response.ok) return new Set();
  const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
  // The sitemap holds absolute URLs on the configured host; only their paths matter here.
  return new Set([...xml.querySelectorAll('loc')].map((loc) => pageKey(new URL(loc.textContent?.trim() ?? '', location.href))));
}

/** Resolves to true when the sitemap lists the page at `url`; unlisted and missing pages are false. */
export function isKnownPage(url: URL, baseUrl: string): Promise<boolean> {
  knownPages ??= readSitemap(baseUrl).catch(() => new Set<string>());
  return knownPages.then((pages) => pages.has(pageKey(url)));
}
