// Previous / next cards at the foot of a doc.
import type { LabelledLink, PageViewModel } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';

function PaginationCard({ link, direction }: { link: LabelledLink | undefined; direction: 'previous' | 'next' }) {
  if (!link?.href) return <span />;
  return (
    <a className={`pagination-link pagination-${direction}`} href={link.href} rel={direction === 'previous' ? 'prev' : 'next'}>
      <span className="pagination-sublabel">{direction === 'previous' ? strings.previousPage : strings.nextPage}</span>
      <span className="pagination-label">{link.label}</span>
    </a>
  );
}

/** Renders the two pagination cards, or nothing when the doc has no neighbours. */
export function DocPagination({ pagination }: { pagination: PageViewModel['pagination'] }) {
  if (!pagination.previous?.href && !pagination.next?.href) return null;
  return (
    <nav className="pagination-nav" aria-label={strings.paginationLabel}>
      {/* An empty cell keeps "next" in the right column when there is no "previous". */}
      <PaginationCard link={pagination.previous} direction="previous" />
      <PaginationCard link={pagination.next} direction="next" />
    </nav>
  );
}
