// Markdown tables that also line up in a terminal, where CJK characters and emoji take two columns.

/** How a column's cells are aligned. */
export type Alignment = 'left' | 'right';

// East Asian Wide/Fullwidth ranges (Unicode UAX #11) plus the emoji blocks; enough for this report's
// Chinese labels and ✅/❌, without pulling in a string-width dependency.
const WIDE_RANGES: readonly [number, number][] = [
  [0x1100, 0x115f], [0x2705, 0x2705], [0x274c, 0x274c], [0x2e80, 0x303e], [0x3041, 0x33ff],
  [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xa000, 0xa4cf], [0xac00, 0xd7a3], [0xf900, 0xfaff],
  [0xfe30, 0xfe4f], [0xff00, 0xff60], [0xffe0, 0xffe6], [0x1f300, 0x1faff], [0x20000, 0x3fffd],
];

/** Returns how many terminal columns the text occupies. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    width += WIDE_RANGES.some(([from, to]) => code >= from && code <= to) ? 2 : 1;
  }
  return width;
}

function pad(text: string, width: number, alignment: Alignment): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return alignment === 'right' ? fill + text : text + fill;
}

// Markdown would read a bare `|` in a cell as a column break.
function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** Returns a GitHub-flavoured Markdown table; columns default to left-aligned. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[], alignments: readonly Alignment[] = []): string {
  const cells = [headers, ...rows].map((row) => headers.map((_, column) => escapeCell(row[column] ?? '')));
  // Three dashes is the shortest delimiter cell Markdown accepts.
  const widths = headers.map((_, column) => Math.max(3, ...cells.map((row) => displayWidth(row[column]!))));
  const line = (row: string[]) => `| ${row.map((cell, column) => pad(cell, widths[column]!, alignments[column] ?? 'left')).join(' | ')} |`;
  const delimiter = `| ${widths.map((width, column) => (alignments[column] === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  const [head, ...body] = cells;
  return [line(head!), delimiter, ...body.map(line)].join('\n');
}
