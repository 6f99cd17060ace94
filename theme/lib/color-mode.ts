// The colour mode as the server render and the browser both know it: its values, the toggle's attribute and
// its label. Reading and writing the mode in the page is client/color-mode-toggle.ts's job.
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
