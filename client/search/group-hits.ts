// Groups search hits the way the modal shows them: by section (lvl0), then by page, with caps.
import type { SearchRecord } from '../../theme/lib/search/records.ts';

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
  const groups = new Map<string, { group: HitGroup; count: number }>();
  for (const hit of hits.slice(0, total)) {
    let entry = groups.get(hit.hierarchy.lvl0);
    if (!entry) {
      entry = { group: { lvl0: hit.hierarchy.lvl0, pages: [] }, count: 0 };
      groups.set(hit.hierarchy.lvl0, entry);
    }
    if (entry.count === perGroup) continue;
    entry.count++;
    let page = entry.group.pages.find((candidate) => candidate.url === hit.url_without_anchor);
    if (!page) {
      page = { url: hit.url_without_anchor, title: hit.hierarchy.lvl1, hits: [] };
      entry.group.pages.push(page);
    }
    page.hits.push(hit);
  }
  return [...groups.values()].map((entry) => entry.group);
}

/** Returns the hits of `groups` in the order they are shown, for keyboard navigation. */
export function hitsInDisplayOrder(groups: readonly HitGroup[]): SearchRecord[] {
  return groups.flatMap((group) => group.pages.flatMap((page) => page.hits));
}
