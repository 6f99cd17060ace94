// Scroll spy for the table of contents: the entry of the section being read gets aria-current="location".
// That section is the last heading whose top has passed a reading line just below the sticky navbar.
// Links and headings are looked up on every (frame-throttled) update, a few dozen at most, so content that
// client navigation swaps in needs no re-installation.
import { NAVIGATED_EVENT } from './navigation/events.ts';
import { revealInContainer } from './reveal-in-container.ts';

// A heading a TOC link jumped to sits just below the navbar (scroll-padding-top in base.css); the line
// sits a little lower, so that heading counts as passed.
const READING_LINE_BELOW_NAVBAR_PX = 24;

function activeHeadingId(ids: string[]): string | undefined {
  const line = (document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0) + READING_LINE_BELOW_NAVBAR_PX;
  let active: string | undefined;
  // TOC order is document order, so the last heading above the line is the one being read.
  for (const id of ids) {
    const heading = document.getElementById(id);
    if (heading && heading.getBoundingClientRect().top <= line) active = id;
  }
  return active;
}

function update(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a.toc-link')];
  if (links.length === 0) return;
  const idOf = (link: HTMLAnchorElement) => (link.getAttribute('href') ?? '').slice(1);
  const active = activeHeadingId([...new Set(links.map(idOf))]);
  for (const link of links) {
    const isActive = idOf(link) === active;
    if (isActive === link.hasAttribute('aria-current')) continue;
    if (!isActive) {
      link.removeAttribute('aria-current');
      continue;
    }
    link.setAttribute('aria-current', 'location');
    // A TOC taller than the screen scrolls on its own; keep the highlighted entry in sight there.
    const box = link.closest('.toc-desktop');
    if (box) revealInContainer(box, link);
  }
}

/** Installs the frame-throttled scroll, resize and route-change listeners and marks the current entry. */
export function installTocScrollSpy(root: Document): void {
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      update();
    });
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  // Images and fonts that finish loading move the headings.
  window.addEventListener('load', schedule);
  // A new page at the same scroll position fires no scroll event.
  root.addEventListener(NAVIGATED_EVENT, schedule);
  schedule();
}
