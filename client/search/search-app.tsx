// The lazily loaded search chunk: opens and closes the modal. client/search/launcher.ts (first-load)
// imports it on the first hover, focus, touch, click or shortcut.
import { createRoot, type Root } from 'react-dom/client';
import { appendPersistentElement } from '../navigation/persistent.ts';
import { pageSearchScope, sharedSearchEngine as searchEngine } from './engine-from-document.ts';
import { SearchModal } from './SearchModal.tsx';

let modalRoot: Root | undefined;
let openModal: { returnFocus: HTMLElement | null; overflow: string } | undefined;

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
  modalRoot.render(<SearchModal key={Date.now()} engine={searchEngine()} initialQuery={initialQuery} scope={pageSearchScope(document)} onClose={closeSearch} />);
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
