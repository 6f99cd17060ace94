// rehype-collect-search-blocks: reads the page's searchable blocks from the finished tree into `file.data`,
// so the search index is built from what compiling already walked and no page's HTML is parsed again. A
// block is a heading (h2–h6) or a run of text ended by a block element (paragraph, list item, table row…);
// the search step turns each into a DocSearch record (build/search/page-records.ts).
import type { Element, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import type { SearchBlock } from './types.ts';
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

/** Returns the tree's searchable blocks in document order. An H1 gives none: the page title stands for it. */
export function searchBlocksOf(tree: Root): SearchBlock[] {
  const blocks: SearchBlock[] = [];
  let text = '';
  let heading: { level: number; id: string | null; text: string } | undefined;

  const flushText = () => {
    const content = collapse(text);
    text = '';
    if (content) blocks.push({ level: 0, id: null, text: content });
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
      if (heading.level > 1) blocks.push({ level: heading.level, id: heading.id, text: collapse(heading.text) });
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
  return blocks;
}

/** Records the tree's searchable blocks in `file.data.searchBlocks`. */
export function rehypeCollectSearchBlocks() {
  return (tree: Root, file: VFile) => {
    file.data.searchBlocks = searchBlocksOf(tree);
  };
}
