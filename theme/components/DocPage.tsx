// A documentation page: sidebar | article | table of contents.
import { markDriftedSections } from '../lib/drift-markers.ts';
import { withReportLinks } from '../lib/report-links.ts';
import type { DocView } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';
import { ArticleLayout } from './ArticleLayout.tsx';
import { DocArticleTop } from './DocArticleTop.tsx';
import { DocSidebar } from './DocSidebar.tsx';
import { Icon } from './Icon.tsx';
import { MarkdownContent } from './MarkdownContent.tsx';
import { TableOfContents } from './TableOfContents.tsx';

/** Renders a doc with its navigation around it. */
export function DocPage({ page }: { page: DocView }) {
  const editLink = page.editUrl && (
    <footer className="doc-footer">
      <a className="edit-link" href={page.editUrl} target="_blank" rel="noopener noreferrer">
        <Icon name="edit" />
        {strings.editThisPage}
      </a>
    </footer>
  );
  return (
    <ArticleLayout
      site={page.site}
      route={page.route}
      sidebar={page.sidebar && <DocSidebar sidebar={page.sidebar} />}
      top={<DocArticleTop page={page} />}
      footer={editLink}
      source={page.source}
      pagination={{ pagination: page.pagination }}
      toc={page.toc}
      reportIssue={page.reportIssue}
    >
      <MarkdownContent
        html={withReportLinks(markDriftedSections(page.contentHtml, page.source), page.reportIssue)}
        title={page.title}
        cards={page.categoryCards}
        afterTitle={
          <>
            {page.readingTimeMinutes === undefined ? null : <p className="reading-time">{strings.readingTime(page.readingTimeMinutes)}</p>}
            <TableOfContents entries={page.toc} variant="mobile" />
          </>
        }
      />
    </ArticleLayout>
  );
}
