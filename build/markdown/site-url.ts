// The site's own address with its base URL, which the Markdown twins' links are made absolute against: the compile makes
// the twins' content, the site chrome names it, and tests and scripts that only read a page's HTML need not make one up.

/** The site's address with its base URL (`https://example.com/zh/`), from the config's `url` and `baseUrl`. */
export function siteUrlOf(config: { url: string; baseUrl: string }): string {
  return new URL(config.baseUrl, config.url).href;
}

/** The site URL a compiler without one makes twins' links absolute against: the base URL on a local address. */
export function defaultSiteUrl(baseUrl: string): string {
  return new URL(baseUrl, 'http://localhost/').href;
}
