// One route change from start to finish: load the page, swap it in, update the address, schedule the new
// islands, scroll, move focus, and tell the rest of the client. Anything unexpected — a network error, an
// error status other than 404, a page from another deployment, an exception while swapping — falls back
// to an ordinary page load, which is what the product spec asks for when a route fails to load (§4).
import { mountIslands, unmountIslands } from '../islands/mount-islands.ts';
import { NAVIGATED_EVENT } from './events.ts';
import { pushEntry, savedScroll } from './history-entries.ts';
import { pageKey } from './link-target.ts';
import { loadPage } from './page-cache.ts';
import type { ProgressBar } from './progress-bar.ts';
import { scrollAfterNavigation } from './scroll.ts';
import { canSwapTo, swapPage } from './swap-page.ts';

/** What a route change needs from the installed client navigation. */
export interface NavigationContext {
  progress: ProgressBar;
  announce: (title: string) => void;
}

/** `push` follows a link (a new history entry); `pop` shows the entry back/forward moved to. */
export type NavigationMode = 'push' | 'pop';

let latestNavigation = 0;
let displayedKey = pageKey(new URL(location.href));

/** Returns the page key (see `pageKey`) of the page on screen, which lags behind the address during `pop`. */
export function displayedPageKey(): string {
  return displayedKey;
}

/** Shows the page at `url` in place; resolves when it is on screen or a full page load has begun. */
export async function navigateTo(url: URL, mode: NavigationMode, context: NavigationContext): Promise<void> {
  const navigation = ++latestNavigation;
  let pushed = false;
  context.progress.start();
  try {
    const page = await loadPage(url);
    // A later click or back/forward won the race; its own navigation will finish the job.
    if (navigation !== latestNavigation) return;
    const next = new DOMParser().parseFromString(page.html, 'text/html');
    if (!canSwapTo(document, next)) throw new Error(`cannot show ${url.href} in place`);
    const address = new URL(page.url);
    address.hash = url.hash;
    unmountIslands(document.body);
    swapPage(document, next);
    if (mode === 'push') {
      pushEntry(address.href);
      pushed = true;
    }
    displayedKey = pageKey(address);
    mountIslands(document.body);
    context.progress.finish();
    scrollAfterNavigation(document, url.hash, mode === 'pop' ? savedScroll() : undefined);
    context.announce(document.title);
    document.dispatchEvent(new CustomEvent(NAVIGATED_EVENT));
  } catch {
    if (navigation !== latestNavigation) return;
    context.progress.finish();
    // After pop (or a push that already happened) the address bar shows `url`: load it without a new entry.
    if (mode === 'push' && !pushed) location.assign(url.href);
    else location.replace(url.href);
  }
}
