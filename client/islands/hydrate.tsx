// The React half of islands, loaded only when the first island on a page is due (see mount-islands.ts):
// hydrates an island as its own small React root and unmounts roots that client navigation removes.
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ISLAND_ATTRIBUTES } from '../../theme/lib/islands.ts';
import { IslandErrorBoundary } from './IslandErrorBoundary.tsx';

// Every hydrated root by its element, so client navigation can unmount the roots of a page it removes.
const mountedRoots = new Map<HTMLElement, Root>();
// Roots unmounted by client navigation. A quick back-and-forth can unmount a root before React finished
// hydrating it; React then reports "early update, switched to client rendering" (error #424) for a root
// that is already gone. Only those reports are dropped; every other recoverable error is reported as usual.
const retiredRoots = new WeakSet<Root>();

// Renders nothing of its own, so the markup still matches the server HTML. Effects run after the commit,
// which is when the island's handlers are attached: the observable moment tests and replayed clicks wait for.
function Live({ element, onLive, children }: { element: HTMLElement; onLive: () => void; children: ReactNode }) {
  useEffect(() => {
    element.setAttribute(ISLAND_ATTRIBUTES.ready, '');
    onLive();
  }, [element, onLive]);
  return children;
}

/** Hydrates `element` with `Component` and `props`; calls `onLive` once its handlers work. */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<any>, props: object, onLive: () => void): void {
  const root: Root = hydrateRoot(
    element,
    <IslandErrorBoundary><Live element={element} onLive={onLive}><Component {...props} /></Live></IslandErrorBoundary>,
    {
      onRecoverableError(error) {
        if (!retiredRoots.has(root)) reportError(error);
      },
    },
  );
  mountedRoots.set(element, root);
}

/** Unmounts every island root inside `root`. */
export function unmountIslands(root: Node): void {
  for (const [element, island] of mountedRoots) {
    if (!root.contains(element)) continue;
    retiredRoots.add(island);
    island.unmount();
    mountedRoots.delete(element);
  }
}
