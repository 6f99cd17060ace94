// Icons the compiled Markdown draws many times on one page (each code block's three buttons, each admonition's
// mark) point at a symbol instead of repeating their path data: the Cheerio class page, with some 170 code
// blocks, carried about 100 KB of it. Each page that uses such an icon carries its symbol once, in a sprite at
// the top of <body> (theme/render-page.tsx); build/markdown/svg-icon.ts writes the references.
import { EVEN_ODD_ICONS, iconPaths, isIconName, type IconName } from './icons.ts';

// Slugged heading ids never hold a colon, so no heading can take a symbol's id.
const ID_PREFIX = 'icon:';
const REFERENCE_START = ` href="#${ID_PREFIX}`;
// A name after REFERENCE_START, with its closing quote.
const REFERENCE_NAME = /^([a-z-]+)"/;
const LONGEST_NAME = Math.max(...Object.keys(iconPaths).map((name) => name.length));
const INLINE_REFERENCE = new RegExp(`<svg( [^>]*)><use href="#${ID_PREFIX}([a-z-]+)"></use></svg>`, 'g');

/** The id of an icon's symbol in the sprite. */
export function iconSymbolId(name: IconName): string {
  return `${ID_PREFIX}${name}`;
}

/** The sprite holding a symbol for each icon the page's body points at, or '' when it points at none. */
export function iconSpriteFor(body: string): string {
  const names = new Set<IconName>();
  // Found with indexOf, which skips through a page's body several times faster than a global regular expression.
  for (let at = body.indexOf(REFERENCE_START); at !== -1; at = body.indexOf(REFERENCE_START, at + REFERENCE_START.length)) {
    const name = REFERENCE_NAME.exec(body.slice(at + REFERENCE_START.length, at + REFERENCE_START.length + LONGEST_NAME + 1))?.[1];
    if (name !== undefined && isIconName(name)) names.add(name);
  }
  if (names.size === 0) return '';
  const symbols = [...names].sort().map((name) => `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${iconPath(name)}</symbol>`);
  return `<svg class="icon-sprite" width="0" height="0" aria-hidden="true">${symbols.join('')}</svg>`;
}

/** `html` with each icon that points at a symbol drawn inline again, for HTML read outside the site's pages (feeds). */
export function withIconsInline(html: string): string {
  return html.replace(INLINE_REFERENCE, (reference, attributes: string, name: string) =>
    isIconName(name) ? `<svg${attributes} viewBox="0 0 24 24">${iconPath(name)}</svg>` : reference);
}

function iconPath(name: IconName): string {
  return `<path fill="currentColor"${EVEN_ODD_ICONS.has(name) ? ' fill-rule="evenodd"' : ''} d="${iconPaths[name]}"></path>`;
}
