// A link that opens external targets in a new tab, marked visibly and for screen readers.
import type { ReactNode } from 'react';
import { strings } from '../lib/strings.ts';
import { Icon } from './Icon.tsx';

/** Props of `SmartLink`. */
export interface SmartLinkProps {
  href: string;
  external: boolean;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  /** A docs link's counterparts in other versions (see theme/lib/version-links.ts). */
  'data-version-hrefs'?: string;
}

/** Renders `<a>`; external links get `target="_blank"`, a safe `rel`, an icon and a hidden note. */
export function SmartLink({ href, external, className, children, ...rest }: SmartLinkProps) {
  if (!external) {
    return <a href={href} className={className} {...rest}>{children}</a>;
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <Icon name="external" className="external-link-icon" />
      <span className="sr-only">{strings.opensInNewTab}</span>
    </a>
  );
}
