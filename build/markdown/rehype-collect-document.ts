// rehype-collect-document: reads what the build needs from the finished tree into `file.data`:
// headings (h2–h6) with ids, the first H1's text, every id, and from the readable text its reading time and first
// sentence (counted here, in the compile workers, rather than from the whole text again while rendering).
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import type { VFile } from 'vfile';
import { isHighlightedBlock } from './rehype-code-blocks.ts';
import { SKIP, visit } from '../visit-parents.ts';
import { headingDepth, isScreenReaderOnly } from './heading-elements.ts';
import { invisibleCharacterIn } from './invisible-characters.ts';
import { firstSentence } from './page-description.ts';
import { readingTimeMinutes } from './reading-time.ts';
import type { CompiledHeading } from './types.ts';
import { reportMarkdownWarning } from './markdown-warnings.ts';
import { THEME_ELEMENT_IDS } from '../../theme/lib/constants.ts';
import type {} from './file-data.ts';

const fragmentSerializer = unified().use(rehypeStringify).freeze();

// Elements after which a reader sees a line break, so plain text keeps words apart.
const blockElements = new Set([
  'address', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'table',
  'td', 'th', 'tr', 'ul',
]);
// Not prose: scripts, styles, icons; GFM's "↩" back-links and screen-reader-only "脚注" label are
// skipped below too.
const skippedElements = new Set(['script', 'style', 'template', 'svg']);

function isSkipped(node: Element): boolean {
  return skippedElements.has(node.tagName) || node.properties.dataFootnoteBackref !== undefined || isScreenReaderOnly(node);
}

function collectText(node: RootContent | Root, parts: string[]): void {
  if (node.type === 'text') parts.push(node.value);
  if (node.type !== 'element' && node.type !== 'root') return;
  if (node.type === 'element' && isSkipped(node)) return;
  for (const child of node.children) collectText(child, parts);
  if (node.type === 'element' && blockElements.has(node.tagName)) parts.push('\n');
}

/** Returns the document's readable text: one line per block, spaces collapsed, no empty lines. */
function plainTextOf(tree: Root): string {
  const parts: string[] = [];
  collectText(tree, parts);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

function toHeading(node: Element, depth: number, id: string): CompiledHeading {
  const children: ElementContent[] = node.children;
  return {
    depth,
    id,
    html: fragmentSerializer.stringify({ type: 'root', children }).trim(),
    text: toString(node).trim(),
    line: node.position?.start.line ?? 0,
  };
}

/** Records headings, the first H1, all ids, and the reading time and first sentence of the tree's text in `file.data`. */
export function rehypeCollectDocument() {
  return (tree: Root, file: VFile) => {
    const headings: CompiledHeading[] = [];
    const ids: string[] = [];
    const seen = new Set<string>();
    visit(tree, 'element', (node) => {
      if (isHighlightedBlock(node)) return SKIP;
      const id = node.properties.id;
      if (typeof id === 'string') {
        // A second element with an id is never reached by a link to it; one of the theme's ids breaks its skip link or drawer.
        if (seen.has(id)) reportMarkdownWarning(file, 'duplicate-id', `本页两次使用了 id ${JSON.stringify(id)}，指向 #${id} 的链接只能到达第一个`, node);
        else if (THEME_ELEMENT_IDS.includes(id)) reportMarkdownWarning(file, 'duplicate-id', `id ${JSON.stringify(id)} 是主题在每一页上自有元素的 id，请换一个`, node);
        seen.add(id);
        ids.push(id);
      }
      const depth = headingDepth(node);
      if (depth !== undefined) {
        // A heading is a title, a TOC entry and a search hit: a character that shows nothing (or reverses the text) warns.
        const invisible = invisibleCharacterIn(toString(node));
        if (invisible) reportMarkdownWarning(file, 'invisible-character', `标题中含有 ${invisible}，这是会不可见地出现在页面上的控制字符或文字方向字符`, node);
      }
      if (depth === 1 && file.data.firstHeading === undefined) file.data.firstHeading = toString(node).trim();
      if (depth !== undefined && depth >= 2 && typeof id === 'string' && !isScreenReaderOnly(node)) {
        headings.push(toHeading(node, depth, id));
      }
    });
    file.data.headings = headings;
    file.data.ids = ids;
    const text = plainTextOf(tree);
    file.data.readingTimeMinutes = readingTimeMinutes(text);
    file.data.firstSentence = firstSentence(text);
  };
}
