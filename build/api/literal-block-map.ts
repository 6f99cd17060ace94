// Translation files as they are written — comments, blank lines and `key: |-` literal blocks — read without the YAML
// parser, whose time on every API page's blocks the main thread would spend on the way to compiling. Anything else
// (another block style, a plain or quoted value, tabs, leading blank lines in a block, a duplicate key …) is left to
// the parser, which also names the line of every error: this answers only where its reading is certain to be the
// parser's (test/build/api/literal-block-map.test.ts compares the two on random files).

/** One `key: |-` block: its key, its text and the line the key is on (1-based). */
export interface LiteralBlock {
  key: string;
  value: string;
  line: number;
}

// A key YAML reads as this same string: no indicator first, no space, no `: `, and not a word it reads as null or a boolean.
const HEADER = /^([A-Za-z_$][\w$.#-]*): \|-$/;
const NOT_A_STRING_KEY = /^(?:null|true|false)$/i;
// Characters YAML does not allow in a document, or reads as line breaks, or that change how lines are split.
const NOT_PLAIN_TEXT = /[\0-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/;
const SPACES = /^ */;

/** The blocks of `text` when it holds only comments, blank lines and `key: |-` blocks, as the YAML parser reads them; else undefined. */
export function literalBlockMap(text: string): LiteralBlock[] | undefined {
  if (NOT_PLAIN_TEXT.test(text)) return undefined;
  const lines = text.split('\n');
  const blocks: LiteralBlock[] = [];
  const seen = new Set<string>();
  let at = 0;
  while (at < lines.length) {
    const line = lines[at]!;
    if (line === '' || line.startsWith('#')) {
      at++;
      continue;
    }
    const header = HEADER.exec(line);
    if (!header || NOT_A_STRING_KEY.test(header[1]!) || seen.has(header[1]!)) return undefined;
    const key = header[1]!;
    seen.add(key);
    // The block's indentation is its first line's, which must hold text.
    const first = lines[at + 1];
    const indent = first === undefined ? 0 : SPACES.exec(first)![0].length;
    if (indent === 0 || first!.trim() === '') return undefined;
    const content: string[] = [];
    let next = at + 1;
    for (; next < lines.length; next++) {
      const inside = lines[next]!;
      const spaces = SPACES.exec(inside)![0].length;
      if (spaces === inside.length) {
        // A line of spaces only is an empty line of the block; more spaces than its indentation would be text.
        if (spaces > indent) return undefined;
        content.push('');
      } else if (spaces >= indent) {
        content.push(inside.slice(indent));
      } else {
        break;
      }
    }
    // `-` strips the line breaks at the end.
    while (content.at(-1) === '') content.pop();
    blocks.push({ key, value: content.join('\n'), line: at + 1 });
    at = next;
  }
  return blocks;
}
