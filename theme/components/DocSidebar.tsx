// The docs sidebar. Categories are <details> so they collapse and expand without JavaScript. Layout renders it
// once, in the desktop column, and the open mobile drawer borrows it; client/sidebar.ts scrolls the current
// link into view.
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
function SidebarCategoryItem({ item, activeHref }: { item: SidebarCategory; activeHref: string }) {
  // Large sidebars leave out categories away from the current page; they stay one click away.
  if (item.itemsOmitted && item.href) {
    return <a href={item.href} className="sidebar-category-link sidebar-category-omitted">{item.label}</a>;
  }
  return (
    <>
      {item.href && <a href={item.href} className="sidebar-category-link" {...current(item.href, activeHref)}>{item.label}</a>}
      <details className="sidebar-category" open={!item.collapsed || containsActive(item, activeHref)}>
        {item.href ? (
          <summary className="sidebar-category-summary sidebar-category-toggle">
            <span className="sr-only">{strings.sidebarCategoryToggle(item.label)}</span>
          </summary>
        ) : (
          <summary className="sidebar-category-summary">{item.label}</summary>
        )}
        <SidebarList items={item.items} activeHref={activeHref} />
      </details>
    </>
  );
}

function SidebarList({ items, activeHref }: { items: readonly SidebarItem[]; activeHref: string }) {
  return (
    <ul className="sidebar-list">
      {items.map((item, index) => (
        <li key={index} className={item.type === 'category' ? 'sidebar-item-category' : undefined}>
          {item.type === 'link' ? (
            <SmartLink href={item.href} external={item.external} {...current(item.href, activeHref)}>
              {item.label}
            </SmartLink>
          ) : (
            <SidebarCategoryItem item={item} activeHref={activeHref} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Renders the sidebar tree with the current page's link marked and its categories open. */
export function DocSidebar({ sidebar }: { sidebar: SidebarView }) {
  return (
    <nav className="doc-sidebar" aria-label={strings.sidebarLabel}>
      <SidebarList items={sidebar.items} activeHref={sidebar.activeHref} />
    </nav>
  );
}
