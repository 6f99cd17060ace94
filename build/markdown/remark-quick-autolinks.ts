// remark-quick-autolinks: GFM's autolink literals (bare `https://…`, `www.…` and e-mail addresses becoming links)
// are found by a transform that walks the whole tree and tries four patterns on every text node
// (mdast-util-gfm-autolink-literal). A text node can match only if it holds `http://`, `https://`, `www.` or `@`,
// and most pages have none outside their code, so the transform runs only on trees where some text node does.
// Use it right after remark-gfm, whose transform it wraps.
import type { Nodes, Root } from 'mdast';
import type { Extension, Transform } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import type { Processor } from 'unified';

// What each of the transform's patterns needs in a text node (case-insensitive, as the URL pattern is).
const MAY_AUTOLINK = /https?:\/\/|www\.|@/i;

// The transform, one function for every call of the extension's factory (remark-gfm's included).
const autolinkTransform = gfmAutolinkLiteralFromMarkdown().transforms![0]!;

/** Makes remark-gfm's autolink-literal transform skip trees without text it could link. */
export function remarkQuickAutolinks(this: Processor) {
  const data = this.data();
  let found = false;
  const quickened = (extension: Extension): Extension => {
    if (!extension.transforms?.includes(autolinkTransform)) return extension;
    found = true;
    return withQuickAutolinks(extension);
  };
  data.fromMarkdownExtensions = (data.fromMarkdownExtensions ?? []).map((entry) => (Array.isArray(entry) ? entry.map(quickened) : quickened(entry)));
  // Another copy of mdast-util-gfm-autolink-literal (a bundle that inlines remark-gfm but not this package) has
  // another transform function: fail here rather than quietly compile at the old speed.
  if (!found) throw new Error('remark-quick-autolinks: no autolink-literal transform of remark-gfm to wrap (use it right after remark-gfm, with one copy of mdast-util-gfm-autolink-literal)');
}

function withQuickAutolinks(extension: Extension): Extension {
  return { ...extension, transforms: extension.transforms!.map((transform) => (transform === autolinkTransform ? quickAutolinks : transform)) };
}

const quickAutolinks: Transform = (tree) => (mayAutolink(tree) ? autolinkTransform(tree) : undefined);

/** True if some text node of `node` holds what an autolink literal starts with. */
export function mayAutolink(node: Nodes | Root): boolean {
  if (node.type === 'text') return MAY_AUTOLINK.test(node.value);
  return 'children' in node && node.children.some(mayAutolink);
}
