// Inline SVG icons as hast, so the build emits them without a template engine or icon font. The path
// data comes from the shared icon table (theme/lib/icons.ts), which the theme's <Icon> draws from too; the
// icons compiled Markdown repeats point at the page's sprite of symbols (theme/lib/icon-sprite.ts) instead.
import type { Element } from 'hast';
import { iconSymbolId } from '../../theme/lib/icon-sprite.ts';
import type { IconName } from '../../theme/lib/icons.ts';

/** A 16 px icon that takes the text colour, is hidden from assistive technology and draws the page's symbol for `name`. */
export function svgIcon(name: IconName, className: string): Element {
  return {
    type: 'element',
    tagName: 'svg',
    properties: { className: [className], width: 16, height: 16, ariaHidden: 'true' },
    children: [{ type: 'element', tagName: 'use', properties: { href: `#${iconSymbolId(name)}` }, children: [] }],
  };
}
