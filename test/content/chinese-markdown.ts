// Reads the site's Markdown the way the Chinese-text checks need it: the content files, their
// front-matter values, a syntax tree parsed as the build parses it, and the prose cut into pieces
// zhlint can read. Every piece keeps the line it came from, so findings point at file:line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { rewriteAdmonitionTitles } from '../../build/markdown/remark-admonitions.ts';

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/** One content file: its path relative to the repository (`content/docs/intro.md`) and its text. */
export interface ContentFile {
  path: string;
  source: string;
}

/** A piece of prose and the 1-based line of the file where it starts. */
export interface ProsePiece {
  line: number;
  text: string;
}

/** Returns every Markdown file under content/, sorted by path. */
export function readContentFiles(): ContentFile[] {
  return fg
    .sync('content/**/*.md', { cwd: repositoryRoot })
    .sort()
    .map((path) => ({ path, source: readFileSync(join(repositoryRoot, path), 'utf8') }));
}

/** Returns the line in `text` (1-based, counted from `firstLine`) of the character at `index`. */
export function lineAt(text: string, index: number, firstLine = 1): number {
  let line = firstLine;
  for (let i = 0; i < index && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}

const cjk = /\p{Script=Han}/u;

/** Whether the text holds at least one Chinese character. */
export function hasChinese(text: string): boolean {
  return cjk.test(text);
}

/** The number of lines the leading `---` front matter takes, closing fence included; 0 without one. */
function frontMatterLength(lines: string[]): number {
  if (lines[0] !== '---') return 0;
  const end = lines.indexOf('---', 1);
  return end === -1 ? 0 : end + 1;
}

/** Returns the source with its front-matter lines emptied, so the rest keeps its line numbers. */
export function blankFrontMatter(source: string): string {
  const lines = source.split('\n');
  const length = frontMatterLength(lines);
  return lines.map((line, index) => (index < length ? '' : line)).join('\n');
}

// `key: value` or `- key: value` in the front matter; keys stay English, values may be prose.
const frontMatterEntry = /^\s*(?:-\s+)?[\w-]+:\s+(.+?)\s*$/;

/** Returns the Chinese front-matter values (titles, descriptions, labels), quotes removed. */
export function frontMatterProse(source: string): ProsePiece[] {
  const lines = source.split('\n');
  const pieces: ProsePiece[] = [];
  for (let index = 1; index < frontMatterLength(lines) - 1; index++) {
    const value = frontMatterEntry.exec(lines[index] ?? '')?.[1];
    if (value === undefined || !hasChinese(value)) continue;
    // `keywords: [cheerio, html 解析]` is a list of search terms, not a sentence: each item on its own.
    const items = value.startsWith('[') && value.endsWith(']') ? value.slice(1, -1).split(',') : [value];
    for (const item of items) {
      const text = item.trim().replace(/^(['"])(.*)\1$/, '$2');
      if (hasChinese(text)) pieces.push({ line: index + 1, text });
    }
  }
  return pieces;
}

// Parsed as the build parses it: GFM tables and footnotes, `:::` directives, and Docusaurus-style
// `:::tip 标题` lines rewritten to `:::tip[标题]` first (the rewrite keeps every line in place).
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

/** Returns the syntax tree of a content file, front matter left out and line numbers kept. */
export function parseContent(source: string): Root {
  return parser.parse(rewriteAdmonitionTitles(blankFrontMatter(source))) as Root;
}

/** Returns the text of a line of raw HTML with its tags removed and its whitespace trimmed. */
export function htmlLineText(line: string): string {
  return line.replace(/<[^>]*>/g, '').trim();
}
