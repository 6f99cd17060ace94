// What the server-rendered markup and the browser code agree on about going live: when an island loads
// React and its code, the attributes that carry its name, timing and props, and the page's ready mark.

/** Set on <html> once the browser entry has installed every page behaviour; tests wait for it. */
export const CLIENT_READY_ATTRIBUTE = 'data-client-ready';

/**
 * When an island's code (and React with it) is downloaded and run: as soon as the page is ready, when the
 * browser is idle, when the island scrolls near the viewport, or on the first pointer, touch or focus on it.
 */
export type IslandWhen = 'load' | 'idle' | 'visible' | 'interaction';

/** Every `IslandWhen`, for validating what the browser reads back from the markup. */
export const ISLAND_WHEN_VALUES: readonly IslandWhen[] = ['load', 'idle', 'visible', 'interaction'];

/** Attributes of the `<div>` the theme's `<Island>` renders; `ready` is added once the widget is live. */
export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  when: 'data-island-when',
  props: 'data-island-props',
  ready: 'data-island-ready',
} as const;
