// What a Chinese page says it translates. A docs page or post pins, in its front matter, the English file, route,
// commit and section hashes it was translated from (`upstream:`), or says `upstream: own` when it is a page of our
// own; API texts pin the hash of each English doc comment in content/api/translated-from.yaml.
import fs from 'node:fs';
import { parseDocument, stringify } from 'yaml';
import * as z from 'zod';
import { BuildError } from '../diagnostics.ts';

export { upstreamPinSchema, type SourcePin, type UpstreamPin } from '../content/upstream-pin.ts';

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
  const document = parseDocument(fs.readFileSync(file, 'utf8'));
  const result = apiPinsSchema.safeParse(document.toJS());
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new BuildError({ file, key: issue.path.join('.') }, `API 翻译来源记录无效：${issue.message}`);
  }
  return result.data;
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
