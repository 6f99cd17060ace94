// Tells screen-reader users that a new page is in place: its title is read from a polite live region,
// and focus moves to the main content, so the next Tab continues in the new page, not at its top.
import { appendPersistentElement } from './persistent.ts';

/** Adds the (visually hidden) live region and returns the function that announces a new page. */
export function createPageAnnouncer(doc: Document): (title: string) => void {
  const region = appendPersistentElement(doc, 'navigation-announcer sr-only');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-atomic', 'true');
  return (title) => {
    region.textContent = title;
    // <main> has tabindex="-1" for the skip link; preventScroll leaves the scrolling to the caller.
    const main = doc.getElementById('main-content') ?? doc.querySelector('main');
    main?.focus({ preventScroll: true });
  };
}
