// The narrow-screen menu control. client/mobile-drawer.ts opens the drawer from the button; without
// JavaScript the stylesheet swaps the button for a plain link to the drawer, shown in the page flow.
import { MOBILE_DRAWER_ID } from './MobileDrawer.tsx';
import { strings } from '../lib/strings.ts';
import { Icon } from './Icon.tsx';

/** Renders the hamburger button (and its no-JavaScript link) shown below the desktop breakpoint. */
export function MobileMenuButton() {
  return (
    <>
      <button
        type="button"
        className="navbar-icon-button mobile-menu-button"
        aria-label={strings.openNavigation}
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls={MOBILE_DRAWER_ID}
        data-mobile-menu-button=""
      >
        <Icon name="menu" />
      </button>
      <a className="navbar-icon-button mobile-menu-link" href={`#${MOBILE_DRAWER_ID}`} aria-label={strings.jumpToNavigation}>
        <Icon name="menu" />
      </a>
    </>
  );
}
