// The desktop docs sidebar: collapsing it to a thin rail and back (remembered across visits), and showing
// the current page's link when it starts out of view in a long sidebar.
import { SIDEBAR_COLLAPSED_STORAGE_KEY } from '../theme/lib/storage-keys.ts';
import { NAVIGATED_EVENT } from './navigation/events.ts';
import { targetElement } from './event-target.ts';
import { revealCurrentSidebarLink } from './reveal-in-container.ts';
import { readStorage, writeStorage } from './safe-storage.ts';

// On <html>, where the stylesheet reads it; the inline head script can set it before first paint too.
const COLLAPSED_ATTRIBUTE = 'data-sidebar-collapsed';

function applyCollapsed(collapsed: boolean): void {
  if (collapsed) document.documentElement.setAttribute(COLLAPSED_ATTRIBUTE, 'true');
  else document.documentElement.removeAttribute(COLLAPSED_ATTRIBUTE);
}

function onClick(event: MouseEvent): void {
  const button = targetElement(event)?.closest('[data-sidebar-toggle]');
  if (!button) return;
  const collapse = button.getAttribute('data-sidebar-toggle') === 'collapse';
  applyCollapsed(collapse);
  writeStorage(SIDEBAR_COLLAPSED_STORAGE_KEY, collapse ? 'true' : null);
  // The clicked button has just been hidden; keyboard focus moves to the one that undoes it.
  document.querySelector<HTMLElement>(`[data-sidebar-toggle="${collapse ? 'expand' : 'collapse'}"]`)?.focus();
}

function revealCurrentPageInSidebar(root: Document): void {
  revealCurrentSidebarLink(root.querySelector('.page-sidebar .doc-sidebar'));
}

/** Applies the stored rail state, reveals the current link (now and after each route change) and
 * installs the collapse/expand listener. */
export function installSidebar(root: Document): void {
  applyCollapsed(readStorage(SIDEBAR_COLLAPSED_STORAGE_KEY) === 'true');
  revealCurrentPageInSidebar(root);
  root.addEventListener('click', onClick);
  // Client navigation keeps the sidebar's scroll position; a current link that ended up out of view,
  // after following a pagination link for instance, is brought into it.
  root.addEventListener(NAVIGATED_EVENT, () => revealCurrentPageInSidebar(root));
}
