// rehype-raw-when-needed: runs rehype-raw only on documents that contain raw HTML. rehype-raw
// re-parses the whole tree through parse5, a cost that pages of plain Markdown need not pay.
import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import { EXIT, visit } from '../visit-parents.ts';
import type { VFile } from 'vfile';

function containsRawHtml(tree: Root): boolean {
  let found = false;
  visit(tree, 'raw', () => {
    found = true;
    return EXIT;
  });
  return found;
}

/** Parses raw HTML nodes into elements, skipping the work when the document has none. */
export function rehypeRawWhenNeeded() {
  const parseRawHtml = rehypeRaw();
  return (tree: Root, file: VFile): Root | undefined =>
    containsRawHtml(tree) ? parseRawHtml(tree, file) : undefined;
}
