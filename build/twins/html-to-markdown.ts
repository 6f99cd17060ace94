// A page's compiled HTML back to clean Markdown, for its Markdown twin. The compiled tree carries what the
// source does not say plainly (generated API pages, resolved links, highlighted code), so the twin is made
// from it: our own markup first becomes plain HTML (code blocks, admonitions, install tabs, heading anchors,
// the API pages' English originals), then hast-util-to-mdast and mdast-util-to-markdown do the rest.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { CODE_BLOCK_BUTTONS_HTML } from '../markdown/code-block-buttons.ts';
import { API_ORIGINAL_DIRECTIVE } from '../markdown/remark-api-originals.ts';
import { hastFromHtml } from './hast-from-html.ts';
import { defaultHandlers, toMdast, type Handle, type Options as ToMdastOptions } from 'hast-util-to-mdast';
import { toString } from 'hast-util-to-string';
import type { Code } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { rootWithNarrowEscapes } from './unsafe-patterns-filter.ts';

/** Elements that exist only for the screen: buttons, icons, anchors to themselves, the English originals. */
const SCREEN_ONLY = ['hash-link', 'code-block-buttons', 'admonition-icon', 'install-tabs-list', API_ORIGINAL_DIRECTIVE];

/** Markdown of `html` with every link and image made absolute against `pageUrl`. */
export function htmlToMarkdown(html: string, pageUrl: URL): string {
  const tree = hastFromHtml(withoutScreenMarkup(html));
  tree.children = plainChildren(tree.children, pageUrl) as RootContent[];
  // The tree is this call's own: the bundles' hast-util-to-mdast (patched, bin/cli-bundle.mjs) then skips copying it.
  const mdast = toMdast(tree, { handlers: { pre: codeWithMeta }, mutateTree: true } as ToMdastOptions);
  return toMarkdown(mdast, TO_MARKDOWN).trim();
}

// Made once: each call of gfmToMarkdown makes new unsafe patterns, whose regular expressions mdast-util-to-markdown
// compiles on first use and keeps on the pattern, so a fresh set per twin would compile them again for every page.
const TO_MARKDOWN: ToMarkdownOptions = {
  handlers: { root: rootWithNarrowEscapes }, extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', fences: true, rule: '-', emphasis: '*', strong: '*',
};

// A highlighted block's spans carry only colours, and its twin takes only its text (codeBlock): dropped before
// parsing, they are not made into thousands of nodes. The code itself holds no `</pre>`: its `<` is escaped. The
// blocks' button bars, which a twin never shows, are dropped before parsing too.
const HIGHLIGHTED_BLOCK = /<pre class="shiki[^>]*>[\s\S]*?<\/pre>/g;
const SPAN_TAG = /<\/?span\b[^>]*>/g;
const withoutScreenMarkup = (html: string) =>
  html.replace(HIGHLIGHTED_BLOCK, (block) => block.replace(SPAN_TAG, '')).replace(CODE_BLOCK_BUTTONS_HTML, '');

// The default code handler, plus the language and title our code blocks carry on their wrapper.
const codeWithMeta: Handle = (state, node: Element) => {
  const code = defaultHandlers.pre!(state, node) as Code;
  const language = node.properties.dataLanguage;
  if (typeof language === 'string' && language !== 'text') code.lang = language;
  const title = node.properties.dataTitle;
  if (typeof title === 'string' && title !== '') code.meta = `title=${JSON.stringify(title)}`;
  return code;
};

function plainChildren(children: readonly ElementContent[] | readonly RootContent[], pageUrl: URL): ElementContent[] {
  return children.flatMap((child) => (child.type === 'element' ? plainElement(child, pageUrl) : child.type === 'doctype' ? [] : [child as ElementContent]));
}

// One element as the plain HTML it stands for.
function plainElement(node: Element, pageUrl: URL): ElementContent[] {
  const classes = classList(node);
  if (node.tagName === 'button' || node.tagName === 'svg' || SCREEN_ONLY.some((name) => classes.includes(name))) return [];
  if (classes.includes('code-block')) return [codeBlock(node)];
  if (classes.includes('install-tabs')) return installTabs(node, pageUrl);
  if (node.tagName === 'aside' && classes.includes('admonition')) return [admonition(node, pageUrl)];
  for (const attribute of ['href', 'src'] as const) {
    const value = node.properties[attribute];
    if (typeof value === 'string') node.properties[attribute] = absolute(value, pageUrl);
  }
  node.children = plainChildren(node.children, pageUrl);
  return [node];
}

// `<pre data-language data-title><code>`: the highlighted spans' text, which is exactly the code.
function codeBlock(node: Element): Element {
  const language = node.properties.dataLanguage;
  const titleElement = findElement(node, (element) => classList(element).includes('code-block-title'));
  const title = titleElement ? toString(titleElement).trim() : undefined;
  const pre = findElement(node, (element) => element.tagName === 'pre');
  return {
    type: 'element',
    tagName: 'pre',
    properties: { dataLanguage: typeof language === 'string' ? language : undefined, dataTitle: title },
    children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: pre ? toString(pre) : '' }] }],
  };
}

// Tabs of install commands: one code block per package manager, titled with its name.
function installTabs(node: Element, pageUrl: URL): ElementContent[] {
  return findElements(node, (element) => element.properties.role === 'tabpanel')
    .flatMap((panel) => {
      const manager = panel.properties.dataManager;
      const blocks = plainChildren(panel.children, pageUrl).filter((child): child is Element => child.type === 'element' && child.tagName === 'pre');
      for (const block of blocks) block.properties.dataTitle = typeof manager === 'string' ? manager : undefined;
      return blocks;
    });
}

// An admonition as a blockquote whose first line is its Chinese title in bold.
function admonition(node: Element, pageUrl: URL): Element {
  const title = findElement(node, (element) => classList(element).includes('admonition-title'));
  const content = findElement(node, (element) => classList(element).includes('admonition-content'));
  const heading: Element = { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: title ? toString(title).trim() : '' }] }] };
  return { type: 'element', tagName: 'blockquote', properties: {}, children: [heading, ...plainChildren(content?.children ?? [], pageUrl)] };
}

function absolute(value: string, pageUrl: URL): string {
  try {
    return new URL(value, pageUrl).href;
  } catch {
    return value;
  }
}

function classList(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

// Elements under `node` that pass `test`, depth first, without looking inside a match (a code block's
// thousands of highlighting spans are never walked once its <pre> is found).
function findElements(node: Element | Root, test: (element: Element) => boolean, limit = Infinity): Element[] {
  const found: Element[] = [];
  const walk = (parent: Element | Root) => {
    for (const child of parent.children) {
      if (found.length >= limit) return;
      if (child.type !== 'element') continue;
      if (test(child)) found.push(child);
      else walk(child);
    }
  };
  walk(node);
  return found;
}

function findElement(node: Element, test: (element: Element) => boolean): Element | undefined {
  return findElements(node, test, 1)[0];
}
