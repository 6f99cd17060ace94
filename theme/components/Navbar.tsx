// The sticky top bar: menu button, logo and title, left items, right items, colour-mode toggle.
import type { SiteChrome } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { MobileMenuButton } from './MobileMenuButton.tsx';
import { NavbarItem } from './NavbarItem.tsx';

/** Renders the navbar from the site chrome. */
export function Navbar({ site, route }: { site: SiteChrome; route: string }) {
  const left = site.navbar.filter((item) => item.position === 'left');
  const right = site.navbar.filter((item) => item.position === 'right');
  return (
    <nav className="navbar" aria-label={strings.mainNavigationLabel}>
      <div className="navbar-inner">
        <div className="navbar-side navbar-left">
          <MobileMenuButton />
          <a className="navbar-brand" href={site.baseUrl}>
            {site.logo && <img className="navbar-logo" src={site.logo.src} alt={site.logo.alt} width={32} height={32} />}
            <span className="navbar-title">{site.title}</span>
          </a>
          {left.map((item, index) => <NavbarItem key={index} item={item} route={route} />)}
        </div>
        <div className="navbar-side navbar-right">
          {right.map((item, index) => <NavbarItem key={index} item={item} route={route} />)}
          <ColorModeToggle defaultMode={site.defaultColorMode} />
        </div>
      </div>
    </nav>
  );
}
