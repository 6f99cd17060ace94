// The "on this page" list: a sticky right column on desktop, a collapsible block above the content below.
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
      <details className="toc toc-mobile">
        <summary className="toc-title">{strings.tocTitle}</summary>
        <TocList entries={entries} />
      </details>
    );
  }
  return (
    <nav className="toc toc-desktop" aria-label={strings.tocTitle}>
      <p className="toc-title" aria-hidden="true">{strings.tocTitle}</p>
      <TocList entries={entries} />
    </nav>
  );
}
