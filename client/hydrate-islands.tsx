// Finds the server-rendered islands and hydrates each one as its own small React root.
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandErrorBoundary } from './IslandErrorBoundary.tsx';
import { islands } from './islands.ts';

// Every hydrated root by its element, so client navigation can unmount the roots of a page it removes.
const mountedRoots = new Map<HTMLElement, Root>();

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
    mountedRoots.set(element, hydrateRoot(element, <IslandErrorBoundary><Island {...props} /></IslandErrorBoundary>));
  }
}

/** Unmounts every island root inside `root`, so their effects and listeners end before the elements go. */
export function unmountIslands(root: Node): void {
  for (const [element, island] of mountedRoots) {
    if (!root.contains(element)) continue;
    island.unmount();
    mountedRoots.delete(element);
  }
}
