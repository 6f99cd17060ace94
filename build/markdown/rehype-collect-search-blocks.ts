// rehype-collect-search-blocks: reads the page's searchable blocks from the finished tree into `file.data`,
// with each block's search terms counted, so the search step builds its index from what compiling (in the
// workers) already walked and tokenised: no page's HTML is parsed again. A block is a heading (h2–h6) or a
// run of text ended by a block element (paragraph, list item, table row…); the search step turns each into a
// DocSearch record (build/search/page-records.ts) and adds its terms to the index (build-index-file.ts).
import type { Element, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { tokenize } from '../../theme/lib/search/tokenize.ts';
import type { SearchBlock, SearchBlocks } from './types.ts';
import type {} from './file-data.ts';

// Table cells are separated by a space: a row is one block (one record per cell would be too small to read or rank).
const CELLS = new Set(['td', 'th']);
// Elements that end one block of text and start the next.
const BLOCKS = new Set([
  'p', 'li', 'dt', 'dd', 'pre', 'blockquote', 'figcaption', 'caption', 'div', 'tr', 'table',
  'ul', 'ol', 'dl', 'aside', 'section', 'details', 'summary', 'hr', 'br', 'img', 'figure', 'header', 'footer',
]);
// Not searchable prose: scripts, icons, buttons, the `#` heading links, and code blocks (as on the original
// site, whose crawler indexed headings, paragraphs, list items and table cells; code is a quarter of the
// text and would push the index past its size budget). Inline code stays.
const SKIPPED = new Set(['script', 'style', 'svg', 'button', 'template', 'noscript', 'pre']);
const HEADING = /^h([1-6])$/;

function isSkipped(node: Element): boolean {
  const className = node.properties.className;
  const classes = Array.isArray(className) ? className.join(' ') : String(className ?? '');
  return SKIPPED.has(node.tagName) || String(node.properties.ariaHidden) === 'true' || /\bhash-link\b/.test(classes);
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Returns the tree's searchable blocks in document order, and their terms. An H1 gives none: the page title stands for it. */
export function searchBlocksOf(tree: Root): SearchBlocks {
  const blocks: SearchBlock[] = [];
  const termIndex = new Map<string, number>();
  // The block being added: how often it holds each term (by the term's index, 0 for none) and its terms in the order
  // they first appear, kept for the whole page rather than made for each block.
  const counts: number[] = [];
  const inBlock: number[] = [];
  const add = (level: number, id: string | null, blockText: string) => {
    for (const term of tokenize(blockText)) {
      let index = termIndex.get(term);
      if (index === undefined) termIndex.set(term, (index = termIndex.size));
      const count = counts[index] ?? 0;
      if (count === 0) inBlock.push(index);
      counts[index] = count + 1;
    }
    // Pairs of (term, count), in the order the terms first appear.
    const termCounts: number[] = [];
    for (const index of inBlock) {
      termCounts.push(index, counts[index]!);
      counts[index] = 0;
    }
    inBlock.length = 0;
    blocks.push({ level, id, text: blockText, termCounts });
  };
  let text = '';
  let heading: { level: number; id: string | null; text: string } | undefined;

  const flushText = () => {
    const content = collapse(text);
    text = '';
    if (content) add(0, null, content);
  };
  const open = (node: Element) => {
    const level = HEADING.exec(node.tagName)?.[1];
    if (level) {
      flushText();
      const id = node.properties.id;
      heading = { level: Number(level), id: typeof id === 'string' ? id : null, text: '' };
    } else if (BLOCKS.has(node.tagName) && !heading) flushText();
    else if (CELLS.has(node.tagName)) text += ' ';
  };
  const close = (node: Element) => {
    if (heading && node.tagName === `h${heading.level}`) {
      if (heading.level > 1) add(heading.level, heading.id, collapse(heading.text));
      heading = undefined;
    } else if (BLOCKS.has(node.tagName) && !heading) flushText();
  };
  // `skipped`: an ancestor hides its text. Headings and blocks inside hidden elements still start and end blocks.
  const walk = (node: RootContent, skipped: boolean) => {
    if (node.type === 'text') {
      if (skipped) return;
      if (heading) heading.text += node.value;
      else text += node.value;
    } else if (node.type === 'element') {
      open(node);
      const hidden = skipped || isSkipped(node);
      for (const child of node.children) walk(child, hidden);
      close(node);
    }
  };
  for (const child of tree.children) walk(child, false);
  flushText();
  return { blocks, terms: [...termIndex.keys()] };
}

/** Records the tree's searchable blocks and their terms in `file.data.search`. */
export function rehypeCollectSearchBlocks() {
  return (tree: Root, file: VFile) => {
    file.data.search = searchBlocksOf(tree);
  };
}
