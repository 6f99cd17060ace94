// The colour-mode toggle's behaviour: a click flips the mode, applies and stores it; a change made in
// another tab is applied here too. The head script (theme/lib/color-mode-script.ts) has already put the
// stored mode on <html> before the first paint, so this only keeps the buttons' labels in step with it.
import { COLOR_MODE_TOGGLE_ATTRIBUTE, colorModeLabel, isColorMode, type ColorMode } from '../theme/lib/color-mode.ts';
import { COLOR_MODE_STORAGE_KEY } from '../theme/lib/storage-keys.ts';
import { targetElement } from './event-target.ts';
import { NAVIGATED_EVENT } from './navigation/events.ts';

const TOGGLE = `[${COLOR_MODE_TOGGLE_ATTRIBUTE}]`;

// The mode on <html> is the one in force, falling back to `fallback`.
function readDocumentColorMode(fallback: ColorMode): ColorMode {
  const applied = document.documentElement.getAttribute('data-theme');
  return isColorMode(applied) ? applied : fallback;
}

// Stores `mode` for later visits and other tabs; blocked storage only earns a warning (spec §8).
function storeColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch (error) {
    console.warn('无法保存颜色模式：', error);
  }
}

// Applies `mode` (the stylesheet keys its palettes on `data-theme`) and puts its label on every toggle:
// the server rendered the default mode's label.
function showMode(root: Document, mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
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
