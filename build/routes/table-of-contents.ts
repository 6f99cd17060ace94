// Nests a page's headings into a table of contents between two heading levels.
import type { CompiledHeading } from '../markdown/types.ts';
import type { TocEntry } from '../../theme/lib/view-model.ts';

/** Builds the TOC tree from headings within [minLevel, maxLevel]; deeper headings nest under shallower ones. */
export function buildTableOfContents(headings: CompiledHeading[], minLevel: number, maxLevel: number): TocEntry[] {
  const root: TocEntry[] = [];
  const stack: TocEntry[] = [];
  for (const heading of headings) {
    if (heading.depth < minLevel || heading.depth > maxLevel) continue;
    const entry: TocEntry = { id: heading.id, html: heading.html, level: heading.depth, children: [] };
    while (stack.length && stack[stack.length - 1]!.level >= entry.level) stack.pop();
    const parent = stack[stack.length - 1];
    (parent ? parent.children : root).push(entry);
    stack.push(entry);
  }
  return root;
}
