// Carries the docs sidebar over a route change: categories the reader opened or closed stay that way when
// the next page has them too, and the sidebar keeps its scroll position. A page renders its sidebar once
// (the mobile drawer borrows the same element), so there is one state to carry.

/** What the sidebar of a page looked like just before a route change. */
export interface SidebarState {
  /** Category key → open. */
  open: Map<string, boolean>;
  /** scrollTop of the sidebar and each of its ancestors, innermost first. */
  scroll: number[];
}

const SIDEBAR = '.doc-sidebar';
const CATEGORY = 'details';

// A category is the same on the next page when it links to the same page (from its summary, or from the
// link just before the <details>), or else when its summary reads the same.
function categoryKey(details: Element): string {
  const summary = details.querySelector(':scope > summary');
  const before = details.previousElementSibling;
  const link = summary?.querySelector('a[href]') ?? (before?.matches('a[href]') ? before : null);
  return link ? `href ${link.getAttribute('href')}` : `label ${summary?.textContent?.trim() ?? ''}`;
}

// The scroll container is whichever of these scrolls; which one that is depends on the layout's CSS.
function scrollChain(sidebar: Element): Element[] {
  const chain: Element[] = [];
  for (let element: Element | null = sidebar; element && element !== element.ownerDocument.body; element = element.parentElement) {
    chain.push(element);
  }
  return chain;
}

/** Records which categories of the sidebar are open and how far it is scrolled; undefined without one. */
export function captureSidebarState(doc: Document): SidebarState | undefined {
  const sidebar = doc.querySelector(SIDEBAR);
  if (!sidebar) return undefined;
  return {
    open: new Map([...sidebar.querySelectorAll<HTMLDetailsElement>(CATEGORY)].map((details) => [categoryKey(details), details.open])),
    scroll: scrollChain(sidebar).map((element) => element.scrollTop),
  };
}

/** Applies `state` to the sidebar now in `doc`; a category holding the current page is always open. */
export function restoreSidebarState(doc: Document, state: SidebarState | undefined): void {
  const sidebar = doc.querySelector(SIDEBAR);
  if (!sidebar || !state) return;
  for (const details of sidebar.querySelectorAll<HTMLDetailsElement>(CATEGORY)) {
    const wasOpen = state.open.get(categoryKey(details));
    if (wasOpen === undefined) continue;
    details.open = wasOpen || details.querySelector('[aria-current="page"]') !== null;
  }
  scrollChain(sidebar).forEach((element, depth) => {
    const top = state.scroll[depth];
    if (top) element.scrollTop = top;
  });
}
