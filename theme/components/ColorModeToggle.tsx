// The light ↔ dark switch. Rendered on the server with the default mode's label; the delegated behaviour
// in client/color-mode-toggle.ts flips the mode on click and keeps the label in step with the mode.
import { COLOR_MODE_TOGGLE_ATTRIBUTE, colorModeLabel, type ColorMode } from '../lib/color-mode.ts';
import { Icon } from './Icon.tsx';

/** Renders a button that flips the colour mode and says which mode is current. */
export function ColorModeToggle({ defaultMode }: { defaultMode: ColorMode }) {
  const label = colorModeLabel(defaultMode);
  return (
    <button
      type="button"
      className="navbar-icon-button color-mode-toggle"
      aria-label={label}
      title={label}
      data-default-mode={defaultMode}
      {...{ [COLOR_MODE_TOGGLE_ATTRIBUTE]: '' }}
    >
      {/* Both icons are rendered and CSS picks one from data-theme, so the icon is right before any script runs. */}
      <Icon name="sun" className="color-mode-icon-light" />
      <Icon name="moon" className="color-mode-icon-dark" />
    </button>
  );
}
