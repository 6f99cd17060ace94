// Which hast elements count as document headings, shared by the anchor and collecting plugins.
import type { Element } from 'hast';

const headingDepths: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

/** Returns the heading level of an h1–h6 element, or undefined for anything else. */
export function headingDepth(node: Element): number | undefined {
  return headingDepths[node.tagName];
}

/** Whether a heading is for screen readers only, like the footnotes label GFM adds; it gets no anchor or TOC entry. */
export function isScreenReaderOnly(node: Element): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes('sr-only');
}
