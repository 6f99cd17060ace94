// The collapsible 本页总览 block above narrow-screen content closes once the reader picks an entry, so the
// open list neither stays in the way nor pushes the section they jumped to further down.
import { targetElement } from './event-target.ts';

/** Installs the delegated click listener that closes the block when one of its links is clicked. */
export function installMobileToc(root: Document): void {
  root.addEventListener('click', (event) => {
    // Runs before the browser follows the link, so it scrolls to where the heading is after closing.
    const block = targetElement(event)?.closest('a')?.closest('details[data-mobile-toc]');
    block?.removeAttribute('open');
  });
}
