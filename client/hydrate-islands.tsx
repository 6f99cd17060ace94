// Finds the server-rendered islands and hydrates each one as its own small React root.
import { hydrateRoot } from 'react-dom/client';
import { IslandErrorBoundary } from './IslandErrorBoundary.tsx';
import { islands } from './islands.ts';

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
    hydrateRoot(element, <IslandErrorBoundary><Island {...props} /></IslandErrorBoundary>);
  }
}
