// Reads the YAML site config and validates it, naming file, line, key path and bad value on error.
import fs from 'node:fs/promises';
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import { BuildError } from '../diagnostics.ts';
import { siteConfigSchema, NAVBAR_ITEM_TYPES, type SiteConfig } from './schema.ts';

/** A loaded config plus where each key came from, for later checks that need line numbers. */
export interface LoadedConfig {
  config: SiteConfig;
  file: string;
  /** Line of a key path such as `navbar.items.2.docId`, if present in the file. */
  lineOf(keyPath: (string | number)[]): number | undefined;
}

/** Loads and validates the site config file. */
export async function loadConfig(file: string): Promise<LoadedConfig> {
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new BuildError({ file }, `cannot read the site config (${error.code ?? error.message})`);
  });
  return parseConfig(text, file);
}

/** Parses and validates config text; exported for tests. */
export function parseConfig(text: string, file: string): LoadedConfig {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const yamlError = document.errors[0];
  if (yamlError) {
    const line = yamlError.linePos?.[0].line;
    throw new BuildError({ file, ...(line ? { line } : {}) }, `invalid YAML: ${yamlError.message.split('\n')[0]}`);
  }
  const lineOf = (keyPath: (string | number)[]) => lineOfKey(document, lineCounter, keyPath);
  const result = siteConfigSchema.safeParse(document.toJS() ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const keyPath = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
    const raw = valueAt(document, keyPath);
    const line = lineOf(keyPath) ?? lineOf(keyPath.slice(0, -1));
    throw new BuildError(
      { file, key: keyPath.join('.') || '(root)', ...(line ? { line } : {}) },
      describeIssue(issue, keyPath, raw),
    );
  }
  return { config: result.data, file, lineOf };
}

function describeIssue(issue: { code: string; message: string; keys?: string[] }, keyPath: (string | number)[], raw: unknown): string {
  const last = keyPath[keyPath.length - 1];
  if (last === 'type' && keyPath.includes('items') && keyPath[0] === 'navbar') {
    return `unknown navbar item type ${JSON.stringify(raw)}; expected one of ${NAVBAR_ITEM_TYPES.join(', ')}`;
  }
  if (issue.code === 'unrecognized_keys') return `unknown key ${issue.keys?.map((key) => JSON.stringify(key)).join(', ')}`;
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
