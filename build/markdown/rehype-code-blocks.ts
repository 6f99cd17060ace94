// rehype-code-blocks: highlights Markdown code blocks with Shiki at build time and wraps them in
// the code-block chrome (title, copy and word-wrap buttons) the theme styles and the client wires up.
//
// Colours: Shiki dual themes with `defaultColor: 'light'`. Each token carries its light colour as
// inline `color` and its dark colour as `--shiki-dark`; <pre> carries `--shiki-dark-bg`. Font
// styles are variables only (`--shiki-light-font-weight: bold`, `--shiki-dark-font-style: italic`).
// Light mode (the site default) gets its colours without CSS; the theme must add:
//   .shiki span { font-style: var(--shiki-light-font-style); font-weight: var(--shiki-light-font-weight);
//     text-decoration: var(--shiki-light-text-decoration); }
//   [data-theme='dark'] .shiki { background-color: var(--shiki-dark-bg) !important; }
//   [data-theme='dark'] .shiki, [data-theme='dark'] .shiki span { color: var(--shiki-dark) !important; }
//   [data-theme='dark'] .shiki span { font-style: var(--shiki-dark-font-style);
//     font-weight: var(--shiki-dark-font-weight); text-decoration: var(--shiki-dark-text-decoration); }
// Keep backgrounds off the spans: `.line.highlighted` paints the highlighted-line background.
// Line numbers are `data-line` attributes shown with `.line::before { content: attr(data-line) }`,
// so selecting and copying the code never includes them.
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { HighlighterCore, ShikiTransformer } from 'shiki/core';
import { SKIP, visit } from '../visit-parents.ts';
import type { VFile } from 'vfile';
import { codeBlockKey, type CodeBlockCache } from './code-block-cache.ts';
import { compactHastJson, hastFromCompactJson } from './compact-hast.ts';
import { strings } from '../../theme/lib/strings.ts';
import { readCodeBlockDisplay, type CodeBlockDisplay } from './code-meta.ts';
import { CODE_THEMES, isKnownLanguage, loadLanguageFor, resolveLanguage } from './code-highlighter.ts';
import { svgIcon } from './svg-icon.ts';
import { codeToHastTokenizedOnce } from './tokenize-once.ts';
import { reportMarkdownWarning } from './markdown-warnings.ts';

