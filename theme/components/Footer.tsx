// The site footer: link columns and the copyright line.
import type { SiteChrome } from '../lib/view-model.ts';
import { SmartLink } from './SmartLink.tsx';

/** Renders the footer columns and copyright from the site config. */
export function Footer({ footer }: { footer: SiteChrome['footer'] }) {
  return (
    <footer className="footer">
      <div className="footer-inner">
        {footer.columns.length > 0 && (
          <div className="footer-columns">
            {footer.columns.map((column) => (
              <div key={column.title} className="footer-column">
                <p className="footer-title">{column.title}</p>
                <ul className="footer-links">
                  {column.items.map((item) => (
                    <li key={item.href}>
                      <SmartLink href={item.href} external={item.external} className="footer-link">{item.label}</SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {footer.copyright && <p className="footer-copyright">{footer.copyright}</p>}
      </div>
    </footer>
  );
}
