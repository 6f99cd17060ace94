// The document <head>, written as a string: React 19 reorders hoistable tags (<link>, <meta>) when it
// renders them, and the order matters here (colour-mode script before stylesheets, charset first).
import type { HeadTag, PageViewModel } from './lib/view-model.ts';
import { COLOR_MODE_SCRIPT } from './lib/color-mode-script.ts';
import { escapeHtml as e } from './lib/html-escape.ts';

function renderHeadTag(tag: HeadTag): string {
  if (tag.tag === 'meta') {
    const key = tag.name !== undefined ? ` name="${e(tag.name)}"` : '';
    const property = tag.property !== undefined ? ` property="${e(tag.property)}"` : '';
    return `<meta${key}${property} content="${e(tag.content)}">`;
  }
  const type = tag.type !== undefined ? ` type="${e(tag.type)}"` : '';
  const title = tag.title !== undefined ? ` title="${e(tag.title)}"` : '';
  return `<link rel="${e(tag.rel)}" href="${e(tag.href)}"${type}${title}>`;
}

/** Returns the inner HTML of `<head>` for `page`. */
export function renderDocumentHead(page: PageViewModel): string {
  const { site } = page;
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(page.documentTitle)}</title>`,
    page.description ? `<meta name="description" content="${e(page.description)}">` : '',
    `<link rel="canonical" href="${e(page.canonicalUrl)}">`,
    page.noindex ? '<meta name="robots" content="noindex">' : '',
    ...page.head.map(renderHeadTag),
    site.favicon ? `<link rel="icon" href="${e(site.favicon)}">` : '',
    // Runs before the stylesheets are applied, so the stored mode is in place at first paint.
    `<script>${COLOR_MODE_SCRIPT}</script>`,
    ...site.assets.styles.map((href) => `<link rel="stylesheet" href="${e(href)}">`),
    // Module scripts are deferred by definition, so they never block rendering.
    ...site.assets.scripts.map((src) => `<script type="module" src="${e(src)}"></script>`),
  ]
    .filter((line) => line !== '')
    .join('\n');
}
