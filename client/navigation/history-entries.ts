// History entries and where each was scrolled to, so back and forward land where the reader left off.
// Every entry gets a key in history.state; scroll positions live in memory by key, and are also written
// into history.state, so they survive a reload or a visit to another site.

interface EntryState {
  navigationKey?: string;
  scrollY?: number;
}

// How long scrolling must pause before its position is written into history.state.
const SCROLL_SAVE_DELAY_MS = 200;

const scrollPositions = new Map<string, number>();
let currentKey = '';
let pendingSave: number | undefined;

function newKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

// Other code may keep its own fields in history.state, so they are always carried along.
function currentState(): EntryState & Record<string, unknown> {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null ? (state as EntryState & Record<string, unknown>) : {};
}

/** Gives the current entry a key if it has none (first load, or a hash link the browser followed). */
export function adoptCurrentEntry(): void {
  const state = currentState();
  if (typeof state.navigationKey === 'string') {
    currentKey = state.navigationKey;
    return;
  }
  currentKey = newKey();
  history.replaceState({ ...state, navigationKey: currentKey }, '');
}

/** Notes the current scroll position of the entry being shown, in memory and in its history.state. */
export function rememberScroll(): void {
  window.clearTimeout(pendingSave);
  scrollPositions.set(currentKey, window.scrollY);
  history.replaceState({ ...currentState(), navigationKey: currentKey, scrollY: window.scrollY }, '');
}

/**
 * Calls `rememberScroll` once scrolling pauses. Chrome ignores history.replaceState while a page unloads,
 * so a reload would otherwise find no position; the pause keeps well under the browser's limit on
 * history updates.
 */
export function rememberScrollSoon(): void {
  window.clearTimeout(pendingSave);
  pendingSave = window.setTimeout(rememberScroll, SCROLL_SAVE_DELAY_MS);
}

/** Notes the scroll position of the entry just left by back/forward, whose history.state is out of reach. */
export function rememberScrollOfLeftEntry(): void {
  // A save still pending belongs to the entry just left, not to the one back/forward arrived at.
  window.clearTimeout(pendingSave);
  scrollPositions.set(currentKey, window.scrollY);
}

/** Returns where the current entry was scrolled when it was last left, if known. */
export function savedScroll(): number | undefined {
  const stored = currentState().scrollY;
  return scrollPositions.get(currentKey) ?? (typeof stored === 'number' ? stored : undefined);
}

/** Adds a history entry for `url` and makes it the current one. */
export function pushEntry(url: string): void {
  window.clearTimeout(pendingSave);
  currentKey = newKey();
  history.pushState({ navigationKey: currentKey }, '', url);
}
