// The first-load half of islands: finds `[data-island]` wrappers and, when each asks for it (on load,
// when idle, when visible, or on first interaction), downloads React with the widget's code and hydrates
// it. Kept free of React itself: hydrate.tsx, which imports react-dom, is fetched only for the first
// island that is due, so a page without a due island never downloads React.
import { ISLAND_ATTRIBUTES, ISLAND_WHEN_VALUES, type IslandWhen } from '../../theme/lib/islands.ts';
import { islands as defaultRegistry, type IslandLoader } from './registry.ts';

type Hydrator = typeof import('./hydrate.tsx');
type Cancel = () => void;

// Idle callbacks wait at most this long, so a busy page still gets its idle islands.
const IDLE_TIMEOUT_MS = 2_000;
// Start loading a little before an island scrolls into view.
const VISIBLE_MARGIN = '200px';
const INTERACTION_EVENTS = ['pointerover', 'focusin', 'touchstart', 'click'] as const;

let hydrator: Hydrator | undefined;
// Islands whose moment has not come yet, with what stops waiting for it.
const waiting = new Map<HTMLElement, Cancel>();

// Each scheduler calls `start` once (with the button a reader clicked before the island was live, if any)
// and returns how to stop waiting.
const schedulers: Record<IslandWhen, (element: HTMLElement, start: (clicked?: HTMLElement) => void) => Cancel> = {
  load(_element, start) {
    start();
    return () => {};
  },
  idle(_element, start) {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => start(), 1);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => start(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  },
  visible(element, start) {
    if (typeof IntersectionObserver === 'undefined') return schedulers.load(element, start);
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    }, { rootMargin: VISIBLE_MARGIN });
    // The wrapper is `display: contents` and has no box of its own to intersect: watch its children.
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  },
  interaction(element, start) {
    const onEvent = (event: Event) => {
      stop();
      const target = event.target instanceof Element ? event.target : null;
      start(event.type === 'click' ? target?.closest('button') ?? undefined : undefined);
    };
    const stop = () => {
      for (const type of INTERACTION_EVENTS) element.removeEventListener(type, onEvent);
    };
    for (const type of INTERACTION_EVENTS) element.addEventListener(type, onEvent, { passive: true });
    return stop;
  },
};

function readProps(element: HTMLElement): object | undefined {
  try {
    const props: unknown = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}');
    return typeof props === 'object' && props !== null ? props : undefined;
  } catch {
    return undefined;
  }
}

async function hydrate(element: HTMLElement, load: IslandLoader, props: object, clicked?: HTMLElement): Promise<void> {
  const [module, component] = await Promise.all([import('./hydrate.tsx'), load()]);
  hydrator = module;
  // Client navigation may have removed the island while its code was on the way.
  if (!element.isConnected) return;
  // A click that arrived before the widget was live is given to it once it is.
  module.hydrateIsland(element, component, props, () => clicked?.isConnected && clicked.click());
}

/** Schedules every island under `root` that is not live or scheduled yet; unknown names and bad props are warned about and skipped. */
export function mountIslands(root: ParentNode, registry: Readonly<Record<string, IslandLoader>> = defaultRegistry): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)) {
    if (waiting.has(element) || element.hasAttribute(ISLAND_ATTRIBUTES.ready)) continue;
    const name = element.getAttribute(ISLAND_ATTRIBUTES.name) ?? '';
    const when = element.getAttribute(ISLAND_ATTRIBUTES.when) as IslandWhen;
    const load = Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
    const props = readProps(element);
    if (!load || !props || !ISLAND_WHEN_VALUES.includes(when)) {
      console.warn(`无法激活组件 ${name}`);
      continue;
    }
    waiting.set(element, schedulers[when](element, (clicked) => {
      waiting.delete(element);
      hydrate(element, load, props, clicked).catch((error: unknown) => console.error(`无法激活组件 ${name}：`, error));
    }));
  }
}

/** Stops waiting for, and unmounts, every island inside `root`, so their effects end before the elements go. */
export function unmountIslands(root: Node): void {
  for (const [element, cancel] of waiting) {
    if (!root.contains(element)) continue;
    cancel();
    waiting.delete(element);
  }
  hydrator?.unmountIslands(root);
}

/** Schedules the islands of the first page. Client navigation calls mountIslands for every later page. */
export function installIslands(root: Document): void {
  mountIslands(root.body);
}
