// Groups search hits the way the modal shows them: by section (lvl0), then by page, with caps (the caps' rule is
// theme/lib/search/sections.ts `shownHits`, which the engine and the build's stored answers follow too).
import type { SearchRecord } from '../../theme/lib/search/records.ts';
import { shownHits } from '../../theme/lib/search/sections.ts';

/** The hits of one page within a section. */
export interface PageHits {
  url: string;
  title: string;
  hits: SearchRecord[];
}

/** The hits of one section (lvl0), page by page. */
export interface HitGroup {
  lvl0: string;
  pages: PageHits[];
}

/** Groups `hits` (best first) by lvl0 then page, keeping at most `total` hits and `perGroup` per lvl0. */
export function groupHits(hits: readonly SearchRecord[], { perGroup, total }: { perGroup: number; total: number }): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of shownHits(hits.slice(0, total), (shown) => shown.hierarchy.lvl0, perGroup)) {
    let group = groups.get(hit.hierarchy.lvl0);
    if (!group) groups.set(hit.hierarchy.lvl0, (group = { lvl0: hit.hierarchy.lvl0, pages: [] }));
    let page = group.pages.find((candidate) => candidate.url === hit.url_without_anchor);
    if (!page) {
      page = { url: hit.url_without_anchor, title: hit.hierarchy.lvl1, hits: [] };
      group.pages.push(page);
    }
    page.hits.push(hit);
  }
  return [...groups.values()];
}

/** Returns the hits of `groups` in the order they are shown, for keyboard navigation. */
export function hitsInDisplayOrder(groups: readonly HitGroup[]): SearchRecord[] {
  return groups.flatMap((group) => group.pages.flatMap((page) => page.hits));
}
