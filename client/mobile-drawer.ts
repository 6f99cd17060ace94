// The mobile navigation drawer (theme/components/MobileDrawer.tsx): opening it from the menu button,
// every way of closing it, and focus. The listeners are delegated to the document and all state lives in
// the DOM (the dialog's `open`, where the sidebar is), so nothing points at an element that client
// navigation has replaced.
import { DESKTOP_BREAKPOINT_PX } from '../theme/lib/constants.ts';
import { targetElement } from './event-target.ts';
import { revealCurrentSidebarLink } from './reveal-in-container.ts';

const DRAWER = 'dialog[data-mobile-drawer]';
const MENU_BUTTON = '[data-mobile-menu-button]';
const FOCUSABLE = 'a[href], button, summary, input, [tabindex]:not([tabindex="-1"])';
// The page's one sidebar (docs or blog) lives in the desktop column; the open drawer borrows it.
const SIDEBAR_HOME = '.page-sidebar-inner';
const SIDEBAR_SLOT = '[data-mobile-drawer-sidebar]';

function borrowSidebar(drawer: HTMLDialogElement): void {
  const sidebar = document.querySelector(`${SIDEBAR_HOME} > nav`);
  if (sidebar) drawer.querySelector(SIDEBAR_SLOT)?.append(sidebar);
}

// Called on every close, and at once where this script closes the drawer itself, so the desktop column
// is never empty for a frame when the window widens.
function returnSidebar(): void {
  const sidebar = document.querySelector(`${SIDEBAR_SLOT} > nav`);
  if (sidebar) document.querySelector(SIDEBAR_HOME)?.prepend(sidebar);
}

function openDrawer(drawer: HTMLDialogElement): void {
  if (drawer.open) return;
  // The stylesheet locks page scrolling while the drawer is open; a page that had a scrollbar keeps its
  // width as a gutter (scrollbar-gutter), so the content behind does not jump sideways.
  drawer.toggleAttribute('data-page-scrollbar', window.innerWidth > document.documentElement.clientWidth);
  borrowSidebar(drawer);
  // showModal() makes the rest of the page inert and turns Escape into a `cancel` and then a `close`.
  drawer.showModal();
  drawer.querySelector<HTMLElement>('[data-mobile-drawer-close]')?.focus();
  document.querySelector(MENU_BUTTON)?.setAttribute('aria-expanded', 'true');
  revealCurrentSidebarLink(drawer.querySelector('[data-mobile-drawer-body]'));
}

function closeDrawer(drawer: HTMLDialogElement | null): void {
  drawer?.close();
  returnSidebar();
}

function onClick(event: MouseEvent): void {
  const target = targetElement(event);
  if (!target) return;
  const drawer = document.querySelector<HTMLDialogElement>(DRAWER);
  if (target.closest(MENU_BUTTON) && drawer) return openDrawer(drawer);
  if (!drawer?.open || !drawer.contains(target)) return;
  // The panel fills the dialog, so the dialog itself is the target only of a click on the backdrop.
  if (target === drawer || target.closest('[data-mobile-drawer-close], a[href]')) closeDrawer(drawer);
}

// Every way of closing (Escape, the close button, a link, the backdrop, a resize) ends here.
function onClose(event: Event): void {
  if (!targetElement(event)?.matches(DRAWER)) return;
  returnSidebar();
  const button = document.querySelector<HTMLElement>(MENU_BUTTON);
  button?.setAttribute('aria-expanded', 'false');
  button?.focus();
}

// The page behind is inert, but Tab would still leave for the browser's own toolbar: wrap it instead.
function onKeydown(event: KeyboardEvent): void {
  const drawer = document.querySelector(`${DRAWER}[open]`);
  if (event.key !== 'Tab' || !drawer) return;
  // checkVisibility() also skips the contents of closed <details>, which still have boxes in Chromium.
  const focusable = [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.checkVisibility());
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const wrapTo = event.shiftKey ? (document.activeElement === first ? last : undefined) : (document.activeElement === last ? first : undefined);
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

/** Installs the drawer's delegated listeners on `root`, and closes the drawer when the window widens to desktop. */
export function installMobileDrawer(root: Document): void {
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeydown);
  // `close` does not bubble; a capturing listener on the document still sees it.
  root.addEventListener('close', onClose, true);
  // From DESKTOP_BREAKPOINT_PX up the drawer is hidden, and an open modal would leave the page inert.
  window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`).addEventListener('change', (query) => {
    if (query.matches) closeDrawer(document.querySelector<HTMLDialogElement>(`${DRAWER}[open]`));
  });
}
