// Finds the server-rendered islands and hydrates each one as its own small React root.
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandErrorBoundary } from './IslandErrorBoundary.tsx';
import { islands } from './islands.ts';

// Every hydrated root by its element, so client navigation can unmount the roots of a page it removes.
const mountedRoots = new Map<HTMLElement, Root>();
// Roots unmounted by client navigation. A quick back-and-forth can unmount a root before React finished
// hydrating it; React then reports "early update, switched to client rendering" (error #424) for a root
// that is already gone. Only those reports are dropped; every other recoverable error is reported as usual.
const retiredRoots = new WeakSet<Root>();

function readProps(element: HTMLElement): object | undefined {
  try {
    const props: unknown = JSON.parse(element.dataset['props'] ?? '{}');
    return typeof props === 'object' && props !== null ? props : undefined;
  } catch {
    return undefined;
  }
}

/** Hydrates every `[data-island]` under `root`; unknown names and bad props are warned about and skipped. */
export function hydrateIslands(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset['island'] ?? '';
    const Island = islands[name];
    const props = readProps(element);
    if (!Island || !props) {
      console.warn(`无法激活组件 ${name}`);
      continue;
    }
    // The boundary renders only its children, so the markup still matches the server HTML.
    const root: Root = hydrateRoot(element, <IslandErrorBoundary><Island {...props} /></IslandErrorBoundary>, {
      onRecoverableError(error) {
        if (!retiredRoots.has(root)) reportError(error);
      },
    });
    mountedRoots.set(element, root);
  }
}

/** Unmounts every island root inside `root`, so their effects and listeners end before the elements go. */
export function unmountIslands(root: Node): void {
  for (const [element, island] of mountedRoots) {
    if (!root.contains(element)) continue;
    retiredRoots.add(island);
    island.unmount();
    mountedRoots.delete(element);
  }
}
