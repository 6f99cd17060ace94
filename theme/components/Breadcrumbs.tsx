// The path from the home page to the current doc.
import type { LabelledLink } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';
import { Icon } from './Icon.tsx';

/** Props of `Breadcrumbs`: the crumbs after home, and where home is. */
export interface BreadcrumbsProps {
  items: LabelledLink[];
  homeHref: string;
}

/** Renders a home icon link, then each crumb; the last one is the current page and never a link. */
export function Breadcrumbs({ items, homeHref }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={strings.breadcrumbsLabel}>
      <ol>
        <li className="breadcrumbs-item">
          <a className="breadcrumbs-link" href={homeHref} aria-label={strings.homeLabel}><Icon name="home" /></a>
        </li>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index} className="breadcrumbs-item">
              {!last && item.href ? (
                <a className="breadcrumbs-link" href={item.href}>{item.label}</a>
              ) : (
                <span className="breadcrumbs-current" aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
