// remark-heading-ids: `## 标题 {#english-id}` gives the heading the id `english-id` and drops the
// `{#…}` text. Headings without one are left for rehype-slug (github-slugger, which keeps Chinese).
import type { Heading, Root } from 'mdast';
import { visit } from '../visit-parents.ts';

// Docusaurus syntax; the id must be one run of non-space characters so `{#a b}` stays prose.
const explicitId = /\s*\{#([^\s{}]+)\}\s*$/;

function takeExplicitId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = explicitId.exec(last.value);
  if (!match?.[1]) return undefined;
  last.value = last.value.slice(0, match.index);
  // After inline code (``## `load` {#load}``) the text node held only the id: drop it.
  if (last.value === '') heading.children.pop();
  return match[1];
}

/** Applies explicit `{#id}` heading ids and removes their source text from the heading. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (heading) => {
      const id = takeExplicitId(heading);
      if (id === undefined) return;
      heading.data ??= {};
      heading.data.hProperties = { ...heading.data.hProperties, id };
    });
  };
}
