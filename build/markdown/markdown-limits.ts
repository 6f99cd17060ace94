// Bounds on the Markdown a page may hold, checked on the text before it is parsed: parsing some shapes costs time
// and memory that grow faster than the text (a list nested 1,000 levels took minutes and gigabytes, a line of 1,000
// `- ` markers overflowed the stack, a paragraph of 100,000 emphasis marks took minutes), and no page needs them.
import { BuildError } from '../diagnostics.ts';

/** The deepest nesting of block quotes and list items a Markdown file may have. */
export const MAX_NESTING_DEPTH = 50;
/** The most runs of emphasis marks (`*`, `_`) one paragraph may hold. */
export const MAX_EMPHASIS_MARKS = 1000;

// A line's leading block-quote and list markers (`>`, `-`, `*`, `+`, `1.`, `1)`) with the blanks after each.
const MARKER = /^(?:>[ \t]?|(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$))/;
const FENCE = /^(`{3,}|~{3,})/;

/**
 * Throws a BuildError naming the file and line of the first line nested deeper than MAX_NESTING_DEPTH, or of the
 * first line of a paragraph with more than MAX_EMPHASIS_MARKS runs of emphasis marks. A line's depth is its
 * markers plus one level per two columns of indentation before them (a nested list's usual step), so the estimate
 * never falls short of the real depth; the lines of fenced code are not counted.
 */
export function checkMarkdownLimits(source: string, filePath: string): void {
  let fence: string | undefined;
  let lineNumber = 0;
  let paragraph = { line: 1, marks: 0 };
  for (const line of source.split('\n')) {
    lineNumber++;
    const indent = /^[ \t]*/.exec(line)![0];
    const columns = [...indent].reduce((sum, character) => sum + (character === '\t' ? 4 : 1), 0);
    let rest = line.slice(indent.length);
    let markers = 0;
    for (let marker = MARKER.exec(rest); marker && markers <= MAX_NESTING_DEPTH; marker = MARKER.exec(rest)) {
      markers++;
      rest = rest.slice(marker[0].length).replace(/^[ \t]+/, '');
    }
    const fenceMark = FENCE.exec(rest)?.[1];
    if (fence !== undefined) {
      // A closing fence is the opening's character, at least as long.
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length && rest.slice(fenceMark.length).trim() === '') fence = undefined;
      continue;
    }
    if (fenceMark) fence = fenceMark;
    const depth = markers + Math.floor(columns / 2);
    if (depth > MAX_NESTING_DEPTH) {
      throw new BuildError({ file: filePath, line: lineNumber }, `这里的引用块和列表嵌套超过 ${MAX_NESTING_DEPTH} 层，请减少嵌套`);
    }
    if (rest.trim() === '' || fenceMark) {
      paragraph = { line: lineNumber + 1, marks: 0 };
      continue;
    }
    paragraph.marks += rest.match(/[*_]+/g)?.length ?? 0;
    if (paragraph.marks > MAX_EMPHASIS_MARKS) {
      throw new BuildError({ file: filePath, line: paragraph.line }, `这一段有超过 ${MAX_EMPHASIS_MARKS} 组强调标记（* 或 _），解析要花几分钟；请拆开这一段，或把标记写成 \\*`);
    }
  }
}
