// The page shell shared by docs, blog posts and category pages: sidebar | article | table of contents.
// Each page kind fills the slots; the shell owns the order and the class names the CSS and client code use.
import type { ReactNode } from 'react';
import type { ReportLinks } from '../lib/report-links.ts';
import { strings } from '../lib/strings.ts';
import type { PageSource, TocEntry } from '../lib/view-model.ts';
import { DocPagination, type DocPaginationProps } from './DocPagination.tsx';
import { Layout, type LayoutProps } from './Layout.tsx';
import { LastUpdated, PageMarkdownActions, TranslatedFrom, TranslationDrift } from './PageSource.tsx';
import { TableOfContents } from './TableOfContents.tsx';

/** Props of `ArticleLayout`: the page frame's props plus the article's slots. */
export interface ArticleLayoutProps extends Omit<LayoutProps, 'children'> {
  /** Added after `doc-article`, for styles of one page kind. */
  articleClassName?: string;
  /** Banners, breadcrumbs: what comes before the title. */
  top: ReactNode;
  /** The page's Markdown twin and last-updated date: actions above the title, the date under the content. */
  source: PageSource;
  /** The title and content. */
  children: ReactNode;
  footer?: ReactNode;
  /** The previous / next links at the bottom of the article. */
  pagination: DocPaginationProps;
  /** The desktop TOC column; left out entirely (no empty column) when undefined. */
  toc?: TocEntry[];
  /** 这一页有问题？ under the content (the sections' links are in the content). */
  reportIssue?: ReportLinks | undefined;
}

/** Renders the article column, its TOC column and the page frame around them. */
export function ArticleLayout({ site, route, sidebar, articleClassName, top, source, children, footer, pagination, toc, reportIssue }: ArticleLayoutProps) {
  return (
    <Layout site={site} route={route} sidebar={sidebar}>
      <div className="doc-columns">
        <article className={articleClassName ? `doc-article ${articleClassName}` : 'doc-article'}>
          {top}
          <TranslationDrift source={source} />
          <PageMarkdownActions source={source} />
          {children}
          {reportIssue && <p className="report-issue report-issue-page"><a href={reportIssue.page}>{strings.reportIssue.page}</a></p>}
          <TranslatedFrom source={source} />
          <LastUpdated source={source} />
          {footer}
          <DocPagination {...pagination} />
        </article>
        {toc && (
          <div className="doc-toc-column">
            <TableOfContents entries={toc} variant="desktop" />
          </div>
        )}
      </div>
    </Layout>
  );
}
