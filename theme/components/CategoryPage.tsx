// A generated category index: title, description and a grid of cards for the category's items.
import type { PageViewModel } from '../lib/view-model.ts';
import { DocArticleTop } from './DocArticleTop.tsx';
import { CategoryCardGrid } from './CategoryCardGrid.tsx';
import { DocPagination } from './DocPagination.tsx';
import { DocSidebar } from './DocSidebar.tsx';
import { Layout } from './Layout.tsx';

/** Renders the category index in the doc layout. */
export function CategoryPage({ page }: { page: PageViewModel }) {
  return (
    <Layout site={page.site} route={page.route} sidebar={page.sidebar && <DocSidebar sidebar={page.sidebar} />}>
      <div className="doc-columns">
        <article className="doc-article">
          <DocArticleTop page={page} />
          <header className="page-header">
            <h1 className="page-title">{page.title}</h1>
            {page.description && <p className="page-description">{page.description}</p>}
          </header>
          {page.contentHtml && <div className="markdown" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />}
          <CategoryCardGrid cards={page.categoryCards ?? []} />
          <DocPagination pagination={page.pagination} />
        </article>
      </div>
    </Layout>
  );
}
