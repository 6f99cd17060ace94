// Splits a Markdown file into validated front matter and a body whose line numbers match the file.
import { LineCounter, parseDocument } from 'yaml';
import * as z from 'zod';
import { BuildError } from '../diagnostics.ts';
import { invisibleCharacterIn } from '../markdown/invisible-characters.ts';
import { upstreamPinSchema } from './upstream-pin.ts';
import { plainYamlMap } from './plain-yaml-map.ts';
import { yamlToJs } from './yaml-data.ts';

const heroSchema = z.strictObject({
  title: z.string(),
  tagline: z.string().default(''),
  actions: z.array(z.strictObject({ label: z.string(), href: z.string() })).default([]),
});

/** The longest route segment, in bytes of UTF-8: it becomes a file name (`<segment>.html`), which most file systems
 * cap at 255 bytes. */
export const MAX_SEGMENT_BYTES = 200;

/** A page's own URL path, in front matter and in a category's generated index. */
// Written as plain text: the build percent-encodes URLs itself, and a "%" would make the page's URL undecodable. A
// "." or ".." segment would name a file outside the page's own place in the output.
export const slugSchema = z.string().min(1)
  .refine((slug) => !slug.includes('%'), 'a slug is plain text, without "%" (URLs are percent-encoded by the build)')
  .refine((slug) => !slug.split('/').some((segment) => segment === '.' || segment === '..'), 'a slug has no "." or ".." segments')
  .refine((slug) => !/[\u0000-\u001f\u007f]/.test(slug), 'a slug has no control characters')
  .refine((slug) => slug.split('/').every((segment) => Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES), `a slug segment is at most ${MAX_SEGMENT_BYTES} bytes of UTF-8 (about 66 Chinese characters): it becomes a file name`);

/** Text shown on pages (a title, a label, a description): no invisible character (build/markdown/invisible-characters.ts). */
export const displayText = z.string().superRefine((text, context) => {
  const found = invisibleCharacterIn(text);
  if (found) context.addIssue({ code: 'custom', message: `holds ${found}, a control or direction character that would reach the page unseen` });
});

/** Front matter keys every content file may set. */
export const frontMatterSchema = z.strictObject({
  id: z.string().min(1).optional(),
  title: displayText.min(1).optional(),
  sidebar_label: displayText.min(1).optional(),
  sidebar_position: z.number().optional(),
  slug: slugSchema.optional(),
  description: displayText.optional(),
  keywords: z.array(z.string()).optional(),
  draft: z.boolean().default(false),
  unlisted: z.boolean().default(false),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  hide_table_of_contents: z.boolean().default(false),
  layout: z.enum(['doc', 'page', 'home']).optional(),
  hero: heroSchema.optional(),
  /** The English text the page translates, or `own` (upstream-pin.ts). */
  upstream: upstreamPinSchema.optional(),
});

/** Validated front matter. */
export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** A content file split into front matter and body. */
export interface SplitFile<T = FrontMatter> {
  frontMatter: T;
  /** The body with the front matter replaced by blank lines, so positions stay the file's own. */
  body: string;
  /** File line of each top-level front matter key, for messages about a key's value. */
  keyLines: Map<string, number>;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Parses a content file's front matter; a malformed block throws a BuildError naming file and line. */
export function splitFrontMatter(text: string, file: string): SplitFile {
  return splitFrontMatterWith(frontMatterSchema, text, file);
}

/** Like `splitFrontMatter`, validating against another schema (blog posts add their own keys). */
export function splitFrontMatterWith<S extends z.ZodType>(schema: S, text: string, file: string): SplitFile<z.output<S>> {
  const match = FENCE.exec(text);
  if (!match) return { frontMatter: schema.parse({}), body: text, keyLines: new Map() };
  const yamlText = detached(match[1] ?? '');
  // Most front matter is a few plain `key: value` lines, read without the parser when they are valid; any error is
  // reported by the parser's reading below, with its line.
  const plain = plainYamlMap(yamlText);
  const valid = plain && schema.safeParse(plain);
  if (valid && valid.success) return { frontMatter: valid.data, body: bodyOf(text), keyLines: keyLinesOf(yamlText) };
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter });
  const yamlError = document.errors[0];
  if (yamlError) {
    // +1 for the opening fence line.
    const line = (yamlError.linePos?.[0].line ?? 0) + 1;
    throw new BuildError({ file, line }, `malformed front matter: ${yamlError.message.split('\n')[0]}`);
  }
  // +1 for the opening fence line.
  const data: unknown = yamlToJs(document, file, yamlText, 2) ?? {};
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = issue.path.map(String).join('.') || (issue.code === 'unrecognized_keys' ? (issue.keys ?? []).join(', ') : '');
    const node = key ? (document.getIn(issue.path as (string | number)[], true) as { range?: [number] } | undefined) : undefined;
    const keyLine = lineOfTopKey(yamlText, String(issue.path[0] ?? (issue.code === 'unrecognized_keys' ? issue.keys?.[0] : '') ?? ''));
    const line = node?.range ? lineCounter.linePos(node.range[0]).line + 1 : keyLine;
    const raw = issue.path.length ? JSON.stringify(document.getIn(issue.path as (string | number)[])) : undefined;
    const what = issue.code === 'unrecognized_keys' ? 'unknown front matter key' : `${issue.message}${raw ? ` (got ${raw})` : ''}`;
    throw new BuildError({ file, key, ...(line ? { line } : {}) }, `invalid front matter: ${what}`);
  }
  return { frontMatter: result.data, body: bodyOf(text), keyLines: keyLinesOf(yamlText) };
}

// The file line of each top-level key (front matter starts on line 2).
function keyLinesOf(yamlText: string): Map<string, number> {
  return new Map(yamlText.split('\n').flatMap((line, index) => {
    const key = /^([A-Za-z_][\w-]*):/.exec(line)?.[1];
    return key ? [[key, index + 2] as const] : [];
  }));
}

/** A file's Markdown body: its text with the front matter's lines left blank, so line numbers stay the file's. */
export function bodyOf(text: string): string {
  const consumed = FENCE.exec(text)?.[0];
  return consumed === undefined ? text : '\n'.repeat(consumed.split('\n').length - 1) + text.slice(consumed.length);
}

// A copy of `text` that shares nothing with the string it was cut from. V8 keeps a whole string alive for as long as
// any longer substring cut from it lives: every value parsed from the front matter (a title, a description, kept
// with the route graph for the whole build) would hold its file's whole text, some 65 MB at 10,000 pages.
function detached(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

function lineOfTopKey(yamlText: string, key: string): number | undefined {
  if (!key) return undefined;
  const index = yamlText.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index < 0 ? undefined : index + 2;
}
