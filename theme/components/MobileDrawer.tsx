// The narrow-screen navigation drawer: the navbar's items and the page's sidebar in a modal <dialog>.
// client/mobile-drawer.ts opens it with showModal(), which makes the page behind inert, closes it on
// Escape and puts it in the top layer. The sidebar is rendered once, in the desktop column; the open
// drawer borrows it (the script moves it into the slot below and back on close), so no page carries it
// twice. Without JavaScript the stylesheet shows the drawer in the page flow after the content, followed
// by the sidebar's column, where the menu link jumps to them, so every link stays reachable.
import type { NavbarItemView, SiteChrome } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';
import { Icon } from './Icon.tsx';
import { NavbarDropdown } from './NavbarDropdown.tsx';
import { versionHrefs } from './NavbarItem.tsx';
import { SmartLink } from './SmartLink.tsx';

/** Element id of the drawer, the target of the menu button's `aria-controls` and no-JavaScript link. */
export const MOBILE_DRAWER_ID = 'mobile-drawer';

/** Renders one navbar item as a drawer entry; the search button stays in the navbar and is skipped. */
function DrawerItem({ item, route }: { item: NavbarItemView; route: string }) {
  if (item.type === 'search') return null;
  if (item.type === 'html') return <li dangerouslySetInnerHTML={{ __html: item.value }} />;
  if (item.type === 'link') {
    return (
      <li>
        <SmartLink href={item.href} external={item.external} className="sidebar-link" aria-current={item.active ? 'page' : undefined} data-version-hrefs={versionHrefs(item)}>
          {item.label}
        </SmartLink>
      </li>
    );
  }
  // Dropdowns become collapsible groups, styled like the sidebar's categories.
  return <li><NavbarDropdown item={item} route={route} variant="drawer" /></li>;
}

/** Props of `MobileDrawer`. */
export interface MobileDrawerProps {
  site: SiteChrome;
  route: string;
  /** The page has a sidebar, which the open drawer shows below the navbar items. */
  hasSidebar: boolean;
}

/** Renders the closed drawer: header with the site title and a close button, navbar items, sidebar slot. */
export function MobileDrawer({ site, route, hasSidebar }: MobileDrawerProps) {
  return (
    <dialog id={MOBILE_DRAWER_ID} className="mobile-drawer" aria-label={strings.navigationDrawerLabel} data-mobile-drawer="">
      {/* Fills the dialog, so a click whose target is the <dialog> itself landed on the backdrop. */}
      <div className="mobile-drawer-panel">
        <div className="mobile-drawer-header">
          <a className="navbar-brand" href={site.baseUrl}>
            {site.logo && <img className="navbar-logo" src={site.logo.src} alt="" width={32} height={32} />}
            <span className="navbar-title">{site.title}</span>
          </a>
          <button type="button" className="navbar-icon-button" aria-label={strings.closeNavigation} data-mobile-drawer-close="">
            <Icon name="close" />
          </button>
        </div>
        <div className="mobile-drawer-body" data-mobile-drawer-body="">
          <nav aria-label={strings.drawerNavigationLabel}>
            <ul className="sidebar-list">
              {site.navbar.map((item, index) => <DrawerItem key={index} item={item} route={route} />)}
            </ul>
          </nav>
          {hasSidebar && <div data-mobile-drawer-sidebar="" />}
        </div>
      </div>
    </dialog>
  );
}
