// One navbar item, dispatched on its type through a handler map (STYLE.md: a map, not a switch).
import type { ReactNode } from 'react';
import type { NavbarItemView } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';
import { Icon } from './Icon.tsx';
import { SmartLink } from './SmartLink.tsx';

type ItemOfType<Type extends NavbarItemView['type']> = Extract<NavbarItemView, { type: Type }>;
type NavbarItemRenderers = { [Type in NavbarItemView['type']]: (item: ItemOfType<Type>, route: string) => ReactNode };

// Dropdowns are <details> so they open by click or keyboard without JavaScript.
const renderers: NavbarItemRenderers = {
  link: (item) => (
    <SmartLink
      href={item.href}
      external={item.external}
      className={item.active ? 'navbar-link navbar-link-active' : 'navbar-link'}
      aria-current={item.active ? 'page' : undefined}
    >
      {item.label}
    </SmartLink>
  ),
  dropdown: (item) => (
    <details className="navbar-dropdown">
      <summary className="navbar-link">{item.label}</summary>
      <ul className="navbar-dropdown-menu">
        {item.items.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} external={link.external} className="navbar-dropdown-link">{link.label}</SmartLink>
          </li>
        ))}
      </ul>
    </details>
  ),
  localeDropdown: (item, route) => (
    <details className="navbar-dropdown navbar-locale-dropdown">
      <summary className="navbar-link"><Icon name="language" />{item.current}</summary>
      <ul className="navbar-dropdown-menu">
        <li><span className="navbar-dropdown-link navbar-dropdown-link-active" aria-current="true">{item.current}</span></li>
        {item.locales.map((locale) => (
          <li key={locale.href}><a className="navbar-dropdown-link" href={locale.href.replace('{path}', route)} hrefLang="en">{locale.label}</a></li>
        ))}
      </ul>
    </details>
  ),
  docsVersionDropdown: (item) => (
    <details className="navbar-dropdown navbar-version-dropdown">
      {/* The first version is the latest one, which is what every page of this site documents. */}
      <summary className="navbar-link">{item.versions[0]?.label}</summary>
      <ul className="navbar-dropdown-menu">
        {item.versions.map((version) => (
          <li key={version.name}>
            <a className="navbar-dropdown-link" href={version.href} data-version-name={version.name}>{version.label}</a>
          </li>
        ))}
      </ul>
    </details>
  ),
  search: () => (
    <button type="button" className="navbar-search-button" data-search-button="" aria-keyshortcuts="Control+K">
      <Icon name="search" />
      <span className="navbar-search-label">{strings.searchButton}</span>
      <span className="navbar-search-keys" aria-hidden="true">
        {strings.searchShortcutKeys.map((key) => <kbd key={key}>{key}</kbd>)}
      </span>
    </button>
  ),
  html: (item) => <span className="navbar-html" dangerouslySetInnerHTML={{ __html: item.value }} />,
};

/** Renders `item` with the renderer registered for its type. */
export function NavbarItem({ item, route }: { item: NavbarItemView; route: string }) {
  const render = renderers[item.type] as (item: NavbarItemView, route: string) => ReactNode;
  return <div className={`navbar-item navbar-item-${item.type}`}>{render(item, route)}</div>;
}
