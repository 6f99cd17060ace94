// mdast to Markdown text with the options every Markdown twin is written with: the compile's content and the finish's
// titles, card lists and hero alike, so each piece escapes and marks its constructs the same way; and what both halves
// share (the card list's mark, absolute links).
import type { Root } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { rootWithNarrowEscapes } from './unsafe-patterns-filter.ts';

// Made once: each call of gfmToMarkdown makes new unsafe patterns, whose regular expressions mdast-util-to-markdown
// compiles on first use and keeps on the pattern, so a fresh set per twin would compile them again for every page.
const TO_MARKDOWN: ToMarkdownOptions = {
  handlers: { root: rootWithNarrowEscapes }, extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', fences: true, rule: '-', emphasis: '*', strong: '*',
};

/** Stands where `::doc-card-list` stood, on a line of its own, until the page's finish puts the card list there. */
export const DOC_CARD_LIST_MARK = '<!--doc-card-list-->';

/** The Markdown of `tree`, without the blank lines around it. */
export function markdownText(tree: Root): string {
  return toMarkdown(tree, TO_MARKDOWN).trim();
}

/** `value` made absolute against the page's URL; a value that is no URL stays as it is. */
export function absolute(value: string, pageUrl: URL): string {
  try {
    return new URL(value, pageUrl).href;
  } catch {
    return value;
  }
}
