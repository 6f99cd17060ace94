// The /search page's results, a React root of their own. client/search/launcher.ts imports this chunk as
// soon as the page loads (searching is the page's purpose), and the build modulepreloads it on /search.
import { createRoot, type Root } from 'react-dom/client';
import { sharedSearchEngine } from './engine-from-document.ts';
import { SearchPageResults } from './SearchPageResults.tsx';

const pageRoots = new Map<HTMLElement, Root>();

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
  root.render(<SearchPageResults engine={sharedSearchEngine()} />);
}
