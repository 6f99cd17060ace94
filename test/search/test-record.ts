// Builds a search record for tests from the few fields a test cares about.
import type { SearchRecord } from '../../theme/lib/search/records.ts';

/** Returns a content record on page `page` of section `lvl0`, anchored at `id`. */
export function testRecord({ lvl0, page, id, content = '内容' }: { lvl0: string; page: string; id: string; content?: string }): SearchRecord {
  return {
    objectID: `${page}#${id}`,
    hierarchy: { lvl0, lvl1: `页面 ${page}`, lvl2: '小节', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    type: 'content',
    url: `${page}#${id}`,
    url_without_anchor: page,
    anchor: id,
    language: 'zh-Hans',
    docusaurus_tag: 'docs-default-current',
    weight: { pageRank: 0, level: 0, position: 0 },
  };
}
