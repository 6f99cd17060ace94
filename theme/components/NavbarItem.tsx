// One navbar item, dispatched on its type through a handler map (STYLE.md: a map, not a switch).
import type { ReactNode } from 'react';
import type { NavbarItemView } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';
import { Icon } from './Icon.tsx';
import { NavbarDropdown } from './NavbarDropdown.tsx';
import { SmartLink } from './SmartLink.tsx';

type ItemOfType<Type extends NavbarItemView['type']> = Extract<NavbarItemView, { type: Type }>;
type NavbarItemRenderers = { [Type in NavbarItemView['type']]: (item: ItemOfType<Type>, route: string) => ReactNode };

const dropdown = (item: ItemOfType<'dropdown' | 'localeDropdown' | 'docsVersionDropdown'>, route: string) => (
  <NavbarDropdown item={item} route={route} variant="navbar" />
);

/** The `data-version-hrefs` of a docs link, when the site has several versions. */
export const versionHrefs = (item: ItemOfType<'link'>): string | undefined => (item.versionHrefs ? JSON.stringify(item.versionHrefs) : undefined);

const renderers: NavbarItemRenderers = {
  link: (item) => (
    <SmartLink
      href={item.href}
      external={item.external}
      className={item.active ? 'navbar-link navbar-link-active' : 'navbar-link'}
      aria-current={item.active ? 'page' : undefined}
      data-version-hrefs={versionHrefs(item)}
    >
      {item.label}
    </SmartLink>
  ),
  dropdown,
  localeDropdown: dropdown,
  docsVersionDropdown: dropdown,
  // A form around the button: with JavaScript off, pressing it goes to /search; the launcher opens the modal instead.
  search: (item) => (
    <form className="navbar-search-form" action={item.href} method="get">
      <button type="submit" className="navbar-search-button" data-search-button="" aria-keyshortcuts="Control+K">
        <Icon name="search" />
        <span className="navbar-search-label">{strings.searchButton}</span>
        <span className="navbar-search-keys" aria-hidden="true">
          {strings.searchShortcutKeys.map((key) => <kbd key={key}>{key}</kbd>)}
        </span>
      </button>
    </form>
  ),
  html: (item) => <span className="navbar-html" dangerouslySetInnerHTML={{ __html: item.value }} />,
};

/** Renders `item` with the renderer registered for its type. */
export function NavbarItem({ item, route }: { item: NavbarItemView; route: string }) {
  const render = renderers[item.type] as (item: NavbarItemView, route: string) => ReactNode;
  return <div className={`navbar-item navbar-item-${item.type}`}>{render(item, route)}</div>;
}
