// Splits a Markdown file into validated front matter and a body whose line numbers match the file.
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import * as z from 'zod';
import { BuildError, combineErrors, throwAll } from '../diagnostics.ts';
import { invisibleCharacterIn } from '../markdown/invisible-characters.ts';
import { safeParseInChinese, schemaIssueErrors, yamlSyntaxErrors } from './schema-errors.ts';
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
  .refine((slug) => !slug.includes('%'), 'slug 是纯文本，不能含 "%"（网址由构建自己做百分号编码）')
  .refine((slug) => !slug.split('/').some((segment) => segment === '.' || segment === '..'), 'slug 不能含 "." 或 ".." 段')
  .refine((slug) => !/[\u0000-\u001f\u007f]/.test(slug), 'slug 不能含控制字符')
  .refine((slug) => slug.split('/').every((segment) => Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES), `slug 的每一段最多 ${MAX_SEGMENT_BYTES} 字节 UTF-8（约 66 个汉字）：它会成为文件名`);

/** Text shown on pages (a title, a label, a description): no invisible character (build/markdown/invisible-characters.ts). */
export const displayText = z.string().superRefine((text, context) => {
  const found = invisibleCharacterIn(text);
  if (found) context.addIssue({ code: 'custom', message: `含有 ${found}，这是会不可见地出现在页面上的控制字符或文字方向字符` });
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
  const last = lastParsed.get(file);
  if (last?.schema === schema && last.yamlText === match[1]) {
    return { ...(last.parsed as Omit<SplitFile<z.output<S>>, 'body'>), body: bodyOf(text) };
  }
  const yamlText = detached(match[1] ?? '');
  const parsed = parseFrontMatter(schema, yamlText, file);
  lastParsed.set(file, { schema, yamlText, parsed });
  return { ...parsed, body: bodyOf(text) };
}

// Each file's front matter as last parsed: the dev server reads every file again on each save, and parsing front
// matter that had not changed was most of that. Parsed values are never changed, so builds share them.
const lastParsed = new Map<string, { schema: z.ZodType; yamlText: string; parsed: Omit<SplitFile<unknown>, 'body'> }>();

// The front matter block's YAML text parsed and validated; a malformed block throws a BuildError naming file and line.
function parseFrontMatter<S extends z.ZodType>(schema: S, yamlText: string, file: string): Omit<SplitFile<z.output<S>>, 'body'> {
  // Most front matter is a few plain `key: value` lines, read without the parser when they are valid; any error is
  // reported by the parser's reading below, with its line.
  const plain = plainYamlMap(yamlText);
  const valid = plain && schema.safeParse(plain);
  if (valid && valid.success) return { frontMatter: valid.data, keyLines: keyLinesOf(plain) };
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter });
  // The YAML text starts on the file's second line, after the opening fence.
  const place = { file, lineCounter, lineOffset: 1 };
  throwAll(yamlSyntaxErrors(document, place).map((error) => new BuildError(error.location, `front matter 的 ${error.detail}`)));
  const data: unknown = yamlToJs(document, place) ?? {};
  const result = safeParseInChinese(schema, data);
  if (!result.success) throw combineErrors(schemaIssueErrors(result.error.issues, document, place, { schema }).map((error) => new BuildError(error.location, `front matter 有误：${error.detail}`)));
  return { frontMatter: result.data, keyLines: keyLinesOfDocument(document, lineCounter) };
}

// The file line of each top-level key, read from the parsed document.
function keyLinesOfDocument(document: Document, lineCounter: LineCounter): Map<string, number> {
  if (!isMap(document.contents)) return new Map();
  return new Map(document.contents.items.flatMap((pair) => {
    const key = isScalar(pair.key) ? pair.key.value : undefined;
    const offset = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    return typeof key === 'string' && offset !== undefined ? [[key, lineCounter.linePos(offset).line + 1] as const] : [];
  }));
}

// The file line of each key of plain front matter, which has one `key: value` per line (front matter starts on line 2).
function keyLinesOf(plain: Record<string, unknown>): Map<string, number> {
  return new Map(Object.keys(plain).map((key, index) => [key, index + 2] as const));
}

/** A file's Markdown body: its text with the front matter's lines left blank, so line numbers stay the file's. */
export function bodyOf(text: string): string {
  const consumed = FENCE.exec(text)?.[0];
  return consumed === undefined ? text : '\n'.repeat(consumed.split('\n').length - 1) + text.slice(consumed.length);
}

// A copy of `text` that shares nothing with the string it was cut from. V8 keeps a whole string alive for as long as
// any longer substring cut from it lives: every value parsed from the front matter (a title, a description, kept
// with the route graph for the whole build) would hold its file's whole text.
function detached(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}
