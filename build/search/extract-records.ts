// Turns one rendered page into DocSearch records: one per heading, one per block of text (paragraph, list
// item, table row), each carrying the headings it sits under. One streaming htmlparser2 pass.
import { Parser } from 'htmlparser2';
import { SITE_LOCALE } from '../../theme/lib/constants.ts';
import type { SearchHierarchy, SearchRecord, SearchRecordType } from '../../theme/lib/search/records.ts';
import type { SearchPageSource } from './search-page-source.ts';
import { levelWeight } from '../../theme/lib/search/records-file.ts';

// Elements that end one block of text and start the next. A table row is one block; its cells are
// separated by a space (one record per cell would be too small to read or rank).
const CELLS = new Set(['td', 'th']);
const BLOCKS = new Set([
  'p', 'li', 'dt', 'dd', 'pre', 'blockquote', 'figcaption', 'caption', 'div', 'tr', 'table',
  'ul', 'ol', 'dl', 'aside', 'section', 'details', 'summary', 'hr', 'br', 'img', 'figure', 'header', 'footer',
]);
// Elements whose text is not searchable prose: scripts, icons, buttons, the `#` heading links, and code
// blocks (as on the original site, whose crawler indexed headings, paragraphs, list items and table cells;
// code is a quarter of the text and would push the files past their size budget). Inline code stays.
const SKIPPED = new Set(['script', 'style', 'svg', 'button', 'template', 'noscript', 'pre']);
const HEADING = /^h([1-6])$/;

function isSkipped(name: string, attributes: Record<string, string>): boolean {
  return SKIPPED.has(name) || attributes['aria-hidden'] === 'true' || /\bhash-link\b/.test(attributes['class'] ?? '');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Returns the page's records in document order: the title (lvl1), then headings and text blocks. */
export function extractRecords(page: SearchPageSource): SearchRecord[] {
  const records: SearchRecord[] = [];
  const hierarchy: SearchHierarchy = { lvl0: page.lvl0, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor: string | null = null;
  let text = '';
  let heading: { level: number; id: string | null; text: string } | undefined;
  // One entry per open element: true when it (or an ancestor) hides its text.
  const skipped: boolean[] = [];

  const add = (type: SearchRecordType, content: string | null, level: number) => {
    const position = records.length;
    records.push({
      objectID: `${page.url}#${position}`,
      hierarchy: { ...hierarchy },
      content,
      type,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      url_without_anchor: page.url,
      anchor,
      language: SITE_LOCALE,
      docusaurus_tag: page.tag,
      weight: { pageRank: 0, level: levelWeight(level), position },
    });
  };
  const flushText = () => {
    const content = collapse(text);
    text = '';
    if (content) add('content', content, 0);
  };

  add('lvl1', null, 1);
  const parser = new Parser({
    onopentag(name, attributes) {
      skipped.push((skipped.at(-1) ?? false) || isSkipped(name, attributes));
      const level = HEADING.exec(name)?.[1];
      if (level) {
        flushText();
        heading = { level: Number(level), id: attributes['id'] ?? null, text: '' };
      } else if (BLOCKS.has(name) && !heading) flushText();
      else if (CELLS.has(name)) text += ' ';
    },
    ontext(data) {
      if (skipped.at(-1)) return;
      if (heading) heading.text += data;
      else text += data;
    },
    onclosetag(name) {
      skipped.pop();
      if (heading && name === `h${heading.level}`) {
        closeHeading(heading);
        heading = undefined;
      } else if (BLOCKS.has(name) && !heading) flushText();
    },
  }, { decodeEntities: true });

  function closeHeading({ level, id, text: headingText }: { level: number; id: string | null; text: string }) {
    // The page title is lvl1 already; an H1 in the content repeats it.
    if (level === 1) return;
    const key = `lvl${level}` as 'lvl2';
    hierarchy[key] = collapse(headingText);
    for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as 'lvl2'] = null;
    anchor = id;
    add(key, null, level);
  }

  parser.write(page.html);
  parser.end();
  flushText();
  return records;
}
