// A navbar dropdown (plain, language or docs version) as a <details> menu, in the navbar or the drawer.
// <details> opens by click or keyboard without JavaScript; client/dropdowns.ts adds closing on an outside
// click, Escape and a choice, and client/version-preference.ts remembers a chosen docs version.
import type { ReactNode } from 'react';
import type { NavbarItemView } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';
import { Icon } from './Icon.tsx';
import { SmartLink } from './SmartLink.tsx';

type DropdownItem = Extract<NavbarItemView, { type: 'dropdown' | 'localeDropdown' | 'docsVersionDropdown' }>;

/** Class names of each placement: a floating menu in the navbar, a sidebar-like group in the drawer. */
const classNames = {
  navbar: { details: 'navbar-dropdown', summary: 'navbar-link', list: 'navbar-dropdown-menu', link: 'navbar-dropdown-link' },
  drawer: { details: 'sidebar-category', summary: 'sidebar-category-summary', list: 'sidebar-list', link: 'sidebar-link' },
} as const;

/** Props of `NavbarDropdown`. */
export interface NavbarDropdownProps {
  item: DropdownItem;
  /** The page's route: the other-language links point at the same path. */
  route: string;
  variant: keyof typeof classNames;
}

function summaryOf(item: DropdownItem): { content: ReactNode; label?: string } {
  if (item.type === 'localeDropdown') return { content: <><Icon name="language" />{item.current}</>, label: strings.languageLabel(item.current) };
  // The page's version; outside the docs, the first one listed (`current`, labelled Next).
  const shown = item.type === 'docsVersionDropdown' ? (item.versions.find((version) => version.name === item.active) ?? item.versions[0])?.label : undefined;
  if (shown !== undefined) return { content: shown, label: strings.docsVersionLabel(shown) };
  return { content: item.type === 'dropdown' ? item.label : '' };
}

function entriesOf(item: DropdownItem, route: string, linkClass: string): ReactNode[] {
  if (item.type === 'dropdown') {
    return item.items.map((link) => (
      <SmartLink key={link.href} href={link.href} external={link.external} className={linkClass}>{link.label}</SmartLink>
    ));
  }
  if (item.type === 'docsVersionDropdown') {
    return item.versions.map((version) => (
      <a
        key={version.name} className={linkClass} href={version.href} data-version-name={version.name}
        aria-current={version.name === item.active ? 'page' : undefined}
      >
        {version.label}
      </a>
    ));
  }
  return [
    <span key="current" className={`${linkClass} ${linkClass}-active`} aria-current="true">{item.current}</span>,
    ...item.locales.map((locale) => (
      <a key={locale.href} className={linkClass} href={locale.href.replace('{path}', route)} hrefLang="en">{locale.label}</a>
    )),
  ];
}

/** Renders the dropdown's summary and its list of links for the given placement. */
export function NavbarDropdown({ item, route, variant }: NavbarDropdownProps) {
  const names = classNames[variant];
  const summary = summaryOf(item);
  const extraClass = { dropdown: '', localeDropdown: ' navbar-locale-dropdown', docsVersionDropdown: ' navbar-version-dropdown' }[item.type];
  return (
    <details className={`${names.details}${extraClass}`} data-navbar-dropdown={variant === 'navbar' ? '' : undefined}>
      <summary className={names.summary} aria-label={summary.label}>{summary.content}</summary>
      <ul className={names.list}>
        {entriesOf(item, route, names.link).map((entry, index) => <li key={index}>{entry}</li>)}
      </ul>
    </details>
  );
}
