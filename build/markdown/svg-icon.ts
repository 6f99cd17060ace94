// Inline SVG icons as hast, so the build emits them without a template engine or icon font. The path
// data comes from the shared icon table (theme/lib/icons.ts), which the theme's <Icon> draws from too.
import type { Element } from 'hast';

/** A 24×24 single-path icon that takes the text colour and is hidden from assistive technology. */
export function svgIcon(pathData: string, className: string): Element {
  return {
    type: 'element',
    tagName: 'svg',
    properties: { className: [className], viewBox: '0 0 24 24', width: 16, height: 16, ariaHidden: 'true' },
    children: [{ type: 'element', tagName: 'path', properties: { fill: 'currentColor', d: pathData }, children: [] }],
  };
}
