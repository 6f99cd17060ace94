// The document <head>, written as a string: React 19 reorders hoistable tags (<link>, <meta>) when it
// renders them, and the order matters here (colour-mode script before stylesheets, charset first).
import type { HeadTag, PageViewModel } from './lib/view-model.ts';
import { COLOR_MODE_SCRIPT } from './lib/color-mode-script.ts';
import { escapeHtml as e } from './lib/html-escape.ts';
import { PAGE_META } from './lib/page-meta.ts';

function renderHeadTag(tag: HeadTag): string {
  // JSON-LD sits in a script element: `<` is escaped so the data can never close the element.
  if (tag.tag === 'jsonLd') return `<script type="application/ld+json">${JSON.stringify(tag.data).replace(/</g, '\\u003c')}</script>`;
  if (tag.tag === 'meta') {
    const key = tag.name !== undefined ? ` name="${e(tag.name)}"` : '';
    const property = tag.property !== undefined ? ` property="${e(tag.property)}"` : '';
    return `<meta${key}${property} content="${e(tag.content)}">`;
  }
  const type = tag.type !== undefined ? ` type="${e(tag.type)}"` : '';
  const title = tag.title !== undefined ? ` title="${e(tag.title)}"` : '';
  const hreflang = tag.hreflang !== undefined ? ` hreflang="${e(tag.hreflang)}"` : '';
  return `<link rel="${e(tag.rel)}"${hreflang} href="${e(tag.href)}"${type}${title}>`;
}

/** The page meta tags the browser code reads: base URL, route, and the optional third-party scripts. */
function renderPageMeta(page: PageViewModel): string[] {
  const meta = (name: string, content: string) => `<meta name="${e(name)}" content="${e(content)}">`;
  return [
    meta(PAGE_META.baseUrl, page.site.baseUrl),
    // The 404 page is served for any address, so it has no route the base-URL check could compare.
    page.kind === 'notFound' ? '' : meta(PAGE_META.route, page.route),
    page.site.analyticsId ? meta(PAGE_META.gtagId, page.site.analyticsId) : '',
    page.site.adScriptUrl ? meta(PAGE_META.adScriptUrl, page.site.adScriptUrl) : '',
    page.site.assets.playgroundRunner ? meta(PAGE_META.playgroundRunner, page.site.assets.playgroundRunner) : '',
  ];
}

/** Returns the inner HTML of `<head>` for `page`. */
export function renderDocumentHead(page: PageViewModel): string {
  const { site } = page;
  return [
    '<meta charset="utf-8">',
    // Before anything that loads or runs, so the policy covers all of it.
    site.contentSecurityPolicy ? `<meta http-equiv="Content-Security-Policy" content="${e(site.contentSecurityPolicy)}">` : '',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(page.documentTitle)}</title>`,
    page.description ? `<meta name="description" content="${e(page.description)}">` : '',
    `<link rel="canonical" href="${e(page.canonicalUrl)}">`,
    page.noindex ? '<meta name="robots" content="noindex">' : '',
    ...page.head.map(renderHeadTag),
    ...renderPageMeta(page),
    site.favicon ? `<link rel="icon" href="${e(site.favicon)}">` : '',
    // Only when a hosted search service is configured: open its connection before the first keystroke.
    site.search?.preconnect ? `<link rel="preconnect" href="${e(site.search.preconnect)}" crossorigin>` : '',
    ...(site.feeds ?? []).map((feed) => `<link rel="alternate" type="${e(feed.type)}" href="${e(feed.href)}" title="${e(feed.title)}">`),
    // Runs before the stylesheets are applied, so the stored mode is in place at first paint.
    `<script>${COLOR_MODE_SCRIPT}</script>`,
    ...site.assets.styles.map((href) => `<link rel="stylesheet" href="${e(href)}">`),
    // Module scripts are deferred by definition, so they never block rendering.
    ...site.assets.scripts.map((src) => `<script type="module" src="${e(src)}"></script>`),
    // Fetched in parallel with the entry instead of after it has been parsed; /search also needs its results at once.
    ...[...(site.assets.modulePreloads ?? []), ...(page.kind === 'search' ? site.assets.searchPageModules ?? [] : [])]
      .map((href) => `<link rel="modulepreload" href="${e(href)}">`),
  ]
    .filter((line) => line !== '')
    .join('\n');
}
