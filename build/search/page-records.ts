// Turns one page's searchable blocks (collected while it was compiled: build/markdown/rehype-collect-search-blocks.ts)
// into DocSearch records: the title, then one per heading and per block of text, each carrying the headings it sits under.
import { SITE_LOCALE } from '../../theme/lib/constants.ts';
import type { SearchHierarchy, SearchRecord, SearchRecordType } from '../../theme/lib/search/records.ts';
import { levelWeight } from '../../theme/lib/search/records-file.ts';
import { SEARCH_SECTIONS } from '../pages/page-kind.ts';
import type { SearchPageSource } from './search-page-source.ts';

/** True for a record of a tutorial (a docs page, not the API reference or the blog), which ranks a little higher. */
export const isTutorialRecord = (record: Pick<SearchRecord, 'hierarchy'>) => record.hierarchy.lvl0 === SEARCH_SECTIONS.docs.lvl0;

/** Returns the page's records in document order: the title (lvl1), then headings and text blocks. */
export function pageRecords(page: SearchPageSource): SearchRecord[] {
  const records: SearchRecord[] = [];
  const hierarchy: SearchHierarchy = { lvl0: page.lvl0, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor: string | null = null;
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
  add('lvl1', null, 1);
  for (const block of page.blocks) {
    if (block.level === 0) {
      add('content', block.text, 0);
      continue;
    }
    const key = `lvl${block.level}` as 'lvl2';
    hierarchy[key] = block.text;
    for (let deeper = block.level + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as 'lvl2'] = null;
    anchor = block.id;
    add(key, null, block.level);
  }
  return records;
}
