// The docs sidebar. Categories are <details> so they collapse and expand without JavaScript. Layout renders it
// once, in the desktop column, and the open mobile drawer borrows it; client/sidebar.ts scrolls the current
// link into view.
//
// A sidebar's list is the same HTML on every page that opens the same categories, but for the current link's
// aria-current, and rendering it is most of a large site's page render (250 links: ~0.5 ms a page). So render-page.tsx
// has each list rendered once per tree and set of open categories (`renderSidebarListOnce`, outside the page's own
// render), the current link marked in that HTML, and the page takes the result as its nav's inner HTML.
import { renderToString } from 'react-dom/server';
import type { SidebarCategory, SidebarItem, SidebarView } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';
import { SmartLink } from './SmartLink.tsx';

/** True when `item` is the active link or a category that leads to it. */
function containsActive(item: SidebarItem, activeHref: string): boolean {
  if (item.href === activeHref) return true;
  return item.type === 'category' && item.items.some((child) => containsActive(child, activeHref));
}

// The current page's link is marked by aria-current alone (the stylesheet styles it by that): a sidebar holds
// hundreds of links on a large site, so its links and their list items carry no class names.
function current(href: string, activeHref: string) {
  return { 'aria-current': href === activeHref ? ('page' as const) : undefined };
}

// A category with its own page shows its label as a link beside the <details>, and the summary holds only
// the chevron (its name hidden from sight): a link inside <summary> would nest two controls in one.
// `openHref` decides which categories open (those leading to it); `activeHref` which link is marked current. They
// differ only when a list is rendered to be reused: opened for the page, with no link marked yet.
function SidebarCategoryItem({ item, activeHref, openHref }: { item: SidebarCategory; activeHref: string; openHref: string }) {
  // Large sidebars leave out categories away from the current page; they stay one click away.
  if (item.itemsOmitted && item.href) {
    return <a href={item.href} className="sidebar-category-link sidebar-category-omitted">{item.label}</a>;
  }
  return (
    <>
      {item.href && <a href={item.href} className="sidebar-category-link" {...current(item.href, activeHref)}>{item.label}</a>}
      <details className="sidebar-category" open={!item.collapsed || containsActive(item, openHref)}>
        {item.href ? (
          <summary className="sidebar-category-summary sidebar-category-toggle">
            <span className="sr-only">{strings.sidebarCategoryToggle(item.label)}</span>
          </summary>
        ) : (
          <summary className="sidebar-category-summary">{item.label}</summary>
        )}
        <SidebarList items={item.items} activeHref={activeHref} openHref={openHref} />
      </details>
    </>
  );
}

function SidebarList({ items, activeHref, openHref }: { items: readonly SidebarItem[]; activeHref: string; openHref: string }) {
  return (
    <ul className="sidebar-list">
      {items.map((item, index) => (
        <li key={index} className={item.type === 'category' ? 'sidebar-item-category' : undefined}>
          {item.type === 'link' ? (
            <SmartLink href={item.href} external={item.external} {...current(item.href, activeHref)}>
              {item.label}
            </SmartLink>
          ) : (
            <SidebarCategoryItem item={item} activeHref={activeHref} openHref={openHref} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Renders the sidebar tree with the current page's link marked and its categories open. */
export function DocSidebar({ sidebar }: { sidebar: SidebarView }) {
  const listHtml = renderedLists.get(sidebar);
  if (listHtml !== undefined) return <nav className="doc-sidebar" aria-label={strings.sidebarLabel} dangerouslySetInnerHTML={{ __html: listHtml }} />;
  return (
    <nav className="doc-sidebar" aria-label={strings.sidebarLabel}>
      <SidebarList items={sidebar.items} activeHref={sidebar.activeHref} openHref={sidebar.activeHref} />
    </nav>
  );
}

// Each page's list, ready for DocSidebar: set by `renderSidebarListOnce` just before the page renders.
const renderedLists = new WeakMap<SidebarView, string>();
// Lists rendered with no link marked, by tree and then by the categories the current page opens.
const unmarkedLists = new WeakMap<readonly SidebarItem[], Map<string, string>>();
// No sidebar link has this href (a NUL is no part of a URL), so a list rendered with it marks none.
const NO_CURRENT_LINK = '\u0000';

/**
 * Renders `sidebar`'s list for DocSidebar from the one rendered for its tree and open categories, with the current
 * link marked; the same HTML React renders for the page. Called outside any React render.
 */
export function renderSidebarListOnce(sidebar: SidebarView): void {
  const { items, activeHref } = sidebar;
  // A page's own href is a path; anything else (which React may rewrite) is rendered as it is.
  if (!activeHref.startsWith('/')) return;
  let byOpenCategories = unmarkedLists.get(items);
  if (!byOpenCategories) unmarkedLists.set(items, (byOpenCategories = new Map()));
  const openKey = openedCategories(items, activeHref);
  let unmarked = byOpenCategories.get(openKey);
  if (unmarked === undefined) {
    // Without the list items' end tags, which HTML lets a list leave out: an <li> ends where the next one or its
    // list ends, and React writes nothing between them. 5 bytes a link, which is most of what grows on a large
    // site's pages; browsers build the same DOM (test/theme/doc-sidebar.test.tsx parses both).
    unmarked = renderToString(<SidebarList items={items} activeHref={NO_CURRENT_LINK} openHref={activeHref} />).replaceAll('</li>', '');
    byOpenCategories.set(openKey, unmarked);
  }
  renderedLists.set(sidebar, markCurrentLinks(unmarked, activeHref));
}

// The collapsed categories the current page opens, by their place in the tree: the part of a list's HTML that
// depends on the page, besides the current link.
function openedCategories(items: readonly SidebarItem[], activeHref: string): string {
  const opened: number[] = [];
  let position = 0;
  const walk = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      position += 1;
      if (item.itemsOmitted && item.href) continue;
      if (item.collapsed && containsActive(item, activeHref)) opened.push(position);
      walk(item.items);
    }
  };
  walk(items);
  return opened.join();
}

// Adds aria-current="page" to every link to `activeHref` that SidebarList would mark: all but an omitted category's
// link. Its opening tag is found as React writes it, so the href is escaped exactly as in the list.
function markCurrentLinks(html: string, activeHref: string): string {
  const anchor = renderToString(<a href={activeHref} />);
  const opening = anchor.slice(0, anchor.indexOf('>'));
  let marked = '';
  let copied = 0;
  // The opening ends with the href's closing quote, so it never matches the start of a longer href.
  for (let at = html.indexOf(opening); at !== -1; at = html.indexOf(opening, at + 1)) {
    const end = html.indexOf('>', at);
    const tag = html.slice(at, end);
    if (tag.includes('sidebar-category-omitted')) continue;
    marked += `${html.slice(copied, end)} aria-current="page"`;
    copied = end;
  }
  return marked + html.slice(copied);
}
