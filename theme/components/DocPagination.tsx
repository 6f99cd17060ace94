// Previous / next cards at the foot of a doc.
import type { DocsFrame, LabelledLink } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';

type Sublabels = { previous: string; next: string };

function PaginationCard({ link, direction, sublabel }: { link: LabelledLink | undefined; direction: 'previous' | 'next'; sublabel: string }) {
  if (!link?.href) return <span />;
  return (
    <a className={`pagination-link pagination-${direction}`} href={link.href} rel={direction === 'previous' ? 'prev' : 'next'}>
      <span className="pagination-sublabel">{sublabel}</span>
      <span className="pagination-label">{link.label}</span>
    </a>
  );
}

/** Props of `DocPagination`; blog posts pass their own labels (较新一篇 / 较旧一篇). */
export interface DocPaginationProps {
  pagination: DocsFrame['pagination'];
  label?: string;
  sublabels?: Sublabels;
}

/** Renders the two pagination cards, or nothing when the page has no neighbours. */
export function DocPagination({ pagination, label = strings.paginationLabel, sublabels = { previous: strings.previousPage, next: strings.nextPage } }: DocPaginationProps) {
  if (!pagination.previous?.href && !pagination.next?.href) return null;
  return (
    <nav className="pagination-nav" aria-label={label}>
      {/* An empty cell keeps "next" in the right column when there is no "previous". */}
      <PaginationCard link={pagination.previous} direction="previous" sublabel={sublabels.previous} />
      <PaginationCard link={pagination.next} direction="next" sublabel={sublabels.next} />
    </nav>
  );
}
