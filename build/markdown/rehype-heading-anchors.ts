// rehype-heading-anchors: appends `<a class="hash-link" href="#id">#</a>` to every h2–h6 with an id,
// so readers can copy a link to any section. Runs after rehype-slug (which gives the ids) and after
// rehype-collect-document, so the `#` never leaks into headings, the TOC or the search text.
import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { isHighlightedBlock } from './rehype-code-blocks.ts';
import { SKIP, visit } from '../visit-parents.ts';
import { headingDepth, isScreenReaderOnly } from './heading-elements.ts';

// Docusaurus's zh-Hans wording ("{heading}的直接链接"); belongs in theme/lib/strings.ts once that
// table gains a `headingLink` entry.
const anchorLabel = (heading: string) => `${heading}的直接链接`;

/** Appends a `hash-link` anchor to each h2–h6 that has an id. */
export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (isHighlightedBlock(node)) return SKIP;
      const depth = headingDepth(node);
      const id = node.properties.id;
      if (depth === undefined || depth < 2 || typeof id !== 'string' || isScreenReaderOnly(node)) return;
      const label = anchorLabel(toString(node).trim());
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: label, title: label },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
