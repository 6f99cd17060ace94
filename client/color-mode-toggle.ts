// The colour-mode toggle's behaviour: a click flips the mode, applies and stores it; a change made in
// another tab is applied here too. The head script (theme/lib/color-mode-script.ts) has already put the
// stored mode on <html> before the first paint, so this only keeps the buttons' labels in step with it.
import {
  applyColorMode, COLOR_MODE_TOGGLE_ATTRIBUTE, colorModeLabel, isColorMode, readDocumentColorMode, storeColorMode,
  type ColorMode,
} from '../theme/lib/color-mode.ts';
import { COLOR_MODE_STORAGE_KEY } from '../theme/lib/constants.ts';
import { targetElement } from './event-target.ts';
import { NAVIGATED_EVENT } from './navigation/events.ts';

const TOGGLE = `[${COLOR_MODE_TOGGLE_ATTRIBUTE}]`;

// The server renders the default mode's label; the mode on <html> is the one in force.
function showMode(root: Document, mode: ColorMode): void {
  applyColorMode(mode);
  const label = colorModeLabel(mode);
  for (const button of root.querySelectorAll(TOGGLE)) {
    button.setAttribute('aria-label', label);
    button.setAttribute('title', label);
  }
}

/** Makes every colour-mode toggle work, now and on pages client navigation brings in. */
export function installColorModeToggle(root: Document): void {
  // The site's default, for when another tab clears the stored mode; the button carries it.
  const stated = root.querySelector<HTMLElement>(TOGGLE)?.dataset['defaultMode'];
  const defaultMode: ColorMode = isColorMode(stated) ? stated : 'light';
  showMode(root, readDocumentColorMode(defaultMode));
  root.addEventListener('click', (event) => {
    if (!targetElement(event)?.closest(TOGGLE)) return;
    const next: ColorMode = readDocumentColorMode(defaultMode) === 'dark' ? 'light' : 'dark';
    showMode(root, next);
    storeColorMode(next);
  });
  root.addEventListener(NAVIGATED_EVENT, () => showMode(root, readDocumentColorMode(defaultMode)));
  // `storage` fires only in the other tabs, which is exactly the cross-tab sync the spec asks for.
  window.addEventListener('storage', (event) => {
    if (event.key !== COLOR_MODE_STORAGE_KEY && event.key !== null) return;
    showMode(root, isColorMode(event.newValue) ? event.newValue : defaultMode);
  });
}
