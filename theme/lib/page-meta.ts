// The <meta> tags through which a page tells the browser code about itself and the site. The theme writes
// them (theme/document-head.ts); client navigation, analytics, the ad slot and the base-URL check read them.

/** `<meta name>` of each value. */
export const PAGE_META = {
  /** The configured base URL, like `/` or `/cheerio/`. */
  baseUrl: 'cheerio:base-url',
  /** The page's route without the base URL. Absent on the 404 page, which answers for any address. */
  route: 'cheerio:route',
  /** The Google Analytics (gtag.js) id; absent while analytics is off. */
  gtagId: 'cheerio:gtag-id',
  /** The advertisement script's URL; absent while ads are off. */
  adScriptUrl: 'cheerio:ad-script-url',
  /** The content-hashed script of the playground's worker, which runs reader code outside the page. */
  playgroundRunner: 'cheerio:playground-runner',
  /** A docs page's DocSearch tag (`docs-default-<version>`), which its search modal filters on; only when the site has several versions. */
  docsSearchTag: 'docsearch:docusaurus_tag',
  /** On /search, the docs versions for its version filter (JSON, see SearchableVersion); only when the site has several. */
  docsVersions: 'cheerio:docs-versions',
} as const;

/** Returns the content of the page meta tag `name` in `doc`, or null when the page has none. */
export function readPageMeta(doc: Document, name: (typeof PAGE_META)[keyof typeof PAGE_META]): string | null {
  return doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}
