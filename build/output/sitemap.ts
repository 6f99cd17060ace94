// sitemap.xml and robots.txt for search engines.

/** A sitemap listing the given absolute page URLs. */
export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeXml(encodeURI(decodeURI(url)))}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>\n`;
}

/** robots.txt that allows everything and names the sitemap. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
