// The first-load half of search: listeners that open the modal (click or touch on the navbar button,
// Ctrl/Cmd+K, `/`, or a letter typed on the focused button) and load the search chunk early on hover,
// focus or touch. A slow chunk gets a spinner after SPINNER_DELAY_MS, a failed one an error with 重试.
// On the /search page it loads and mounts the results at once. Kept tiny: everything else is in the lazy chunks.
import { SPINNER_DELAY_MS } from '../../theme/lib/constants.ts';
import { firstLoadStrings } from '../../theme/lib/first-load-strings.ts';
import { targetElement } from '../event-target.ts';
import { capQuery } from './cap-query.ts';
import { NAVIGATED_EVENT } from '../navigation/events.ts';

type SearchApp = typeof import('./search-app.tsx');
type SearchPageApp = typeof import('./search-page-app.tsx');
let loading: Promise<SearchApp> | undefined;
let app: SearchApp | undefined;

const BUTTON = '[data-search-button]';
const PAGE = '[data-search-page-root]';

// A failed import is forgotten so 重试 asks the network again.
function loadApp(): Promise<SearchApp> {
  loading ??= import('./search-app.tsx').then((module) => (app = module), (error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const isTextField = (element: Element | null) =>
  element instanceof HTMLElement && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));

// Text selected on the page (not inside a field) becomes the query.
function selectedText(): string {
  return isTextField(document.activeElement) ? '' : capQuery(String(getSelection() ?? '').trim());
}

// Runs `use` once the chunk `load` fetches is there, with the spinner and the error shown on `host`.
async function withChunk<Chunk>(host: Element | null, load: () => Promise<Chunk>, use: (loaded: Chunk) => void): Promise<void> {
  host?.parentElement?.querySelector('.search-launch-error')?.remove();
  const spinner = setTimeout(() => host?.classList.add('search-launching'), SPINNER_DELAY_MS);
  try {
    use(await load());
  } catch {
    const error = document.createElement('div');
    error.className = 'search-launch-error';
    error.setAttribute('role', 'alert');
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = firstLoadStrings.retry;
    retry.addEventListener('click', () => void withChunk(host, load, use));
    error.append(firstLoadStrings.searchLoadFailed, retry);
    host?.after(error);
  } finally {
    clearTimeout(spinner);
    host?.classList.remove('search-launching');
  }
}

function open(initialQuery: string): void {
  const button = document.querySelector(BUTTON);
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  void withChunk(button, loadApp, (loaded) => loaded.openSearch({ initialQuery, returnFocus }));
}

function mountSearchPage(root: Document): void {
  const element = root.querySelector<HTMLElement>(PAGE);
  const load = (): Promise<SearchPageApp> => import('./search-page-app.tsx');
  if (element) void withChunk(element, load, (loaded) => loaded.mountSearchPage(element));
}

function preload(event: Event): void {
  if (targetElement(event)?.closest(BUTTON)) loadApp().then((loaded) => loaded.preloadSearch(), () => {});
}

/** Installs the search shortcuts and button listeners, and the /search page when on it. */
export function installSearchLauncher(root: Document): void {
  for (const type of ['mouseover', 'focusin', 'touchstart']) root.addEventListener(type, preload, { passive: true });
  root.addEventListener('click', (event) => {
    if (!targetElement(event)?.closest(BUTTON)) return;
    // The button submits a form to /search, for readers without JavaScript; here the modal opens instead.
    event.preventDefault();
    open(selectedText());
  });
  root.addEventListener('keydown', (event) => {
    const target = targetElement(event);
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      if (app?.isSearchOpen()) app.closeSearch();
      else open(selectedText());
    } else if (app?.isSearchOpen() || event.ctrlKey || event.metaKey || event.altKey) {
      return;
    } else if (event.key === '/' && !isTextField(target)) {
      event.preventDefault();
      open(selectedText());
    } else if (target?.closest(BUTTON) && /^[\p{L}\p{N}]$/u.test(event.key)) {
      event.preventDefault();
      open(event.key);
    }
  });
  mountSearchPage(root);
  root.addEventListener(NAVIGATED_EVENT, () => mountSearchPage(root));
}
