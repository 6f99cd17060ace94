// Compiled HTML to hast with htmlparser2, for tests that need many pages' trees (test/build/package-patches.test.ts): the
// HTML is our own pipeline's output, so there is no broken markup to recover from.
import type { Element, ElementContent, Root } from 'hast';
import { parseDocument } from 'htmlparser2';
import { find, html } from 'property-information';

// htmlparser2's own node type (its domhandler, not a copy of ours that could be another major).
type ChildNode = ReturnType<typeof parseDocument>['children'][number];

/** The hast tree of an HTML fragment. */
export function hastFromHtml(source: string): Root {
  return { type: 'root', children: convert(parseDocument(source).children) };
}

function convert(nodes: readonly ChildNode[]): ElementContent[] {
  const result: ElementContent[] = [];
  for (const node of nodes) {
    if (node.type === 'text') result.push({ type: 'text', value: node.data });
    else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      const element: Element = { type: 'element', tagName: node.name, properties: {}, children: convert(node.children) };
      for (const [name, value] of Object.entries(node.attribs)) {
        const info = find(html, name);
        element.properties[info.property] = info.spaceSeparated || info.commaSeparated
          ? value.split(info.commaSeparated ? ',' : /\s+/).map((part) => part.trim()).filter(Boolean)
          : info.boolean ? true : info.number && value !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
      }
      result.push(element);
    }
  }
  return result;
}
