// sitemap.xml and robots.txt for search engines.

/** A page in the sitemap: its absolute URL and, when known, when it last changed (ISO date-time). */
export interface SitemapPage {
  url: string;
  lastmod?: string;
}

/** A sitemap listing the given pages. */
export function sitemapXml(pages: readonly SitemapPage[]): string {
  const entries = pages
    .map(({ url, lastmod }) => `<url><loc>${escapeXml(sitemapUrl(url))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>\n`;
}

/** A page's URL with every character outside URL syntax percent-encoded once; a "%" that starts no escape (a file named `50%.md`) becomes `%25`. */
export function sitemapUrl(url: string): string {
  const escaped = url.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
  try {
    return encodeURI(decodeURI(escaped));
  } catch {
    // An escape of no UTF-8 character (`%FF`) stays as written.
    return escaped;
  }
}

/** robots.txt that allows everything and names the sitemap. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
