// A documentation page: sidebar | article | table of contents.
import type { PageViewModel } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';
import { DocArticleTop } from './DocArticleTop.tsx';
import { DocPagination } from './DocPagination.tsx';
import { DocSidebar } from './DocSidebar.tsx';
import { Icon } from './Icon.tsx';
import { Layout } from './Layout.tsx';
import { MarkdownContent } from './MarkdownContent.tsx';
import { ReadingTime } from './ReadingTime.tsx';
import { TableOfContents } from './TableOfContents.tsx';

/** Renders a doc with its navigation around it. */
export function DocPage({ page }: { page: PageViewModel }) {
  return (
    <Layout site={page.site} route={page.route} sidebar={page.sidebar && <DocSidebar sidebar={page.sidebar} />}>
      <div className="doc-columns">
        <article className="doc-article">
          <DocArticleTop page={page} />
          <MarkdownContent
            html={page.contentHtml}
            title={page.title}
            cards={page.categoryCards}
            afterTitle={
              <>
                <ReadingTime minutes={page.readingTimeMinutes} />
                <TableOfContents entries={page.toc} variant="mobile" />
              </>
            }
          />
          {page.editUrl && (
            <footer className="doc-footer">
              <a className="edit-link" href={page.editUrl} target="_blank" rel="noopener noreferrer">
                <Icon name="edit" />
                {strings.editThisPage}
              </a>
            </footer>
          )}
          <DocPagination pagination={page.pagination} />
        </article>
        <div className="doc-toc-column">
          <TableOfContents entries={page.toc} variant="desktop" />
        </div>
      </div>
    </Layout>
  );
}
