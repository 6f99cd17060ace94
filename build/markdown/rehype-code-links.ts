// rehype-code-links: links names inside a highlighted code block whose fence asks for it with
// `links="Name=url Other=url"` in its meta (the API pages link every documented type in their
// signatures this way, as TypeDoc does). The highlighting stays: each link sits inside its token's
// <span> and takes the token's colour. A name is linked where it stands as a type, not where it names a
// property, a parameter or a call: not after `.`, not before `:`, `?:` or `(`. Internal URLs get the
// base URL and are recorded for the link checker; the `links` part leaves the block's `data-meta`.
import type { Element, ElementContent, Root, Text } from 'hast';
import { SKIP, visit } from '../visit-parents.ts';
import type { VFile } from 'vfile';
import { isHighlightedBlock } from './rehype-code-blocks.ts';
import { withBaseUrl } from './remark-internal-links.ts';
import type { MarkdownCompilerOptions } from './types.ts';
import type {} from './file-data.ts';

/** What the plugin needs from the build: the base URL internal links are served under. */
export type Options = Pick<MarkdownCompilerOptions, 'baseUrl'>;

const linksPattern = /(?:^|\s)links="([^"]*)"/;
const identifier = /[A-Za-z_$][\w$]*/g;

/** The `links="…"` map of a fence's meta string, and the meta without it. */
export function readCodeLinks(meta: string): { links: Map<string, string>; meta: string } {
  const match = linksPattern.exec(meta);
  if (!match) return { links: new Map(), meta };
  const links = new Map<string, string>();
  for (const pair of match[1]!.split(/\s+/)) {
    const equals = pair.indexOf('=');
    if (equals > 0) links.set(pair.slice(0, equals), pair.slice(equals + 1));
  }
  return { links, meta: (meta.slice(0, match.index) + meta.slice(match.index + match[0].length)).trim() };
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// The text nodes of one line in order, each with where it starts in the line's text.
function textNodesOf(line: Element): Array<{ node: Text; parent: Element; start: number }> {
  const found: Array<{ node: Text; parent: Element; start: number }> = [];
  let offset = 0;
  const walk = (element: Element) => {
    for (const child of element.children) {
      if (child.type === 'text') {
        found.push({ node: child, parent: element, start: offset });
        offset += child.value.length;
      } else if (child.type === 'element') walk(child);
    }
  };
  walk(line);
  return found;
}

function linkLine(line: Element, links: ReadonlyMap<string, string>, href: (url: string) => string): void {
  const texts = textNodesOf(line);
  const text = texts.map((entry) => entry.node.value).join('');
  const cuts = new Map<Text, Array<{ from: number; to: number; url: string }>>();
  for (const match of text.matchAll(identifier)) {
    const url = links.get(match[0]);
    const from = match.index;
    const to = from + match[0].length;
    if (url === undefined || text[from - 1] === '.' || /^(?:\??:|\()/.test(text.slice(to))) continue;
    // A name split over two tokens is left as it is (the highlighter keeps identifiers whole).
    const entry = texts.find((candidate) => candidate.start <= from && to <= candidate.start + candidate.node.value.length);
    if (!entry) continue;
    const list = cuts.get(entry.node) ?? cuts.set(entry.node, []).get(entry.node)!;
    list.push({ from: from - entry.start, to: to - entry.start, url });
  }
  for (const { node, parent } of texts) {
    const list = cuts.get(node);
    if (!list) continue;
    const pieces: ElementContent[] = [];
    let last = 0;
    for (const { from, to, url } of list) {
      if (from > last) pieces.push({ type: 'text', value: node.value.slice(last, from) });
      pieces.push({ type: 'element', tagName: 'a', properties: { href: href(url), className: ['code-link'] }, children: [{ type: 'text', value: node.value.slice(from, to) }] });
      last = to;
    }
    if (last < node.value.length) pieces.push({ type: 'text', value: node.value.slice(last) });
    parent.children.splice(parent.children.indexOf(node), 1, ...pieces);
  }
}

// Shiki writes `class` as a string, hast builders a `className` array.
function hasClass(node: Element, name: string): boolean {
  const classes = node.properties.className ?? node.properties.class;
  return (Array.isArray(classes) ? classes.map(String) : String(classes ?? '').split(' ')).includes(name);
}

/** Links the names a code block's `links="…"` meta lists, inside its highlighted tokens. */
export function rehypeCodeLinks(options: Options) {
  return (tree: Root, file: VFile) => {
    const references = (file.data.references ??= []);
    visit(tree, 'element', (node) => {
      if (!hasClass(node, 'code-block')) return;
      const { links, meta } = readCodeLinks(String(node.properties.dataMeta ?? ''));
      if (links.size === 0) return isHighlightedBlock(node) ? SKIP : undefined;
      if (meta) node.properties.dataMeta = meta;
      else delete node.properties.dataMeta;
      const href = (written: string) => {
        // Percent-encoded like a Markdown link's URL (`#使用类数组对象` → `#%E4%BD%BF…`), so both point alike.
        const url = written.replace(/[^\x21-\x7e]+/gu, (characters) => encodeURIComponent(characters));
        if (!url.startsWith('/')) return url;
        const line = node.position?.start;
        references.push({ kind: 'link', target: decoded(url), line: line?.line ?? 0, column: line?.column ?? 0 });
        return withBaseUrl(options.baseUrl, url);
      };
      visit(node, 'element', (line) => {
        if (line.tagName === 'span' && hasClass(line, 'line')) linkLine(line, links, href);
      });
      return SKIP;
    });
  };
}
