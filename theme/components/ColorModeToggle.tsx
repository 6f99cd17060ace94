// The light ↔ dark switch. An island: it renders on the server and becomes interactive once hydrated.
import type { ColorMode } from '../lib/color-mode.ts';
import { strings } from '../lib/strings.ts';
import { useColorMode } from '../lib/use-color-mode.ts';
import { Icon } from './Icon.tsx';

/** Props of `ColorModeToggle`, serialised into the island. */
export interface ColorModeToggleProps {
  defaultMode: ColorMode;
}

/** Renders a button that flips the colour mode and says which mode is current. */
export function ColorModeToggle({ defaultMode }: ColorModeToggleProps) {
  const [mode, setMode] = useColorMode(defaultMode);
  const label = strings.colorModeTitle(mode === 'dark' ? strings.colorModeDark : strings.colorModeLight);
  return (
    <button
      type="button"
      className="navbar-icon-button color-mode-toggle"
      aria-label={label}
      title={label}
      onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
    >
      {/* Both icons are rendered and CSS picks one from data-theme, so the icon is right before hydration. */}
      <Icon name="sun" className="color-mode-icon-light" />
      <Icon name="moon" className="color-mode-icon-dark" />
    </button>
  );
}
