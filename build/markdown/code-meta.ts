// Reads what a code fence asks for: its meta string (`title="app.js" {1,3-5} showLineNumbers`) and
// the highlight comments inside the code, which are removed from what the reader sees.

/** How one code block should be displayed. */
export interface CodeBlockDisplay {
  /** The code with highlight-marker lines removed. */
  code: string;
  title?: string;
  /** 1-based numbers of lines (after marker removal) to highlight. */
  highlightedLines: Set<number>;
  /** Number of the first line when line numbers are shown. */
  firstLineNumber?: number;
}

const titlePattern = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const rangesPattern = /\{([\d,\s-]+)\}/;
const lineNumbersPattern = /\bshowLineNumbers(?:=(\d+))?\b/;
// One marker per line, in any of the comment styles the site's languages use: `// …`, `# …`
// (bash, yaml), `/* … */` and `{/* … */}` (CSS, JSX), `<!-- … -->` (HTML, XML, Markdown).
const markerPattern =
  /^\s*(?:\/\/|#|\/\*|\{\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/\}|\*\/|-->)?\s*$/;

/** Parses `{1,3-5}` into the set of line numbers it names. */
export function parseLineRanges(ranges: string): Set<number> {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const [from, to = from] = part.trim().split('-').map(Number);
    if (from === undefined || to === undefined || !Number.isInteger(from) || !Number.isInteger(to)) continue;
    for (let line = from; line <= to; line++) lines.add(line);
  }
  return lines;
}

/** Returns the code without marker lines, with the lines the markers and the meta ranges highlight. */
export function readCodeBlockDisplay(code: string, meta: string): CodeBlockDisplay {
  const rangeMatch = rangesPattern.exec(meta);
  const highlightedLines = rangeMatch?.[1] ? parseLineRanges(rangeMatch[1]) : new Set<number>();
  const kept: string[] = [];
  let highlightNext = false;
  let openRegions = 0;
  for (const line of code.split('\n')) {
    const marker = markerPattern.exec(line)?.[1];
    if (marker === 'next-line') highlightNext = true;
    else if (marker === 'start') openRegions++;
    else if (marker === 'end') openRegions = Math.max(0, openRegions - 1);
    else {
      kept.push(line);
      if (highlightNext || openRegions > 0) highlightedLines.add(kept.length);
      highlightNext = false;
    }
  }
  const titleMatch = titlePattern.exec(meta);
  const title = titleMatch?.[1] ?? titleMatch?.[2] ?? titleMatch?.[3];
  const lineNumbersMatch = lineNumbersPattern.exec(meta);
  return {
    code: kept.join('\n'),
    highlightedLines,
    ...(title ? { title } : {}),
    ...(lineNumbersMatch ? { firstLineNumber: Number(lineNumbersMatch[1] ?? 1) } : {}),
  };
}
