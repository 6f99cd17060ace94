// remark-code-meta: copies each code block's meta string (`title="app.js" {1,3}`) onto the <code>
// element as `data-meta`. mdast-util-to-hast keeps meta in `data`, which rehype-raw drops, and the
// attribute also tells rehype-code-blocks that this <pre> came from a Markdown fence, not raw HTML.
import type { Root } from 'mdast';
import { visit } from '../visit-parents.ts';

/** Marks every Markdown code block with a `data-meta` attribute holding its meta string ('' if none). */
export function remarkCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (node) => {
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, dataMeta: node.meta ?? '' };
    });
  };
}
