// The thin bar at the top of the window while the next page loads. Fast loads never show it: it appears
// only after PROGRESS_BAR_DELAY_MS (product spec §4). Styles: theme/styles/progress-bar.css.
import { PROGRESS_BAR_DELAY_MS } from '../../theme/lib/constants.ts';
import { appendPersistentElement } from './persistent.ts';

// How long the finished bar stays to fill up and fade; the same length as its transition in the CSS.
const FINISH_MS = 300;

/** The progress bar of route changes. */
export interface ProgressBar {
  /** A page started loading: the bar shows if it is still loading after the delay. */
  start(): void;
  /** The page is in place (or loading was abandoned): the bar fills up and fades, if it showed at all. */
  finish(): void;
}

/** Adds the hidden bar to the page and returns its controls. */
export function createProgressBar(doc: Document): ProgressBar {
  const bar = appendPersistentElement(doc, 'navigation-progress');
  bar.hidden = true;
  // Decorative: screen readers hear the new page's title from the live region instead.
  bar.setAttribute('aria-hidden', 'true');
  let showTimer: number | undefined;
  let hideTimer: number | undefined;
  return {
    start() {
      window.clearTimeout(showTimer);
      showTimer = window.setTimeout(() => {
        window.clearTimeout(hideTimer);
        bar.dataset['state'] = 'loading';
        bar.hidden = false;
      }, PROGRESS_BAR_DELAY_MS);
    },
    finish() {
      window.clearTimeout(showTimer);
      if (bar.hidden) return;
      bar.dataset['state'] = 'done';
      hideTimer = window.setTimeout(() => {
        bar.hidden = true;
      }, FINISH_MS);
    },
  };
}
