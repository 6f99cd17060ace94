// Runs zhlint over one content file and returns its findings as file lines.
//
// zhlint reads Markdown itself (it skips fenced and inline code), but a few constructs of this site
// are beyond it, so they are cut out here, lines kept, and their prose linted as separate pieces:
// - front matter: zhlint would read `title: …` as prose with its key; the Chinese values are linted alone;
// - `:::tip 标题` and closing `:::` lines: zhlint does not lint the title; it is linted alone;
// - `{#id}` heading suffixes: an English anchor, not prose;
// - `[^1]` footnote references: zhlint reads them as brackets and asks for a space before `[`;
// - GFM tables: zhlint skips table rows, so each cell is linted alone;
// - raw HTML blocks (the home page): zhlint skips them, so the text of each line is linted alone.
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { run } from 'zhlint';
import { rewriteAdmonitionTitles } from '../../build/markdown/remark-admonitions.ts';
import type { Options } from 'zhlint';
import { blankFrontMatter, frontMatterProse, hasChinese, htmlLineText, lineAt, parseContent } from './chinese-markdown.ts';
import type { ProsePiece } from './chinese-markdown.ts';

/** One zhlint complaint: the file line, the rule (option name and zhlint's message) and the line's text. */
export interface ChineseTextFinding {
  line: number;
  rule: string;
  text: string;
}

/**
 * The rules: zhlint's default preset (a space between Chinese and Latin letters or digits, full-width
 * `，。：；？！` in Chinese sentences, no space beside full-width punctuation, …) with two changes,
 * both following GB/T 15834 as the site's zh-Hans text does.
 */
export const zhlintOptions: Options = {
  rules: {
    preset: 'default',
    // The preset turns `（）` into `()`; in Chinese sentences the site keeps full-width parentheses.
    halfwidthPunctuation: '',
    // The preset treats `“”‘’` as half-width and wants spaces outside them; full-width quotes take none.
    adjustedFullwidthPunctuation: '',
  },
};

// zhlint's findings carry no rule name, only a message: the option each message comes from.
const ruleNames: Record<string, string> = {
  此处内联代码的外部需要一个空格: 'spaceOutsideCode',
  此处内联代码的外部不需要空格: 'spaceOutsideCode',
  '此处 Markdown 标记的空格需要在外部': 'noSpaceInsideHyperMark',
  '此处 Markdown 标记的内部不需要空格': 'noSpaceInsideHyperMark',
  此处字符需要统一: 'unifiedPunctuation',
  此处标点符号需要统一到繁体: 'unifiedPunctuation',
  此处标点符号需要统一到简体: 'unifiedPunctuation',
  此处标点符号需要使用全角: 'fullwidthPunctuation',
  此处标点符号需要使用半角: 'halfwidthPunctuation',
  此处标点符号前不需要空格: 'noSpaceBeforePauseOrStop',
  此处标点符号后不需要空格: 'noSpaceAfterFullwidthPauseOrStop',
  此处标点符号后需要一个空格: 'spaceAfterHalfwidthPauseOrStop',
  此处括号的内部不需要空格: 'noSpaceInsideBracket',
  此处括号的外部不需要空格: 'noSpaceOutsideFullwidthBracket',
  此处括号的外部需要一个空格: 'spaceOutsideHalfwidthBracket',
  此处半角内容之间需要一个空格: 'spaceBetweenHalfwidthContent',
  此处全角内容之间不需要空格: 'noSpaceBetweenFullwidthContent',
  此处中英文内容之间需要一个空格: 'spaceBetweenMixedwidthContent',
  此处引号的内部不需要空格: 'noSpaceInsideQuotation',
  此处引号的外部不需要空格: 'noSpaceOutsideFullwidthQuotation',
  此处引号的外部需要一个空格: 'spaceOutsideHalfwidthQuotation',
  此处需要去除外部空格: 'trimSpace',
};

const admonitionLine = /^\s*:{3,}[a-z]*(?:\[(.*)\])?\s*$/;
const headingId = /\s*\{#[^\s{}]+\}\s*$/;
const footnoteReference = /\[\^[^\]\s]+\](?!:)/g;

interface Cut {
  body: string;
  pieces: ProsePiece[];
}

/** Returns the zhlint-ready body (same lines as the source) and the prose pieces cut out of it. */
export function cutForZhlint(source: string): Cut {
  const pieces = frontMatterProse(source);
  const tree: Root = parseContent(source);
  const codeLines = new Set<number>();
  const cutLines = new Set<number>();
  // The lines as the parse saw them: `:::tip 标题` already rewritten to `:::tip[标题]`, lines kept.
  const sourceLines = rewriteAdmonitionTitles(blankFrontMatter(source)).split('\n');
  const rangeOf = (node: { position?: { start: { line: number }; end: { line: number } } }): number[] => {
    const start = node.position?.start.line ?? 0;
    const end = node.position?.end.line ?? -1;
    return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
  };
  visit(tree, 'code', (node) => rangeOf(node).forEach((line) => codeLines.add(line)));
  visit(tree, 'table', (table) => {
    rangeOf(table).forEach((line) => cutLines.add(line));
    visit(table, 'tableCell', (cell) => {
      const line = cell.position?.start.line ?? 0;
      const row = sourceLines[line - 1] ?? '';
      const start = (cell.position?.start.column ?? 1) - 1;
      const end = (cell.position?.end.column ?? 1) - 1;
      const text = row.slice(start, end).replace(/^\|/, '').replace(/\|$/, '').trim();
      if (hasChinese(text)) pieces.push({ line, text });
    });
  });
  visit(tree, 'html', (node, _index, parent) => {
    // Inline HTML (`<br>` in a sentence) stays with its sentence; only whole HTML blocks are cut.
    if (parent?.type === 'paragraph' || parent?.type === 'heading' || parent?.type === 'tableCell') return;
    for (const line of rangeOf(node)) {
      cutLines.add(line);
      const text = htmlLineText(sourceLines[line - 1] ?? '');
      if (hasChinese(text)) pieces.push({ line, text });
    }
  });

  const bodyLines = sourceLines.map((line, index) => {
    const lineNumber = index + 1;
    if (codeLines.has(lineNumber)) return line;
    if (cutLines.has(lineNumber)) return '';
    const admonition = admonitionLine.exec(line);
    if (admonition) {
      const title = admonition[1]?.replace(/\\([[\]])/g, '$1');
      if (title && hasChinese(title)) pieces.push({ line: lineNumber, text: title });
      return '';
    }
    return line.replace(headingId, '').replace(footnoteReference, '');
  });
  return { body: bodyLines.join('\n'), pieces };
}

/** Lints one piece of prose and returns its findings, with lines counted from the piece's first line. */
function lintPiece(piece: ProsePiece): ChineseTextFinding[] {
  const result = run(piece.text, zhlintOptions);
  const lines = piece.text.split('\n');
  return result.validations.map((validation) => {
    const line = lineAt(piece.text, validation.index, piece.line);
    return {
      line,
      rule: `${ruleNames[validation.message] ?? 'unknown'} (${validation.message})`,
      text: (lines[line - piece.line] ?? '').trim(),
    };
  });
}

/** Returns zhlint's findings for one content file, in line order. */
export function lintChineseText(source: string): ChineseTextFinding[] {
  const { body, pieces } = cutForZhlint(source);
  return [lintPiece({ line: 1, text: body }), ...pieces.map(lintPiece)]
    .flat()
    .sort((a, b) => a.line - b.line);
}
