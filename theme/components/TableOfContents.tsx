// The "on this page" list: a sticky right column on desktop, a collapsible block above the content below.
// client/toc-scroll-spy.ts marks the entry of the section being read with `aria-current="location"`, and
// client/mobile-toc.ts closes the collapsible block once an entry is picked.
import type { TocEntry } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';

function TocList({ entries }: { entries: TocEntry[] }) {
  return (
    <ul className="toc-list">
      {entries.map((entry) => (
        <li key={entry.id} className={`toc-item toc-level-${entry.level}`}>
          {/* Heading HTML comes from our own Markdown pipeline and keeps inline code. */}
          <a className="toc-link" href={`#${entry.id}`} dangerouslySetInnerHTML={{ __html: entry.html }} />
          {entry.children.length > 0 && <TocList entries={entry.children} />}
        </li>
      ))}
    </ul>
  );
}

/** Props of `TableOfContents`: the entries and which placement to render. */
export interface TableOfContentsProps {
  entries: TocEntry[];
  variant: 'desktop' | 'mobile';
}

/** Renders the nested heading list titled 本页总览, or nothing for a page without headings. */
export function TableOfContents({ entries, variant }: TableOfContentsProps) {
  if (entries.length === 0) return null;
  if (variant === 'mobile') {
    return (
      <nav className="toc-mobile-nav" aria-label={strings.tocTitle}>
        <details className="toc toc-mobile" data-mobile-toc="">
          <summary className="toc-title">{strings.tocTitle}</summary>
          <TocList entries={entries} />
        </details>
      </nav>
    );
  }
  return (
    <nav className="toc toc-desktop" aria-label={strings.tocTitle}>
      <p className="toc-title" aria-hidden="true">{strings.tocTitle}</p>
      <TocList entries={entries} />
    </nav>
  );
}
