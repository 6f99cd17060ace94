// Writes a page's `upstream` pin into its front matter, replacing the old block and leaving every other line as it was.
import { stringify } from 'yaml';
import type { SourcePin } from '../content/upstream-pin.ts';

// A YAML scalar as the parser will read it back: a hash of only digits stays a string.
const scalar = (value: string) => stringify(value).trimEnd();

/** The YAML lines of a pin, as translators read them in front matter. */
export function pinYaml(pin: SourcePin): string[] {
  return [
    'upstream:',
    `  source: ${scalar(pin.source)}`,
    `  route: ${scalar(pin.route)}`,
    `  commit: ${scalar(pin.commit)}`,
    `  date: ${scalar(pin.date)}`,
    '  sections:',
    ...Object.entries(pin.sections).map(([slug, hash]) => `    ${scalar(slug)}: ${scalar(hash)}`),
  ];
}

/** `text` (a Markdown file) with its front matter's `upstream` block set to `pin`; a file without front matter gets one. */
export function withPin(text: string, pin: SourcePin): string {
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trimEnd() !== '---') return ['---', ...pinYaml(pin), '---', ...lines].join(newline);
  const end = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---');
  if (end < 0) throw new Error('front matter 缺少结尾的 ---');
  const start = lines.findIndex((line, index) => index > 0 && index < end && /^upstream:/.test(line));
  if (start < 0) return [...lines.slice(0, end), ...pinYaml(pin), ...lines.slice(end)].join(newline);
  // The block runs to the next top-level key (or the closing fence).
  let stop = start + 1;
  while (stop < end && (/^\s/.test(lines[stop]!) || lines[stop] === '')) stop += 1;
  return [...lines.slice(0, start), ...pinYaml(pin), ...lines.slice(stop)].join(newline);
}
