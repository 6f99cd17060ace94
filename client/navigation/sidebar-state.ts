// Carries the docs sidebar over a route change: categories the reader opened or closed stay that way when
// the next page has them too, and the sidebar keeps its scroll position. A page may render the sidebar
// more than once (the desktop column and the mobile drawer); they are paired by order.

/** What the sidebars of a page looked like just before a route change. */
export interface SidebarState {
  /** Per sidebar: category key → open. */
  open: Map<string, boolean>[];
  /** Per sidebar: scrollTop of the sidebar and each of its ancestors, innermost first. */
  scroll: number[][];
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

/** Records which categories of each sidebar are open and how far each sidebar is scrolled. */
export function captureSidebarState(doc: Document): SidebarState {
  const sidebars = [...doc.querySelectorAll(SIDEBAR)];
  return {
    open: sidebars.map((sidebar) => new Map([...sidebar.querySelectorAll<HTMLDetailsElement>(CATEGORY)].map((details) => [categoryKey(details), details.open]))),
    scroll: sidebars.map((sidebar) => scrollChain(sidebar).map((element) => element.scrollTop)),
  };
}

/** Applies `state` to the sidebars now in `doc`; a category holding the current page is always open. */
export function restoreSidebarState(doc: Document, state: SidebarState): void {
  [...doc.querySelectorAll(SIDEBAR)].forEach((sidebar, index) => {
    const open = state.open[index];
    for (const details of sidebar.querySelectorAll<HTMLDetailsElement>(CATEGORY)) {
      const wasOpen = open?.get(categoryKey(details));
      if (wasOpen === undefined) continue;
      details.open = wasOpen || details.querySelector('[aria-current="page"]') !== null;
    }
    const scroll = state.scroll[index] ?? [];
    scrollChain(sidebar).forEach((element, depth) => {
      const top = scroll[depth];
      if (top) element.scrollTop = top;
    });
  });
}
