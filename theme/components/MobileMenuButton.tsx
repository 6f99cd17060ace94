// The narrow-screen menu button. The drawer it opens is wired up by a later client module.
import { strings } from '../lib/strings.ts';
import { Icon } from './Icon.tsx';

/** Renders the hamburger button shown below the desktop breakpoint. */
export function MobileMenuButton() {
  return (
    <button type="button" className="navbar-icon-button mobile-menu-button" aria-label={strings.openNavigation} data-mobile-menu-button="">
      <Icon name="menu" />
    </button>
  );
}
