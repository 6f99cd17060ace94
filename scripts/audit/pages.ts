// The five pages `npm run audit` and the browser test measure: one of each kind of page the site has.

/** A page to audit: a short name for tables and file names, and its path below the site's base URL. */
export interface AuditedPage {
  name: string;
  route: string;
}

/** Home, a tutorial, the biggest API page, a blog post and the search page. */
export const AUDITED_PAGES: readonly AuditedPage[] = [
  { name: 'home', route: '/' },
  { name: 'tutorial', route: '/docs/basics/selecting' },
  { name: 'api-cheerio-class', route: '/docs/api/classes/Cheerio' },
  { name: 'blog-post', route: '/blog/cheerio-1.0' },
  { name: 'search', route: '/search' },
];
