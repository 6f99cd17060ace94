// rehype-compact-code: a highlighted token drawn in its block's own default colours needs no <span> of its own, since
// it inherits them from the <pre> (in both colour modes: the dark colour is a custom property, which inherits too).
// Shiki still wraps every such token; this unwraps them and joins the text they leave side by side: many tokens, and
// much of the code blocks' HTML, with no visible change. The other tokens' inline colours become classes
// (token-colour-classes.ts). It runs after rehype-code-links, which looks for names token by token.
import type { Element, ElementContent, Root } from 'hast';
import { TOKEN_COLOUR_CLASSES } from './token-colour-classes.ts';
import { visit } from '../visit-parents.ts';

/** Unwraps the token spans of every Shiki block that carry exactly the block's default colours, and gives the others their colours' class. */
export function rehypeCompactCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'pre' || !hasClass(node, 'shiki')) return;
      compactTokens(node, defaultColours(String(node.properties.style ?? '')));
      return 'skip';
    });
  };
}

// The block's `color` and `--shiki-dark`, as a token's style attribute spells them (lower case for comparing).
function defaultColours(style: string): string | undefined {
  const light = /(?:^|;)color:([^;]+)/.exec(style)?.[1];
  const dark = /(?:^|;)--shiki-dark:([^;]+)/.exec(style)?.[1];
  return light && dark ? `color:${light};--shiki-dark:${dark}`.toLowerCase() : undefined;
}

function compactTokens(parent: Element, defaults: string | undefined): void {
  // A token holds its text alone: nothing to join or unwrap inside it (most elements of a block are such tokens).
  if (parent.children.length === 1 && parent.children[0]!.type === 'text') return;
  const children: ElementContent[] = [];
  const add = (node: ElementContent) => {
    const last = children.at(-1);
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else children.push(node.type === 'text' ? { ...node } : node);
  };
  for (const child of parent.children) {
    if (child.type !== 'element') {
      add(child);
      continue;
    }
    compactTokens(child, defaults);
    const colours = tokenColours(child);
    if (colours !== undefined && colours === defaults) {
      for (const node of child.children) add(node);
      continue;
    }
    const colourClass = colours === undefined ? undefined : TOKEN_COLOUR_CLASSES.get(colours);
    if (colourClass) child.properties = { className: [colourClass] };
    add(child);
  }
  parent.children = children;
}

// A token's style attribute in lower case, when the element is a token: a span with its colours and nothing else.
function tokenColours(node: Element): string | undefined {
  const { style } = node.properties;
  return node.tagName === 'span' && style !== undefined && hasOneProperty(node) ? lowerCase(String(style)) : undefined;
}

function hasOneProperty(node: Element): boolean {
  let count = 0;
  for (const name in node.properties) if (Object.hasOwn(node.properties, name)) count++;
  return count === 1;
}

// Each style attribute in lower case, made once: a site's blocks use a few dozen colour pairs, in every token.
const lowerCased = new Map<string, string>();
function lowerCase(style: string): string {
  let lower = lowerCased.get(style);
  if (lower === undefined) lowerCased.set(style, (lower = style.toLowerCase()));
  return lower;
}

// Shiki's own nodes carry `class` as a string; nodes made by unified carry `className` as a list.
function hasClass(node: Element, name: string): boolean {
  const { className, class: classText } = node.properties;
  const names = Array.isArray(className) ? className : String(classText ?? '').split(' ');
  return names.includes(name);
}
