// The lazily loaded search chunk: opens and closes the modal, and mounts the /search page's results.
// client/search/launcher.ts (first-load) imports it on the first hover, focus, touch, click or shortcut.
import { createRoot, type Root } from 'react-dom/client';
import { appendPersistentElement } from '../navigation/persistent.ts';
import { engineFromDocument } from './engine-from-document.ts';
import type { SearchEngine } from './search-engine.ts';
import { SearchModal } from './SearchModal.tsx';
import { SearchPageResults } from './SearchPageResults.tsx';

let engine: SearchEngine | undefined;
let modalRoot: Root | undefined;
let openModal: { returnFocus: HTMLElement | null; overflow: string } | undefined;
const pageRoots = new Map<HTMLElement, Root>();

const searchEngine = () => (engine ??= engineFromDocument());

/** Starts downloading the index (local search), so the first query is quick. */
export function preloadSearch(): void {
  searchEngine().preload();
}

/** True while the modal is open. */
export function isSearchOpen(): boolean {
  return openModal !== undefined;
}

/** Opens the modal with `initialQuery`; focus goes back to `returnFocus` when it closes. */
export function openSearch({ initialQuery = '', returnFocus = null }: { initialQuery?: string; returnFocus?: HTMLElement | null } = {}): void {
  if (openModal) return;
  // Persistent, so a client-side route change (which replaces <body>'s content) keeps the modal's root.
  modalRoot ??= createRoot(appendPersistentElement(document, 'search-container'));
  // Hiding the page's overflow stops it scrolling under the dialog and keeps its scroll position.
  openModal = { returnFocus, overflow: document.documentElement.style.overflow };
  document.documentElement.style.overflow = 'hidden';
  modalRoot.render(<SearchModal key={Date.now()} engine={searchEngine()} initialQuery={initialQuery} onClose={closeSearch} />);
}

/** Closes the modal and returns focus to where it was. */
export function closeSearch(): void {
  if (!openModal) return;
  const { returnFocus, overflow } = openModal;
  openModal = undefined;
  modalRoot?.render(null);
  document.documentElement.style.overflow = overflow;
  returnFocus?.focus({ preventScroll: true });
}

/** Renders the /search page's interactive part into `element` (once per element). */
export function mountSearchPage(element: HTMLElement): void {
  // Client navigation replaces the page; roots of elements it removed are ended first.
  for (const [old, root] of pageRoots) {
    if (!old.isConnected) {
      root.unmount();
      pageRoots.delete(old);
    }
  }
  if (pageRoots.has(element)) return;
  const root = createRoot(element);
  pageRoots.set(element, root);
  root.render(<SearchPageResults engine={searchEngine()} />);
}
