// Parses a YAML data file against a zod schema; errors name the file, line, column, key path and bad value.
import { isAlias, isCollection, isMap, isPair, isSeq, LineCounter, parseDocument, visit, type Document, type Node as YamlNode } from 'yaml';
import type * as z from 'zod';
import { BuildError, combineErrors, throwAll } from '../diagnostics.ts';
import { describeIssue, safeParseInChinese, schemaIssueErrors, yamlSyntaxErrors, type DescribeIssue, type YamlPlace } from './schema-errors.ts';

export { describeIssue, type DescribeIssue } from './schema-errors.ts';

/** A validated YAML file plus where each key came from, for later checks that need line numbers. */
export interface YamlData<T> {
  data: T;
  file: string;
  /** Line of a key path such as `navbar.items.2.docId`, if present in the file. */
  lineOf(keyPath: (string | number)[]): number | undefined;
}

/** Parses and validates YAML text; an empty file validates as `{}`. Every syntax error, else every schema issue, is thrown at once. */
export function parseYamlData<S extends z.ZodType>(schema: S, text: string, file: string, describe: DescribeIssue = describeIssue): YamlData<z.output<S>> {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  throwAll(yamlSyntaxErrors(document, { file }));
  const lineOf = (keyPath: (string | number)[]) => lineOfKey(document, lineCounter, keyPath);
  const result = safeParseInChinese(schema, yamlToJs(document, { file, lineCounter }) ?? {});
  if (!result.success) throw combineErrors(schemaIssueErrors(result.error.issues, document, { file, lineCounter }, { schema, describe }));
  return { data: result.data, file, lineOf };
}

/**
 * The document's value. Some YAML is well-formed yet has no safe value: an alias to an anchor that does not
 * exist (`*a`), an alias inside its own anchor (a value that contains itself, which would recurse forever
 * later), or aliases of aliases that expand exponentially ("billion laughs"). Each is a content error
 * reported with the file and the alias's line and column (`place.lineOffset`: front matter starts on line 2).
 */
export function yamlToJs(document: Document, { file, lineCounter, lineOffset = 0 }: YamlPlace): unknown {
  const at = (offset: number | undefined, key?: string) => {
    const position = offset === undefined ? undefined : lineCounter.linePos(offset);
    return { file, ...(position ? { line: position.line + lineOffset, column: position.col } : {}), ...(key ? { key } : {}) };
  };
  const selfContaining = findSelfContainingAlias(document);
  if (selfContaining) {
    throw new BuildError(at(selfContaining.offset, selfContaining.keyPath.join('.') || '(root)'),
      `YAML 别名 *${selfContaining.name} 引用了包含它自身的锚点 &${selfContaining.name}，值会无限嵌套`);
  }
  const prototypeKey = findPrototypeKey(document);
  if (prototypeKey) {
    throw new BuildError(at(prototypeKey.offset, prototypeKey.keyPath.join('.')), '不能使用键 __proto__：它在 JavaScript 中有特殊含义，按键查找时会被悄悄丢掉');
  }
  try {
    return document.toJS();
  } catch (error) {
    const message = (error as Error).message;
    // The yaml package stops alias expansion past a budget (its `maxAliasCount`) with this message.
    if (/excessive alias count/i.test(message)) {
      throw new BuildError(at(largestAliasExpansion(document)), 'YAML 别名展开过多（别名层层引用别名，疑似"十亿笑声"攻击），已停止解析');
    }
    let offset: number | undefined;
    visit(document, {
      Alias(_key, node) {
        if (node.resolve(document) !== undefined || !node.range) return undefined;
        offset = node.range[0];
        return visit.BREAK;
      },
    });
    const alias = /alias/i.test(message);
    throw new BuildError(at(offset), alias ? 'YAML 别名（*名字）引用了没有定义的锚点（&名字）' : `YAML 无法解析：${message}`);
  }
}

// The first `__proto__` key of the document, with its key path.
function findPrototypeKey(document: Document): { offset: number | undefined; keyPath: (string | number)[] } | undefined {
  let found: ReturnType<typeof findPrototypeKey>;
  visit(document, {
    Pair(_key, pair, ancestors) {
      const key = pair.key as { value?: unknown; range?: [number, number, number] } | null;
      if (key?.value !== '__proto__') return undefined;
      found = { offset: key.range?.[0], keyPath: keyPathOf([...ancestors, pair]) };
      return visit.BREAK;
    },
  });
  return found;
}

/** An alias found inside the very node its anchor names, with its key path. */
function findSelfContainingAlias(document: Document): { name: string; offset: number | undefined; keyPath: (string | number)[] } | undefined {
  let found: ReturnType<typeof findSelfContainingAlias>;
  visit(document, {
    Alias(_key, node, ancestors) {
      const target = node.resolve(document);
      if (!target || !ancestors.includes(target)) return undefined;
      found = { name: node.source, offset: node.range?.[0], keyPath: keyPathOf([...ancestors, node]) };
      return visit.BREAK;
    },
  });
  return found;
}

// Map keys and sequence indexes along a visitor's ancestor list, e.g. docs.sidebars.main.0.items.
function keyPathOf(ancestors: readonly unknown[]): (string | number)[] {
  const keyPath: (string | number)[] = [];
  ancestors.forEach((ancestor, index) => {
    const next = ancestors[index + 1];
    if (isPair(ancestor)) keyPath.push((ancestor.key as { value?: string } | null)?.value ?? String(ancestor.key));
    else if (isSeq(ancestor) && next !== undefined) keyPath.push(ancestor.items.indexOf(next as never));
  });
  return keyPath;
}

// The alias whose expansion is largest: the one to blame for an alias bomb. Sizes are memoised per node, so
// this stays linear in the document even though the expansion itself is exponential.
function largestAliasExpansion(document: Document): number | undefined {
  const sizes = new Map<unknown, number>();
  const sizeOf = (node: unknown): number => {
    if (isAlias(node)) return sizeOf(node.resolve(document));
    if (!isCollection(node)) return 1;
    const known = sizes.get(node);
    if (known !== undefined) return known;
    let size = 1;
    for (const item of node.items) size += isPair(item) ? sizeOf(item.key) + sizeOf(item.value) : sizeOf(item);
    sizes.set(node, size);
    return size;
  };
  let worst: { size: number; offset: number | undefined } | undefined;
  visit(document, {
    Alias(_key, node) {
      const size = sizeOf(node);
      if (!worst || size > worst.size) worst = { size, offset: node.range?.[0] };
      return undefined;
    },
  });
  return worst?.offset;
}

function lineOfKey(document: Document, lineCounter: LineCounter, keyPath: (string | number)[]): number | undefined {
  if (keyPath.length === 0) return undefined;
  const parent = keyPath.length === 1 ? document.contents : (document.getIn(keyPath.slice(0, -1), true) as unknown);
  const last = keyPath[keyPath.length - 1];
  let node: YamlNode | undefined;
  if (isMap(parent)) {
    const pair = parent.items.find((item) => (item.key as { value?: unknown } | null)?.value === last);
    node = (pair?.key ?? undefined) as YamlNode | undefined;
  } else if (isSeq(parent) && typeof last === 'number') {
    node = parent.items[last] as YamlNode | undefined;
  }
  const offset = node?.range?.[0];
  return offset === undefined ? undefined : lineCounter.linePos(offset).line;
}
