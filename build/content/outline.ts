// Stand-ins for Markdown files not compiled yet, so the dev server can build the route graph and render the
// first page it is asked for before the rest of the site is compiled. A stand-in is plain data: the file's first
// H1, which page titles fall back to (sidebars, breadcrumbs, previous/next read only titles), found by parsing
// only the text up to it. A page that shows more of a file has it compiled first (build/output/render-early.ts).
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkCjkFriendly from 'remark-cjk-friendly';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkHeadingIds } from '../markdown/remark-heading-ids.ts';
import type { PageOutline } from '../markdown/types.ts';
import type { ContentFile } from './types.ts';

// The remark plugins that decide what a heading's text is; the rest of the pipeline does not change it.
const headingParser = unified().use(remarkParse).use(remarkGfm).use(remarkCjkFriendly).use(remarkDirective).use(remarkHeadingIds).freeze();

// A line that may end an H1: an ATX `# Title` or a setext underline `===`, also inside quotes and list items.
const headingLine = /^[ \t>*+\-\d.)]*(?:#(?:[ \t]|$)|=+[ \t]*$)/;
const MAX_PARTIAL_PARSES = 4;

/** The text of the file's first H1 as the compiled page would have it, or undefined when it has none. */
export function firstHeadingOf(markdown: string): string | undefined {
  let end = 0;
  let tries = 0;
  for (const line of markdown.split('\n')) {
    end += line.length + 1;
    // Parse only up to a line that could be the heading; a `#` inside a code fence is no heading, so go on,
    // but only a few times: past that, one parse of the whole file is cheaper.
    if (!headingLine.test(line)) continue;
    if (++tries > MAX_PARTIAL_PARSES) break;
    const heading = findFirstH1(parse(markdown.slice(0, end)));
    if (heading) return textOf(heading);
  }
  const heading = tries > MAX_PARTIAL_PARSES ? findFirstH1(parse(markdown)) : undefined;
  return heading && textOf(heading);
}

function parse(markdown: string): Root {
  return headingParser.runSync(headingParser.parse(markdown)) as Root;
}

function textOf(heading: Heading): string {
  return toString(heading, { includeHtml: false }).trim();
}

/** A stand-in for `file`'s compiled form: its first heading when its front matter names no title. */
export function outlineOf(file: ContentFile): PageOutline {
  const firstHeading = file.frontMatter.title === undefined ? firstHeadingOf(file.body) : undefined;
  return firstHeading === undefined ? { outline: true } : { outline: true, firstHeading };
}

function findFirstH1(tree: Root): Heading | undefined {
  const pending: { children?: unknown[] }[] = [tree];
  // Depth first, in document order, as the compiled page is searched.
  while (pending.length > 0) {
    const node = pending.shift()! as { type?: string; depth?: number; children?: unknown[] };
    if (node.type === 'heading' && node.depth === 1) return node as Heading;
    if (node.children) pending.unshift(...(node.children as { children?: unknown[] }[]));
  }
  return undefined;
}
