// Scrolling after a route change: to a remembered position, else to the hash target, else to the top.

/** Scrolls the element the hash names into view; returns false when there is no such element. */
export function scrollToHash(doc: Document, hash: string): boolean {
  if (hash.length <= 1) return false;
  let id = hash.slice(1);
  try {
    // Chinese heading ids arrive percent-encoded in the address.
    id = decodeURIComponent(id);
  } catch {
    // A stray % is part of the id then.
  }
  // getElementById needs no CSS escaping, unlike querySelector('#…') for ids such as `1.0` or `a:b`.
  const target = doc.getElementById(id) ?? doc.getElementsByName(id)[0];
  // The root's scroll-padding-top (theme/styles/base.css) keeps the target clear of the sticky navbar.
  target?.scrollIntoView();
  return target !== undefined && target !== null;
}

/** Restores `savedY` when given; otherwise scrolls to the hash target, or to the top when there is none. */
export function scrollAfterNavigation(doc: Document, hash: string, savedY: number | undefined): void {
  if (savedY !== undefined) window.scrollTo(0, savedY);
  else if (!scrollToHash(doc, hash)) window.scrollTo(0, 0);
}
