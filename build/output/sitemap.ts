// sitemap.xml and robots.txt for search engines.

/** A page in the sitemap: its absolute URL and, when known, when it last changed (ISO date-time). */
export interface SitemapPage {
  url: string;
  lastmod?: string;
}

/** A sitemap listing the given pages. */
export function sitemapXml(pages: readonly SitemapPage[]): string {
  const entries = pages
    .map(({ url, lastmod }) => `<url><loc>${escapeXml(encodeURI(decodeURI(url)))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>\n`;
}

/** robots.txt that allows everything and names the sitemap. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
