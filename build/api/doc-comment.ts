// Parses the raw text of a `/** … */` comment into summary and block tags. TypeScript's own JSDoc
// parser strips the indentation inside fenced code, which would flatten every `@example`, so the
// comment is read from its source text instead: margins off, fences kept verbatim.
import type { DocComment, ExamplePart } from './model.ts';

const fence = /^\s*(`{3,}|~{3,})\s*([\w-]*)/;
const blockTag = /^@(\w+)(?:\s+([\s\S]*))?$/;

/** Removes the comment delimiters and the ` * ` margin of each line. */
export function stripCommentMargins(raw: string): string[] {
  const body = raw.replace(/^\/\*\*/, '').replace(/\*\/$/, '');
  const lines = body.split(/\r?\n/).map((line) => line.replace(/^\s*\* ?/, '').replace(/\s+$/, ''));
  // A one-line comment `/** text */` keeps its text; blank first/last lines go.
  if (lines.length > 1 && lines[0]!.trim() === '') lines.shift();
  if (lines.length > 1 && lines.at(-1)!.trim() === '') lines.pop();
  return lines.map((line, index) => (index === 0 ? line.trimStart() : line));
}

/** An empty comment, for declarations that have none. */
export function emptyComment(): DocComment {
  return { summary: '', params: {}, see: [], examples: [], isPrivate: false };
}

/** Parses a raw doc comment (with delimiters) into a DocComment. */
export function parseDocComment(raw: string): DocComment {
  const comment = emptyComment();
  const sections: Array<{ tag: string; lines: string[] }> = [{ tag: '', lines: [] }];
  let inFence = false;
  for (const line of stripCommentMargins(raw)) {
    if (fence.test(line)) inFence = !inFence;
    const tag = inFence ? null : blockTag.exec(line.trimStart());
    if (tag) sections.push({ tag: tag[1]!, lines: tag[2] ? [tag[2]] : [] });
    else sections.at(-1)!.lines.push(line);
  }
  for (const { tag, lines } of sections) applySection(comment, tag, lines);
  return comment;
}

function applySection(comment: DocComment, tag: string, lines: string[]): void {
  const text = dedent(lines).trim();
  switch (tag) {
    case '':
      comment.summary = text;
      break;
    case 'param': {
      // `@param name - text`, `@param {type} name text` or `@param [name] text`.
      const match = /^(?:\{[^}]*\}\s*)?\[?([\w$.]+)\]?\s*(?:-\s*)?([\s\S]*)$/.exec(text);
      if (match) comment.params[match[1]!] = match[2]!.trim();
      break;
    }
    case 'returns':
    case 'return':
      comment.returns = text;
      break;
    case 'deprecated':
      comment.deprecated = text;
      break;
    case 'see':
      if (text) comment.see.push(text);
      break;
    case 'example':
      comment.examples.push(splitExample(lines));
      break;
    case 'category':
      comment.category = text;
      break;
    case 'default':
    case 'defaultValue':
      comment.defaultValue = text;
      break;
    case 'private':
    case 'internal':
    case 'hidden':
      comment.isPrivate = true;
      break;
    default:
      // @file, @module, @typeParam and the like do not show on the pages.
      break;
  }
}

/** Splits an `@example` block into prose and fenced code, code kept exactly as written. */
export function splitExample(lines: string[]): ExamplePart[] {
  const parts: ExamplePart[] = [];
  let text: string[] = [];
  let code: { language: string; marker: string; lines: string[] } | undefined;
  const flushText = () => {
    // TSDoc's `<caption>Selector</caption>` is a title, not markup to pass through.
    const value = dedent(text).trim().replace(/^<caption>([\s\S]*?)<\/caption>/, '$1');
    if (value) parts.push({ kind: 'text', text: value });
    text = [];
  };
  for (const line of lines) {
    const match = fence.exec(line);
    if (code) {
      if (match && match[1]!.startsWith(code.marker) && line.trim() === match[1]) {
        parts.push({ kind: 'code', language: code.language, code: dedent(code.lines).replace(/\s+$/, '') });
        code = undefined;
      } else {
        code.lines.push(line);
      }
    } else if (match) {
      flushText();
      code = { language: match[2] || 'js', marker: match[1]!, lines: [] };
    } else {
      text.push(line);
    }
  }
  if (code) parts.push({ kind: 'code', language: code.language, code: dedent(code.lines).replace(/\s+$/, '') });
  flushText();
  return parts;
}

function dedent(lines: string[]): string {
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)![0].length);
  const common = indents.length ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(common)).join('\n');
}