/** Where highlighted blocks come from: the cache first, else the (lazily created) highlighter. */
export interface Options {
  /** Returns the build's one highlighter, creating it on first call. */
  highlighter: () => Promise<HighlighterCore>;
  cache: CodeBlockCache;
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element {
  return { type: 'element', tagName, properties, children };
}

function languageOf(code: Element): string {
  const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
  const languageClass = classes.find((name) => String(name).startsWith('language-'));
  return languageClass === undefined ? 'text' : String(languageClass).slice('language-'.length);
}

function lineDecorations(display: CodeBlockDisplay): ShikiTransformer {
  return {
    name: 'code-block-lines',
    line(node, line) {
      if (display.highlightedLines.has(line)) this.addClassToHast(node, 'highlighted');
      if (display.firstLineNumber !== undefined) node.properties.dataLine = display.firstLineNumber + line - 1;
    },
    pre(node) {
      if (display.firstLineNumber !== undefined) node.properties.dataLineNumbers = true;
    },
  };
}

function buttons(): Element {
  const wrap = element(
    'button',
    { type: 'button', className: ['code-block-wrap'], ariaLabel: strings.toggleWordWrap, title: strings.toggleWordWrap, ariaPressed: 'false' },
    [svgIcon('wrap', 'code-block-icon-wrap')],
  );
  const copy = element(
    'button',
    { type: 'button', className: ['code-block-copy'], ariaLabel: strings.copyCode, title: strings.copyCode },
    [
      svgIcon('copy', 'code-block-icon-copy'),
      svgIcon('copied', 'code-block-icon-copied'),
      element('span', { className: ['code-block-copied'], role: 'status', ariaLive: 'polite' }),
    ],
  );
  return element('div', { className: ['code-block-buttons'] }, [wrap, copy]);
}

// Tokenizing one line costs time that grows with the square of its length, and the time limit is off for
// determinism, so longer lines (minified code, base64) are shown as plain text instead.
const MAX_HIGHLIGHTED_LINE_LENGTH = 1000;

// What a fence shows: its code without the newline mdast-util-to-hast ends every block with, and its title and lines.
function displayOf(code: Element): CodeBlockDisplay {
  return readCodeBlockDisplay(toString(code).replace(/\n$/, ''), String(code.properties.dataMeta ?? ''));
}

function renderCodeBlock(code: Element, highlighter: HighlighterCore, display: CodeBlockDisplay): Element {
  const meta = String(code.properties.dataMeta ?? '');
  const language = languageOf(code);
  const highlighted = codeToHastTokenizedOnce(highlighter, display.code, {
    lang: resolveLanguage(highlighter, language),
    themes: CODE_THEMES,
    defaultColor: 'light',
    // Shiki gives up on a line after 500 ms by default and emits it unstyled; the first line of a
    // cold grammar on a slow CI machine can take that long, so the output would vary run to run.
    tokenizeTimeLimit: 0,
    // Shiki leaves a line of at least this many characters untokenized.
    tokenizeMaxLineLength: MAX_HIGHLIGHTED_LINE_LENGTH + 1,
    transformers: [lineDecorations(display)],
  });
  const pre = highlighted.children.find((node): node is Element => node.type === 'element');
  const title = display.title === undefined ? [] : [element('div', { className: ['code-block-title'] }, [{ type: 'text', value: display.title }])];
  const body = element('div', { className: ['code-block-body'] }, [...(pre ? [pre] : []), buttons()]);
  // The line count lets the stylesheet reserve the block's height while the browser skips rendering it off
  // screen (content-visibility), so long pages lay out fast and anchors below the block still land right.
  const lines = display.code.split('\n').length;
  return element('div', { className: ['code-block'], dataLanguage: language, ...(meta ? { dataMeta: meta } : {}), style: `--code-lines:${lines}` }, [...title, body]);
}

// Checked on every compile, cached block or not: a mistyped language or a range past the end would
// otherwise pass silently as plain text or as no highlight at all.
function checkFence(pre: Element, code: Element, display: CodeBlockDisplay, file: VFile): void {
  const language = languageOf(code);
  if (!isKnownLanguage(language)) {
    reportMarkdownWarning(file, 'unknown-code-language', `代码块语言 "${language}" 不在本站高亮的语言之列，按纯文本显示；请写 text，或在 build/markdown/code-highlighter.ts 中加入它的语法`, pre);
  }
  const lineCount = display.code.split('\n').length;
  const outside = [...display.highlightedLines].filter((line) => line < 1 || line > lineCount).sort((a, b) => a - b);
  if (outside.length > 0) {
    reportMarkdownWarning(file, 'highlight-out-of-range', `高亮的第 ${outside.join('、')} 行超出了这个 ${lineCount} 行的代码块`, pre);
  }
}

// A block from the cache, or undefined when what is stored there is not one this plugin made (a damaged or
// hand-edited cache file): the block is then highlighted again, as in a clean build.
function cachedCodeBlock(json: string): Element | undefined {
  let block: unknown;
  try {
    block = hastFromCompactJson(json);
  } catch {
    return undefined;
  }
  if (!isHastContent(block) || block.type !== 'element' || block.tagName !== 'div') return undefined;
  const classes = block.properties.className;
  return Array.isArray(classes) && classes.includes('code-block') ? block : undefined;
}

function isHastContent(node: unknown): node is ElementContent {
  if (typeof node !== 'object' || node === null) return false;
  const { type, value, tagName, properties, children } = node as Record<string, unknown>;
  if (type === 'text' || type === 'comment') return typeof value === 'string';
  return type === 'element' && typeof tagName === 'string' && typeof properties === 'object' && properties !== null
    && Array.isArray(children) && children.every(isHastContent);
}

// Each block's code as the fence gave it, for the page's Markdown twin (content-markdown.ts).
const codeOfBlock = new WeakMap<Element, string>();

/** The code a block this plugin made shows (its fence's, highlight markers removed); undefined for any other element. */
export function fenceCode(block: Element): string | undefined {
  return codeOfBlock.get(block);
}

// The blocks this plugin made, so that later plugins can skip their token spans (most of a page's nodes), where
// nothing they look for is: no heading, no id, no link but those rehype-code-links adds.
const madeHere = new WeakSet<Element>();

/** True for a highlighted code block this plugin made (not hand-written HTML that merely shares its class). */
export function isHighlightedBlock(node: Element): boolean {
  return madeHere.has(node);
}

/** Replaces each `<pre><code data-meta>` from a Markdown fence with a highlighted, titled code block,
 * warning about an unknown language or a highlighted line past the block's end. */
export function rehypeCodeBlocks(options: Options) {
  return async (tree: Root, file: VFile) => {
    const fences: { code: Element; display: CodeBlockDisplay; parent: { children: unknown[] }; index: number }[] = [];
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || parent === undefined || index === undefined) return;
      const code = node.children.find((child): child is Element => child.type === 'element');
      // Only fences carry data-meta (see remark-code-meta); a hand-written <pre> stays as written.
      if (code?.tagName !== 'code' || code.properties.dataMeta === undefined) return;
      const display = displayOf(code);
      checkFence(node, code, display, file);
      fences.push({ code, display, parent, index });
      return SKIP;
    });
    const keys = fences.map(({ code }) => codeBlockKey(languageOf(code), String(code.properties.dataMeta), toString(code)));
    if (keys.length > 0) await options.cache.fetch?.(keys);
    for (const [position, { code, display, parent, index }] of fences.entries()) {
      const key = keys[position]!;
      const cached = options.cache.get(key);
      // Loading the cached JSON gives this page its own copy, so no later step that edits one page's tree can reach into another's.
      const block = cached === undefined ? undefined : cachedCodeBlock(cached);
      if (block) {
        madeHere.add(block);
        codeOfBlock.set(block, display.code);
        parent.children[index] = block;
        continue;
      }
      const highlighter = await options.highlighter();
      await loadLanguageFor(highlighter, languageOf(code));
      const made = renderCodeBlock(code, highlighter, display);
      options.cache.set(key, compactHastJson(made));
      madeHere.add(made);
      codeOfBlock.set(made, display.code);
      parent.children[index] = made;
    }
  };
}
