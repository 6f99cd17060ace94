// Parses a YAML data file against a zod schema; errors name the file, line, key path and bad value.
import { isMap, isSeq, LineCounter, parseDocument, visit, type Document, type Node as YamlNode } from 'yaml';
import type { z } from 'zod';
import { BuildError } from '../diagnostics.ts';

/** A validated YAML file plus where each key came from, for later checks that need line numbers. */
export interface YamlData<T> {
  data: T;
  file: string;
  /** Line of a key path such as `navbar.items.2.docId`, if present in the file. */
  lineOf(keyPath: (string | number)[]): number | undefined;
}

/** What a schema issue says, given the key path and the value found there; lets callers word their own. */
export type DescribeIssue = (issue: z.core.$ZodIssue, keyPath: (string | number)[], raw: unknown) => string;

/** Parses and validates YAML text; an empty file validates as `{}`. */
export function parseYamlData<S extends z.ZodType>(schema: S, text: string, file: string, describe: DescribeIssue = describeIssue): YamlData<z.output<S>> {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const yamlError = document.errors[0];
  if (yamlError) {
    const line = yamlError.linePos?.[0].line;
    throw new BuildError({ file, ...(line ? { line } : {}) }, `invalid YAML: ${yamlError.message.split('\n')[0]}`);
  }
  const lineOf = (keyPath: (string | number)[]) => lineOfKey(document, lineCounter, keyPath);
  const result = schema.safeParse(yamlToJs(document, file, text) ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const keyPath = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
    const raw = valueAt(document, keyPath);
    const line = lineOf(keyPath) ?? lineOf(keyPath.slice(0, -1));
    throw new BuildError({ file, key: keyPath.join('.') || '(root)', ...(line ? { line } : {}) }, describe(issue, keyPath, raw));
  }
  return { data: result.data, file, lineOf };
}

/**
 * The document's value. Some YAML is well-formed yet has no value (an alias to an anchor that does not
 * exist, `*a`); that is a content error like any other, reported with the file and the alias's line.
 * `lineOffset` is the file line of the YAML text's first line (front matter starts on line 2).
 */
export function yamlToJs(document: Document, file: string, text: string, lineOffset = 1): unknown {
  try {
    return document.toJS();
  } catch (error) {
    let offset: number | undefined;
    visit(document, {
      Alias(_key, node) {
        if (node.resolve(document) !== undefined || !node.range) return undefined;
        offset = node.range[0];
        return visit.BREAK;
      },
    });
    const line = offset === undefined ? undefined : text.slice(0, offset).split('\n').length - 1 + lineOffset;
    const alias = /alias/i.test((error as Error).message);
    const message = alias ? 'an alias (*name) refers to an anchor (&name) that is not defined' : (error as Error).message;
    throw new BuildError({ file, ...(line ? { line } : {}) }, `invalid YAML: ${message}`);
  }
}

/** The default wording: unknown keys by name, otherwise the schema's message and the value found. */
export function describeIssue(issue: z.core.$ZodIssue, _keyPath: (string | number)[], raw: unknown): string {
  if (issue.code === 'unrecognized_keys') return `unknown key ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}`;
  const shown = raw === undefined ? 'missing' : `got ${JSON.stringify(raw)}`;
  return `${issue.message} (${shown})`;
}

function valueAt(document: Document, keyPath: (string | number)[]): unknown {
  const node = document.getIn(keyPath, true) as unknown;
  if (node && typeof node === 'object' && 'toJSON' in node) return (node as { toJSON(): unknown }).toJSON();
  return node;
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
