// Scrolling one element of a scrollable box into view without moving the page: scrollIntoView() would
// also scroll every scrollable ancestor, the page included, which a reader who did not ask for it notices.

/** Scrolls `container` alone so `target` is fully visible, centring it; does nothing when it already is. */
export function revealInContainer(container: Element, target: Element): void {
  const box = container.getBoundingClientRect();
  const targetBox = target.getBoundingClientRect();
  if (targetBox.top >= box.top && targetBox.bottom <= box.bottom) return;
  // The browser clamps scrollTop, so centring near either end simply stops at that end.
  container.scrollTop += targetBox.top - box.top - (box.height - targetBox.height) / 2;
}

/** Scrolls `container` so its docs-sidebar link to the current page is visible, if it has one. */
export function revealCurrentSidebarLink(container: Element | null): void {
  const link = container?.querySelector('.doc-sidebar [aria-current="page"]');
  if (container && link) revealInContainer(container, link);
}
