// remark-doc-card-list: the `::doc-card-list` leaf directive becomes `<div data-doc-card-list></div>`,
// recorded in `file.data.directives`; the theme later puts the category's cards in its place.
import type { Root } from 'mdast';
import type {} from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit } from '../visit-parents.ts';
import type {} from './file-data.ts';

/** Name of the leaf directive that lists the current category's pages as cards. */
export const DOC_CARD_LIST_DIRECTIVE = 'doc-card-list';

export { DOC_CARD_LIST_PLACEHOLDER } from '../../theme/lib/constants.ts';

/** Replaces `::doc-card-list` with a placeholder element and records where it was used. */
export function remarkDocCardList() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'leafDirective', (node) => {
      if (node.name !== DOC_CARD_LIST_DIRECTIVE || node.data?.hName !== undefined) return;
      node.children = [];
      // An empty string, not `true`: it then prints as `=""` whether or not rehype-raw re-parsed the page.
      node.data = { hName: 'div', hProperties: { dataDocCardList: '' } };
      (file.data.directives ??= []).push({ name: node.name, line: node.position?.start.line ?? 0 });
    });
  };
}
