// A page's content as Markdown, for its Markdown twin, made from the compiled hast tree where the compile has it: the
// tree carries what the source does not say plainly (generated API pages, resolved links, install tabs), and no HTML is
// parsed again. Our own markup first becomes plain hast (code blocks, admonitions, install tabs; heading anchors,
// buttons and the API pages' English originals dropped), then hast-util-to-mdast and mdast-util-to-markdown do the rest.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { defaultHandlers, toMdast, type Handle, type Options as ToMdastOptions } from 'hast-util-to-mdast';
import { toString } from 'hast-util-to-string';
import type { Code, Root as MdastRoot } from 'mdast';
import { fenceCode } from './rehype-code-blocks.ts';
import { API_ORIGINAL_DIRECTIVE } from './remark-api-originals.ts';
import { absolute, DOC_CARD_LIST_MARK, markdownText } from './markdown-text.ts';

/** Elements that exist only for the screen: buttons, icons, anchors to themselves, the English originals. */
const SCREEN_ONLY = ['hash-link', 'code-block-buttons', 'admonition-icon', 'install-tabs-list', API_ORIGINAL_DIRECTIVE];

/**
 * The Markdown of a compiled page's tree, every link and image made absolute against `pageUrl`. Converts `tree` in
 * place: call it once the HTML is written.
 */
export function contentMarkdown(tree: Root, pageUrl: URL): string {
  const root: Root = { type: 'root', children: plainChildren(tree.children, pageUrl) as RootContent[] };
  // The tree is this call's own: the bundles' hast-util-to-mdast (patched, bin/cli-bundle.mjs) then skips copying it.
  // A root converts to a root.
  const mdast = toMdast(root, { handlers: { pre: codeWithMeta }, mutateTree: true } as ToMdastOptions) as MdastRoot;
  return markdownText(mdast);
}

// The default code handler, plus the language and title our code blocks carry on their wrapper.
const codeWithMeta: Handle = (state, node: Element) => {
  const code = defaultHandlers.pre!(state, node) as Code;
  const language = node.properties.dataLanguage;
  if (typeof language === 'string' && language !== 'text') code.lang = language;
  const title = node.properties.dataTitle;
  if (typeof title === 'string' && title !== '') code.meta = `title=${JSON.stringify(title)}`;
  return code;
};

// Elements as the plain hast they stand for; comments (the author's, which readers never see) go, and the card
// list's placeholder becomes the comment DOC_CARD_LIST_MARK.
function plainChildren(children: readonly (ElementContent | RootContent)[], pageUrl: URL): ElementContent[] {
  const plain: ElementContent[] = [];
  for (const child of children) {
    if (child.type === 'element') plain.push(...plainElement(child, pageUrl));
    else if (child.type === 'text') plain.push(child);
  }
  return plain;
}

// One element as the plain hast it stands for.
function plainElement(node: Element, pageUrl: URL): ElementContent[] {
  const classes = classList(node);
  if (node.tagName === 'button' || node.tagName === 'svg' || SCREEN_ONLY.some((name) => classes.includes(name))) return [];
  if (node.tagName === 'div' && node.properties.dataDocCardList !== undefined) return [{ type: 'comment', value: DOC_CARD_LIST_MARK.slice(4, -3) }];
  if (classes.includes('code-block')) return [codeBlock(node)];
  if (classes.includes('install-tabs')) return installTabs(node);
  if (node.tagName === 'aside' && classes.includes('admonition')) return [admonition(node, pageUrl)];
  for (const attribute of ['href', 'src'] as const) {
    const value = node.properties[attribute];
    if (typeof value === 'string') node.properties[attribute] = absolute(value, pageUrl);
  }
  node.children = plainChildren(node.children, pageUrl);
  return [node];
}

// `<pre data-language data-title><code>`: the fence's code, as rehype-code-blocks highlighted it (hand-written HTML
// that shares the class gives the text of its <pre>).
function codeBlock(node: Element, title = codeBlockTitle(node)): Element {
  const language = node.properties.dataLanguage;
  const code = fenceCode(node) ?? toString(findElement(node, (element) => element.tagName === 'pre') ?? { type: 'text', value: '' });
  return {
    type: 'element',
    tagName: 'pre',
    properties: { dataLanguage: typeof language === 'string' ? language : undefined, dataTitle: title },
    children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: code }] }],
  };
}

// The title bar, when the block has one, is its first child.
function codeBlockTitle(node: Element): string | undefined {
  const first = node.children[0];
  return first?.type === 'element' && classList(first).includes('code-block-title') ? toString(first).trim() : undefined;
}

// Tabs of install commands: one code block per package manager, titled with its name.
function installTabs(node: Element): ElementContent[] {
  return findElements(node, (element) => element.properties.role === 'tabpanel').flatMap((panel) => {
    const manager = panel.properties.dataManager;
    return findElements(panel, (element) => classList(element).includes('code-block'))
      .map((block) => codeBlock(block, typeof manager === 'string' ? manager : undefined));
  });
}

// An admonition as a blockquote whose first line is its Chinese title in bold.
function admonition(node: Element, pageUrl: URL): Element {
  const title = findElement(node, (element) => classList(element).includes('admonition-title'));
  const content = findElement(node, (element) => classList(element).includes('admonition-content'));
  const heading: Element = { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: title ? toString(title).trim() : '' }] }] };
  return { type: 'element', tagName: 'blockquote', properties: {}, children: [heading, ...plainChildren(content?.children ?? [], pageUrl)] };
}

// Unified's elements carry `className` as a list; Shiki's carry `class` as a string.
function classList(node: Element): string[] {
  const { className, class: classText } = node.properties;
  if (Array.isArray(className)) return className.map(String);
  return typeof classText === 'string' ? classText.split(/\s+/) : [];
}

// Elements under `node` that pass `test`, depth first, without looking inside a match (a code block's
// thousands of highlighting spans are never walked once it is found).
function findElements(node: Element, test: (element: Element) => boolean, limit = Infinity): Element[] {
  const found: Element[] = [];
  const walk = (parent: Element) => {
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
