// Parses a long document section by section. Micromark's time per character grows with the document: every event
// and token of a parse lives until its end, so each young-generation collection finds more of them alive and copies
// them again. Short sections keep that set small, so a long page parses faster in sections than whole.
//
// A section starts at an ATX heading at the start of a line, after a blank line, outside any fenced code block or
// container directive. There the whole document's parse is at its top level with nothing open: blank lines have
// ended every paragraph, table and block quote, and a line that is not indented ends every list item. Each section
// is parsed with the next one's heading line, which ends what is still open (a list item's unclosed fence) as it
// does in the whole document, then that heading is dropped; so the sections' nodes, joined and moved to their lines,
// are the tree of the whole.
// What could tie sections together, or hide where the scan thinks it is, makes it parse the document whole: a
// definition or footnote definition (a reference may be anywhere), raw HTML at a line's start (an HTML block can go on
// past blank lines), a fence or directive line it does not know for certain (indented, or a container's opening
// with attributes), or a lone carriage return (a line break the scan would not see). A property test compares both
// parses (test/build/markdown/remark-parse-in-sections.test.ts).
import type { Nodes, Root, RootContent } from 'mdast';
import type { Point } from 'unist';
import type { Processor } from 'unified';

/** Documents shorter than this are parsed whole: their parse is as fast per character. */
export const LONG_DOCUMENT = 16_000;

/** A section is at least this long (headings closer together stay in one section). */
export const SECTION_LENGTH = 2_000;

/** Options for tests: the sizes above. */
export interface ParseInSectionsOptions {
  longDocument?: number;
  sectionLength?: number;
}

/** Wraps the processor's parser (remark-parse's, so this comes right after it) to parse long documents in sections. */
export function remarkParseInSections(this: Processor, options: ParseInSectionsOptions = {}): void {
  const parseWhole = this.parser;
  if (!parseWhole) throw new Error('remarkParseInSections: use remark-parse before it');
  const longDocument = options.longDocument ?? LONG_DOCUMENT;
  const sectionLength = options.sectionLength ?? SECTION_LENGTH;
  this.parser = (document, file) => {
    const starts = document.length < longDocument ? undefined : sectionStarts(document, sectionLength);
    if (!starts) return parseWhole(document, file);
    const children: RootContent[] = [];
    let line = 0;
    for (let index = 0; index < starts.length; index++) {
      const from = starts[index]!;
      const to = starts[index + 1] ?? document.length;
      const nextHeadingEnd = index + 1 < starts.length ? lineEnd(document, to) : to;
      const tree = parseWhole(document.slice(from, nextHeadingEnd), file) as Root;
      if (nextHeadingEnd > to && tree.children.pop()?.position?.start.offset !== to - from) return parseWhole(document, file);
      if (!moveToDocument(tree, line, from)) return parseWhole(document, file);
      children.push(...tree.children);
      line += lineBreaks(document, from, to);
    }
    return { type: 'root', children, position: { start: { line: 1, column: 1, offset: 0 }, end: endOf(document, line) } };
  };
}

/** Where each section starts (the first at 0); undefined when the document must be parsed whole or has one section. */
export function sectionStarts(document: string, sectionLength = SECTION_LENGTH): number[] | undefined {
  if (/\r(?!\n)/.test(document)) return undefined;
  const starts = [0];
  let fence: { marker: string; length: number } | undefined;
  let container = 0;
  let previousBlank = true;
  for (let at = 0; at < document.length; ) {
    const end = lineEnd(document, at);
    const line = document.slice(at, end).replace(/\r$/, '');
    if (fence) {
      const closing = /^ {0,3}(`+|~+)[ \t]*$/.exec(line)?.[1];
      if (closing && closing[0] === fence.marker && closing.length >= fence.length) fence = undefined;
    } else if (container) {
      // A container directive's content is not parsed until its closing fence: nothing inside can hide that fence.
      const closing = /^ {0,3}(:{3,})[ \t]*$/.exec(line)?.[1];
      if (closing && closing.length >= container) container = 0;
    } else {
      const opening = /^(`{3,})[^`]*$|^(~{3,})/.exec(line);
      const marker = opening?.[1] ?? opening?.[2];
      if (marker) fence = { marker: marker[0]!, length: marker.length };
      // Indented by one to three spaces, a fence or directive may be the document's or a list item's; raw HTML may
      // open a block that blank lines do not end.
      else if (/^ {1,3}(?:`{3}|~{3}|:{3})|^ {0,3}</.test(line)) return undefined;
      else if (line.startsWith(':::')) {
        const directive = /^(:{3,})[A-Za-z0-9](?:[\w-]*[A-Za-z0-9])?(?:\[[^[\]\\\n]{0,200}\])?[ \t]*$/.exec(line);
        if (directive) container = directive[1]!.length;
        else if (!/^:{3,}[ \t]*$/.test(line)) return undefined;
      } else if (previousBlank && /^#{1,6}[ \t]/.test(line) && at - starts.at(-1)! >= sectionLength) starts.push(at);
    }
    previousBlank = /^[ \t]*$/.test(line);
    at = end + 1;
  }
  return starts.length > 1 ? starts : undefined;
}

// Moves a section's nodes from its own lines and offsets to the document's; false when it holds a definition.
function moveToDocument(tree: Root, lines: number, offset: number): boolean {
  // The first section is where it is in the document; its nodes are only checked.
  const moves = lines !== 0 || offset !== 0;
  const stack: Nodes[] = [...tree.children];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'definition' || node.type === 'footnoteDefinition') return false;
    const { position } = node;
    if (moves && position) node.position = { start: moved(position.start, lines, offset), end: moved(position.end, lines, offset) };
    if ('children' in node) stack.push(...node.children);
  }
  return true;
}

const moved = (point: Point, lines: number, offset: number): Point => ({
  line: point.line + lines,
  column: point.column,
  offset: point.offset === undefined ? undefined : point.offset + offset,
});

// The number of line breaks in document[from, to).
function lineBreaks(document: string, from: number, to: number): number {
  let count = 0;
  for (let at = document.indexOf('\n', from); at !== -1 && at < to; at = document.indexOf('\n', at + 1)) count++;
  return count;
}

// Where the line that starts at `at` ends (its line break excluded).
function lineEnd(document: string, at: number): number {
  const end = document.indexOf('\n', at);
  return end === -1 ? document.length : end;
}

// The point after the document's last character; `lines` is the number of line breaks in it.
function endOf(document: string, lines: number): Point {
  return { line: lines + 1, column: document.length - document.lastIndexOf('\n'), offset: document.length };
}
