// content/api/symbols.yaml: the committed list of translation keys with their kinds and the hash of
// each English text, for the cheerio version they were extracted from. Written by `api:extract`,
// compared with the installed cheerio by `api:check`.
import { parse, stringify } from 'yaml';
import type { ApiKey, KeyKind } from './keys.ts';

/** The committed key list: version plus, per page, `key: "<kind> <hash>"`. */
export interface SymbolsFile {
  cheerio: string;
  pages: Record<string, Record<string, string>>;
}

const header = `# 由 \`npm run api:extract\` 根据已安装的 cheerio 生成，请勿手工编辑。
# 每个键对应 API 页面上的一段中文（见 content/api/zh-Hans/），值为“种类 英文原文哈希”；
# 哈希变化说明上游英文注释改了，对应的中文需要复核。
`;

/** Serialises keys to the committed file's text. */
export function formatSymbolsFile(cheerioVersion: string, keys: readonly ApiKey[]): string {
  const pages: SymbolsFile['pages'] = {};
  for (const key of keys) (pages[key.page] ??= {})[key.key] = `${key.kind} ${key.hash}`;
  return header + stringify({ cheerio: cheerioVersion, pages } satisfies SymbolsFile, { lineWidth: 0 });
}

/** Reads the committed file's text. */
export function parseSymbolsFile(text: string): SymbolsFile {
  const data = parse(text) as Partial<SymbolsFile> | null;
  if (!data || typeof data.cheerio !== 'string' || typeof data.pages !== 'object') {
    throw new Error('content/api/symbols.yaml has no `cheerio` version or no `pages`');
  }
  return { cheerio: data.cheerio, pages: data.pages ?? {} };
}

/** How the installed cheerio's keys differ from the committed ones. */
export interface KeyDifferences {
  added: string[];
  /** The English text changed (different hash) or the key changed kind. */
  changed: string[];
  removed: string[];
}

/** Compares committed keys with freshly extracted ones. */
export function compareKeys(committed: SymbolsFile, current: readonly ApiKey[]): KeyDifferences {
  const before = new Map<string, string>();
  for (const entries of Object.values(committed.pages)) for (const [key, value] of Object.entries(entries)) before.set(key, value);
  const after = new Map(current.map((key) => [key.key, `${key.kind} ${key.hash}`]));
  return {
    added: [...after.keys()].filter((key) => !before.has(key)),
    changed: [...after].filter(([key, value]) => before.has(key) && before.get(key) !== value).map(([key]) => key),
    removed: [...before.keys()].filter((key) => !after.has(key)),
  };
}

/** Whether two key lists agree. */
export function hasNoDifferences(differences: KeyDifferences): boolean {
  return differences.added.length + differences.changed.length + differences.removed.length === 0;
}

/** The kind recorded for a key in the committed file. */
export function kindOf(value: string): KeyKind {
  return value.split(' ')[0] as KeyKind;
}
