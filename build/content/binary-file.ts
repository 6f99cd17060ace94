// A `.md` file that is not UTF-8 text (an image saved under the wrong name, a UTF-16 export) would be
// published as a page of mojibake; it is skipped with a warning instead.
import fs from 'node:fs';
import type { WarningCollector } from '../diagnostics.ts';

const NEWLINE = 0x0a;

// The 1-based line holding the first NUL byte or invalid UTF-8 sequence, or undefined for clean text.
// Lines are cut at 0x0A, which never occurs inside a multi-byte UTF-8 sequence.
function firstBinaryLine(bytes: Buffer): number | undefined {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  for (let line = 1; start <= bytes.length; line++) {
    const end = bytes.indexOf(NEWLINE, start);
    const lineBytes = bytes.subarray(start, end === -1 ? bytes.length : end);
    if (lineBytes.includes(0)) return line;
    try {
      decoder.decode(lineBytes);
    } catch {
      return line;
    }
    if (end === -1) return undefined;
    start = end + 1;
  }
  return undefined;
}

// The file's text, or the line where it stops being UTF-8 text.
function decode(bytes: Buffer): { text: string } | { binaryLine: number } {
  // The common case in one pass; the line-by-line search runs only for a file that fails it.
  const text = bytes.includes(0) ? undefined : decodeStrict(bytes);
  if (text !== undefined) return { text };
  const binaryLine = firstBinaryLine(bytes);
  return binaryLine === undefined ? { text: bytes.toString('utf8') } : { binaryLine };
}

/** The text of a Markdown file's bytes as `readMarkdownText` reads it, or undefined when they are not UTF-8 text. */
export function textOf(bytes: Buffer): string | undefined {
  const decoded = decode(bytes);
  return 'text' in decoded ? decoded.text : undefined;
}

// One decoder for every file: without `stream`, each decode starts afresh.
const strictDecoder = new TextDecoder('utf-8', { fatal: true });

function decodeStrict(bytes: Buffer): string | undefined {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Returns the file's text, or undefined after a warning (file and line) when it is not UTF-8 text. Read in one
 * synchronous call: a promise's open, stat, read and close per file are as many trips to libuv's threads.
 */
export async function readMarkdownText(sourceFile: string, warnings: WarningCollector | undefined): Promise<string | undefined> {
  const bytes = fs.readFileSync(sourceFile);
  const decoded = decode(bytes);
  if ('text' in decoded) return decoded.text;
  warnings?.add({ code: 'binary-content-file', file: sourceFile, line: decoded.binaryLine, message: '不是 UTF-8 文本文件（含 NUL 字节或无效的 UTF-8），已跳过，不生成页面' });
  return undefined;
}
