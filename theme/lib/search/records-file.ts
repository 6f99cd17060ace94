// The display-records file: the same records as the DocSearch shape, but with each page's fields written
// once and each record as a short tuple (about a quarter smaller gzipped). The browser expands it back.
import { SITE_LOCALE } from '../constants.ts';
import { HEADING_LEVELS, type SearchHierarchy, type SearchRecord, type SearchRecordType } from './records.ts';

/** A page's shared fields: url without anchor, lvl0, lvl1, docusaurus_tag. */
type PageEntry = [url: string, lvl0: string, lvl1: string, tag: string];
/** A record: page index, type (1–6 for lvlN, 0 for content), anchor, headings lvl2 down, content. */
type RecordEntry = [page: number, level: number, anchor: string | null, headings: string[], content: string | null];

/** The JSON the records file holds. */
export interface RecordsFile {
  pages: PageEntry[];
  records: RecordEntry[];
}

/** DocSearch's weight for a level (1–6, 0 for content): lvl1 90 … lvl6 40, content 0. */
export const levelWeight = (level: number) => (level === 0 ? 0 : 100 - level * 10);

/** Packs records (in order) into the records file. */
export function packRecords(records: readonly SearchRecord[]): RecordsFile {
  const pages: PageEntry[] = [];
  const pageIndex = new Map<string, number>();
  const packed = records.map((record): RecordEntry => {
    let page = pageIndex.get(record.url_without_anchor);
    if (page === undefined) {
      page = pages.push([record.url_without_anchor, record.hierarchy.lvl0, record.hierarchy.lvl1, record.docusaurus_tag]) - 1;
      pageIndex.set(record.url_without_anchor, page);
    }
    const headings = HEADING_LEVELS.slice(1).map((level) => record.hierarchy[level]);
    const used = headings.slice(0, headings.findLastIndex((text) => text !== null) + 1).map((text) => text ?? '');
    const level = record.type === 'content' ? 0 : Number(record.type.slice(3));
    return [page, level, record.anchor, used, record.content];
  });
  return { pages, records: packed };
}

/**
 * Expands the records file into DocSearch records (positions are the index's document ids); a chunk of
 * the records starts at `firstPosition`.
 */
export function unpackRecords(file: RecordsFile, firstPosition = 0): SearchRecord[] {
  return file.records.map(([pageNumber, level, anchor, headings, content], offset) => {
    const position = firstPosition + offset;
    const [url, lvl0, lvl1, tag] = file.pages[pageNumber]!;
    const hierarchy: SearchHierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    headings.forEach((text, index) => {
      hierarchy[HEADING_LEVELS[index + 1] as 'lvl2'] = text || null;
    });
    return {
      objectID: `${url}#${position}`,
      hierarchy,
      content,
      type: (level === 0 ? 'content' : `lvl${level}`) as SearchRecordType,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      language: SITE_LOCALE,
      docusaurus_tag: tag,
      weight: { pageRank: 0, level: levelWeight(level), position },
    };
  });
}
