// A hast tree as compact JSON, for the code-block cache. A highlighted block is hundreds of token spans, each
// `{"type":"element","tagName":"span","properties":{"style":"color:…"},"children":[{"type":"text","value":"…"}]}`
// as plain JSON, with a few dozen distinct property sets between them. Here an element is an array (its tag, the
// number of its properties in a shared table, its children) and a text node its string: about a fifth of the
// characters, so less to stringify in a worker, to send, to write to disk and to parse again.
import type { Element, ElementContent, Properties } from 'hast';

/** A node as stored: text as its string, an element as [tag, properties' index, ...children], anything else as it is. */
type Stored = string | [string, number, ...Stored[]] | Record<string, unknown>;

/** The JSON of a compacted tree: its distinct property sets and the tree. */
interface CompactTree {
  p: Properties[];
  n: Stored;
}

/** The compact JSON of `node`; `hastFromCompactJson` gives back a tree equal to it. */
export function compactHastJson(node: ElementContent): string {
  const properties: Properties[] = [];
  const indexes = new Map<string, number>();
  const indexOf = (value: Properties): number => {
    const key = propertiesKey(value);
    let index = indexes.get(key);
    if (index === undefined) indexes.set(key, (index = properties.push(value) - 1));
    return index;
  };
  const store = (child: ElementContent): Stored => {
    if (child.type === 'text' && isPlain(child, 2)) return child.value;
    if (child.type === 'element' && isPlain(child, 4)) return [child.tagName, indexOf(child.properties), ...child.children.map(store)];
    return child as unknown as Record<string, unknown>;
  };
  const tree: CompactTree = { p: properties, n: store(node) };
  return JSON.stringify(tree);
}

/** The tree `compactHastJson` stored, every element with properties of its own (later steps edit them in place). */
export function hastFromCompactJson(json: string): ElementContent {
  const { p: properties, n: root } = JSON.parse(json) as CompactTree;
  const load = (stored: Stored): ElementContent => {
    if (typeof stored === 'string') return { type: 'text', value: stored };
    if (!Array.isArray(stored)) return stored as unknown as ElementContent;
    const children: ElementContent[] = [];
    for (let index = 2; index < stored.length; index++) children.push(load(stored[index] as Stored));
    return { type: 'element', tagName: stored[0], properties: copyOf(properties[stored[1]]!), children } satisfies Element;
  };
  return load(root);
}

// A text node of `type` and `value` only, an element of `type`, `tagName`, `properties` and `children` only: no
// position or data, which the short forms would lose.
function isPlain(node: object, keys: number): boolean {
  let count = 0;
  for (const key in node) if ((node as Record<string, unknown>)[key] !== undefined) count++;
  return count === keys;
}

// Property sets compare by their JSON; the one-property sets of token spans and lines without making any.
function propertiesKey(value: Properties): string {
  const names = Object.keys(value);
  if (names.length === 1 && typeof value[names[0]!] === 'string') return `${names[0]}\0${value[names[0]!] as string}`;
  return `\u0001${JSON.stringify(value)}`;
}

// Property values are strings, numbers, booleans, or lists of strings and numbers.
function copyOf(value: Properties): Properties {
  const copy: Properties = {};
  for (const name in value) {
    const each = value[name];
    copy[name] = Array.isArray(each) ? [...each] : each;
  }
  return copy;
}
