// The search record: the DocSearch v3 shape, so the local index and the hosted service feed one UI.

/** A heading level of the hierarchy: lvl0 is the section (文档 / API / 博客), lvl1 the page title. */
export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

/** The headings a record sits under, outermost first; null below the record's own level. */
export type SearchHierarchy = { lvl0: string; lvl1: string } & Record<Exclude<HierarchyLevel, 'lvl0' | 'lvl1'>, string | null>;

/** What a record is: a heading of that level, or a block of text. */
export type SearchRecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

/** One searchable unit of a page: a heading or a block of text under it. */
export interface SearchRecord {
  objectID: string;
  hierarchy: SearchHierarchy;
  /** The text of a content record; null for a heading record. */
  content: string | null;
  type: SearchRecordType;
  /** Final href, base URL and anchor included. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  /** Which part of the site, e.g. `docs-default-current` or `blog`. */
  docusaurus_tag: string;
  /** DocSearch ranking hints: headings above content, earlier above later. */
  weight: { pageRank: number; level: number; position: number };
}

/** The hierarchy levels below lvl0, in order. */
export const HEADING_LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Returns the record's own heading text: its deepest non-empty hierarchy level. */
export function deepestHeading(record: Pick<SearchRecord, 'hierarchy'>): string {
  for (let index = HEADING_LEVELS.length - 1; index >= 0; index--) {
    const text = record.hierarchy[HEADING_LEVELS[index]!];
    if (text) return text;
  }
  return record.hierarchy.lvl1;
}

/** Returns the headings from lvl1 down to the record's own, e.g. ['加载文档', '使用 load 解析字符串']. */
export function headingPath(record: Pick<SearchRecord, 'hierarchy'>): string[] {
  return HEADING_LEVELS.map((level) => record.hierarchy[level]).filter((text): text is string => Boolean(text));
}
