// content/api/translated-from.yaml: the hash of the English doc comment each Chinese API text was translated from,
// written by `npm run upstream:accept`. A text whose English hash has changed since is outdated: its page says so,
// and `npm run upstream:check` lists it.
import fs from 'node:fs';
import { parseDocument, stringify } from 'yaml';
import * as z from 'zod';
import { plainYamlMap } from '../content/plain-yaml-map.ts';
import { BuildError } from '../diagnostics.ts';
import type { ApiKey } from './keys.ts';

/** The file of API pins, under content/api/. */
export const API_PINS_FILE = 'translated-from.yaml';

const apiPinsSchema = z.strictObject({
  /** The cheerio version whose doc comments were pinned last. */
  cheerio: z.string().min(1),
  /** Each translation key's English hash when its Chinese text was written or last checked. */
  keys: z.record(z.string(), z.string()).default({}),
});

/** The API pins. */
export type ApiPins = z.infer<typeof apiPinsSchema>;

/** Reads the API pins; a missing file pins nothing. */
export function readApiPins(file: string): ApiPins {
  if (!fs.existsSync(file)) return { cheerio: '', keys: {} };
  const text = fs.readFileSync(file, 'utf8');
  const result = apiPinsSchema.safeParse(pinsAsWritten(text) ?? parseDocument(text).toJS());
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new BuildError({ file, key: issue.path.join('.') }, `API 翻译来源记录无效：${issue.message}`);
  }
  return result.data;
}

// The file as serializeApiPins writes it (comments, `cheerio:`, `keys:`, then one indented `key: hash` line per key), read
// without the YAML parser, which is slow on hundreds of keys; anything else, such as a hand edit, is left to the parser.
function pinsAsWritten(text: string): unknown {
  const written = /^(?:#.*\n)*(cheerio: .*)\nkeys:\n((?: {2}.*\n)+)$/.exec(text);
  if (!written) return undefined;
  const head = plainYamlMap(written[1]!);
  const keys = plainYamlMap(written[2]!.slice(0, -1).replaceAll(/^ {2}/gm, ''));
  return head && keys ? { ...head, keys } : undefined;
}

/** The API pins file's text, keys sorted so that a re-pin changes only the lines it must. */
export function serializeApiPins(pins: ApiPins): string {
  const keys = Object.keys(pins.keys).sort().map((key) => `  ${stringify(key).trimEnd()}: ${stringify(pins.keys[key]).trimEnd()}`);
  return [
    '# 每段 API 中文说明翻译时所依据的英文注释的哈希（与 symbols.yaml 中的哈希对应）。',
    '# 由 npm run upstream:accept 写入，请勿手工编辑；npm run upstream:check 据此列出英文已变、中文待复核的键。',
    `cheerio: ${stringify(pins.cheerio).trimEnd()}`,
    'keys:',
    ...keys,
    '',
  ].join('\n');
}

/** Whether a translated key still follows its English: the hash it pinned is the English text's hash now. */
export function pinIsCurrent(pins: ApiPins, key: string, englishHash: string | undefined): boolean {
  return pins.keys[key] === englishHash;
}

/** What API pages show of their translation: the release they translate and, by page (`classes/Cheerio`), the outdated keys. */
export interface ApiTranslationState {
  release: string;
  outdatedByPage: Record<string, string[]>;
}

/** The state of the translated `keys` (those with Chinese text) against the pins in `file`. */
export function apiTranslationState(file: string, cheerioVersion: string, keys: readonly ApiKey[], translated: (key: string) => boolean): ApiTranslationState {
  const pins = readApiPins(file);
  const outdatedByPage: Record<string, string[]> = {};
  for (const key of keys) {
    if (translated(key.key) && !pinIsCurrent(pins, key.key, key.hash)) (outdatedByPage[key.page] ??= []).push(key.key);
  }
  return { release: `cheerio ${cheerioVersion}`, outdatedByPage };
}
