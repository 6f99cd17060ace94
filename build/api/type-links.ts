// Where a type name in a signature links to: our own API pages, the docs of the libraries cheerio
// builds on (domhandler, parse5 …, the same targets cheerio's own TypeDoc config used), Node.js,
// TypeScript's utility types, and MDN for the JavaScript built-ins.

const mdn = 'https://developer.mozilla.org/zh-CN/docs/Web/JavaScript/Reference/Global_Objects';
const utilityTypes = 'https://www.typescriptlang.org/docs/handbook/utility-types.html';

/** Types of other projects, by the name they have in cheerio's declarations. */
export const EXTERNAL_TYPE_LINKS: Readonly<Record<string, string>> = {
  AnyNode: 'https://domhandler.js.org/types/AnyNode.html',
  ChildNode: 'https://domhandler.js.org/types/ChildNode.html',
  ParentNode: 'https://domhandler.js.org/types/ParentNode.html',
  Document: 'https://domhandler.js.org/classes/Document.html',
  Element: 'https://domhandler.js.org/classes/Element.html',
  Node: 'https://domhandler.js.org/classes/Node.html',
  Text: 'https://domhandler.js.org/classes/Text.html',
  DomHandlerOptions: 'https://domhandler.js.org/interfaces/DomHandlerOptions.html',
  Parse5ParserOptions: 'https://parse5.js.org/interfaces/parse5.ParserOptions.html',
  ParserOptions: 'https://parse5.js.org/interfaces/parse5.ParserOptions.html',
  TreeAdapter: 'https://parse5.js.org/interfaces/parse5.TreeAdapter.html',
  ParserError: 'https://parse5.js.org/interfaces/parse5.ParserError.html',
  ParserErrorHandler: 'https://parse5.js.org/types/parse5.ParserErrorHandler.html',
  Htmlparser2TreeAdapterMap: 'https://github.com/inikulin/parse5/tree/master/packages/parse5-htmlparser2-tree-adapter',
  HTMLParser2ParserOptions: 'https://github.com/fb55/htmlparser2#usage',
  Tokenizer: 'https://github.com/fb55/htmlparser2/blob/master/src/Tokenizer.ts',
  DomSerializerOptions: 'https://github.com/cheeriojs/dom-serializer',
  SelectOptions: 'https://github.com/fb55/css-select#options',
  SnifferOptions: 'https://github.com/fb55/encoding-sniffer',
  UndiciStreamOptions: 'https://undici.nodejs.org/#/docs/api/Dispatcher?id=parameter-requestoptions',
  Buffer: 'https://nodejs.org/api/buffer.html#class-buffer',
  Writable: 'https://nodejs.org/api/stream.html#class-streamwritable',
  // Not exported by cheerio; the extract guide explains the map and its result.
  ExtractMap: '/docs/advanced/extract',
  ExtractedMap: '/docs/advanced/extract',
  Promise: `${mdn}/Promise`,
  URL: 'https://developer.mozilla.org/zh-CN/docs/Web/API/URL',
  Error: `${mdn}/Error`,
  Array: `${mdn}/Array`,
  Iterator: `${mdn}/Iterator`,
  Iterable: 'https://developer.mozilla.org/zh-CN/docs/Web/JavaScript/Reference/Iteration_protocols',
  ArrayLike: 'https://developer.mozilla.org/zh-CN/docs/Web/JavaScript/Guide/Indexed_collections#使用类数组对象',
  Record: `${utilityTypes}#recordkeys-type`,
  Omit: `${utilityTypes}#omittype-keys`,
  ReturnType: `${utilityTypes}#returntypetype`,
};

/** Links a type name to its page: a route of ours for documented symbols, else an external URL. */
export type TypeLinker = (name: string) => string | undefined;

/** A linker that knows our pages (`name → route`) and falls back to the external table. */
export function createTypeLinker(ownRoutes: ReadonlyMap<string, string>): TypeLinker {
  return (name) => ownRoutes.get(name) ?? (Object.hasOwn(EXTERNAL_TYPE_LINKS, name) ? EXTERNAL_TYPE_LINKS[name] : undefined);
}

const identifier = /[A-Za-z_$][\w$]*/g;

/** A name inside a type that links somewhere, with where it stands in the type's text. */
interface LinkedName {
  name: string;
  url: string;
  start: number;
}

/** The names in a type that stand as types (not property names, not `this.x`) and link somewhere. */
export function linkedNamesIn(type: string, link: TypeLinker): LinkedName[] {
  const names: LinkedName[] = [];
  for (const match of type.matchAll(identifier)) {
    const start = match.index;
    if (type[start - 1] === '.' || /^\??:/.test(type.slice(start + match[0].length))) continue;
    const url = link(match[0]);
    if (url !== undefined) names.push({ name: match[0], url: url.replace(/ /g, '%20').replace(/\)/g, '%29'), start });
  }
  return names;
}

/**
 * Renders a type as inline Markdown: known names as links, everything else as code. Pipes are
 * escaped so the result can sit in a GFM table cell.
 */
export function typeToMarkdown(type: string, link: TypeLinker, options: { inTable?: boolean } = {}): string {
  const pieces: string[] = [];
  let last = 0;
  const plain = (text: string) => {
    if (text) pieces.push(codeSpan(text, options.inTable ?? false));
  };
  for (const { name, url, start } of linkedNamesIn(type, link)) {
    plain(type.slice(last, start));
    pieces.push(`[${codeSpan(name, false)}](${url})`);
    last = start + name.length;
  }
  plain(type.slice(last));
  return pieces.join('');
}

/**
 * The `links="Name=url …"` fence meta that makes build/markdown/rehype-code-links.ts link every
 * documented type named in `types` inside the highlighted block; '' when none links anywhere.
 */
export function codeLinksMeta(types: readonly string[], link: TypeLinker): string {
  const links = new Map<string, string>();
  for (const type of types) for (const { name, url } of linkedNamesIn(type, link)) links.set(name, url.replace(/"/g, '%22'));
  return links.size === 0 ? '' : `links="${[...links].map(([name, url]) => `${name}=${url}`).join(' ')}"`;
}

/** A Markdown code span for any text (backticks inside take a longer fence). */
export function codeSpan(text: string, inTable: boolean): string {
  const escaped = inTable ? text.replace(/\|/g, '\\|') : text;
  const longest = Math.max(0, ...[...escaped.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = longest > 0 || /^\s|\s$/.test(escaped) ? ' ' : '';
  return `${fence}${pad}${escaped}${pad}${fence}`;
}
