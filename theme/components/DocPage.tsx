// A documentation page: sidebar | article | table of contents.
import type { PageViewModel } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';
import { Banners } from './Banners.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { DocPagination } from './DocPagination.tsx';
import { DocSidebar } from './DocSidebar.tsx';
import { Icon } from './Icon.tsx';
import { Layout } from './Layout.tsx';
import { MarkdownContent } from './MarkdownContent.tsx';
import { ReadingTime } from './ReadingTime.tsx';
import { TableOfContents } from './TableOfContents.tsx';
import { VersionBadge } from './VersionBadge.tsx';

/** Renders a doc with its navigation around it. */
export function DocPage({ page }: { page: PageViewModel }) {
  return (
    <Layout site={page.site} sidebar={page.sidebar && <DocSidebar sidebar={page.sidebar} />}>
      <div className="doc-columns">
        <article className="doc-article">
          <Banners banners={page.banners} />
          <Breadcrumbs items={page.breadcrumbs} homeHref={page.site.baseUrl} />
          <VersionBadge label={page.versionBadge} />
          <MarkdownContent
            html={page.contentHtml}
            title={page.title}
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
