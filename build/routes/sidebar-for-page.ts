// The sidebar one page shows. Small sidebars are the one shared tree; a large one keeps the categories on the
// path to the current page whole (and the top-level links) and shows every other category as a link to its
// page, without its items, as Docusaurus renders only expanded categories. A page's HTML then depends on its
// own place in the tree, not on the number of pages.
import type { SidebarCategory, SidebarItem } from '../../theme/lib/view-model.ts';

/**
 * Up to this many links the whole tree is in every page, so every category expands in place, without
 * JavaScript or a page load. 100 links are five screens of sidebar, more than a reader scans; past that, the
 * whole tree in every page makes a site's output grow with the square of its page count.
 */
export const FULL_SIDEBAR_LINK_LIMIT = 100;

/** A sidebar prepared once per build: its size and, for large ones, what pruning needs. */
export interface PreparedSidebar {
  items: SidebarItem[];
  /** For a large sidebar: each href's chain of enclosing categories, outermost first. */
  ancestors?: Map<string, SidebarCategory[]>;
  /** For a large sidebar: each category's shared stand-in without its items. */
  stubs?: Map<SidebarCategory, SidebarCategory>;
  /** For a large sidebar: the tree cut down to each chain of categories, made once and shared by the chain's pages. */
  pruned?: Map<readonly SidebarCategory[], SidebarItem[]>;
}

// The chain of a page the sidebar does not list: no category is on its path.
const NO_CHAIN: readonly SidebarCategory[] = [];

/** Measures a sidebar and, when it is large, indexes it for `sidebarItemsForPage`. */
export function prepareSidebar(items: SidebarItem[]): PreparedSidebar {
  const ancestors = new Map<string, SidebarCategory[]>();
  const stubs = new Map<SidebarCategory, SidebarCategory>();
  let links = 0;
  const walk = (list: readonly SidebarItem[], chain: SidebarCategory[]) => {
    for (const item of list) {
      if (item.type === 'link') {
        links += 1;
        if (!ancestors.has(item.href)) ancestors.set(item.href, chain);
        continue;
      }
      const inner = [...chain, item];
      if (item.href && !ancestors.has(item.href)) ancestors.set(item.href, inner);
      const target = item.href ?? firstHref(item.items);
      stubs.set(item, { type: 'category', label: item.label, collapsed: true, items: [], itemsOmitted: true, ...(target ? { href: target } : {}) });
      walk(item.items, inner);
    }
  };
  walk(items, []);
  return links <= FULL_SIDEBAR_LINK_LIMIT ? { items } : { items, ancestors, stubs, pruned: new Map() };
}

/**
 * The items a page at `href` shows: the shared tree, or (large sidebars) the tree pruned to its path, one array
 * shared by every page on the same path, so the theme renders it once (theme/components/DocSidebar.tsx).
 */
export function sidebarItemsForPage(prepared: PreparedSidebar, href: string): readonly SidebarItem[] {
  const { ancestors, stubs, pruned } = prepared;
  if (!ancestors || !stubs || !pruned) return prepared.items;
  const chain = ancestors.get(href) ?? NO_CHAIN;
  let items = pruned.get(chain);
  if (items === undefined) {
    const open = new Set(chain);
    const prune = (list: readonly SidebarItem[]): SidebarItem[] =>
      list.map((item) => {
        if (item.type === 'link') return item;
        return open.has(item) ? { ...item, collapsed: false, items: prune(item.items) } : stubs.get(item)!;
      });
    pruned.set(chain, (items = prune(prepared.items)));
  }
  return items;
}

function firstHref(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    const href = item.type === 'link' ? item.href : item.href ?? firstHref(item.items);
    if (href) return href;
  }
  return undefined;
}
