// URL helpers shared by the build and the browser.

/** Prefixes a site route with the base URL: (`/zh/`, `/docs/intro`) → `/zh/docs/intro`. */
export function withBaseUrl(baseUrl: string, route: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(route)) return route;
  if (route.startsWith('#') || route.startsWith('?')) return route;
  const trimmed = route.startsWith('/') ? route.slice(1) : route;
  return `${baseUrl}${trimmed}` || '/';
}

/** True for links that leave the site (another origin or a non-HTTP scheme). */
export function isExternalUrl(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href);
}

/**
 * Normalises an address path as a trailing-slash-off host does: `/x.html` and `/x/index.html` → `/x`,
 * `/index.html` → `/`, and a trailing slash is removed. Returns the same string when nothing changes.
 */
export function normalisePathname(pathname: string): string {
  let result = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (result.length > 1) result = result.replace(/\/+$/, '');
  return result || '/';
}
