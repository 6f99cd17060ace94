// The colour mode: its label (shared by the server render and the browser), and reading and writing it
// in the browser, where only event handlers and client/color-mode-toggle.ts call the DOM functions.
import { COLOR_MODE_STORAGE_KEY } from './constants.ts';
import { firstLoadStrings } from './first-load-strings.ts';

/** The two colour modes; the system preference is not a third one (product spec §4). */
export type ColorMode = 'light' | 'dark';

/** The attribute the toggle button carries, so the delegated click handler can find it. */
export const COLOR_MODE_TOGGLE_ATTRIBUTE = 'data-color-mode-toggle';

/** The toggle's accessible name and tooltip while `mode` is shown. */
export function colorModeLabel(mode: ColorMode): string {
  return firstLoadStrings.colorModeTitle(mode === 'dark' ? firstLoadStrings.colorModeDark : firstLoadStrings.colorModeLight);
}

/** True when `value` names a colour mode. */
export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/** Returns the mode currently applied to the document, falling back to `fallback`. */
export function readDocumentColorMode(fallback: ColorMode): ColorMode {
  const applied = document.documentElement.getAttribute('data-theme');
  return isColorMode(applied) ? applied : fallback;
}

/** Applies `mode` to the document; the stylesheet keys its palettes on `data-theme`. */
export function applyColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

/** Stores `mode` for later visits and other tabs; blocked storage only earns a warning (spec §8). */
export function storeColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch (error) {
    console.warn('无法保存颜色模式：', error);
  }
}
