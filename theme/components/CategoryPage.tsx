// A generated category index: title, description and a grid of cards for the category's items.
import type { CategoryView } from '../lib/view-model.ts';
import { ArticleLayout } from './ArticleLayout.tsx';
import { CategoryCardGrid } from './CategoryCardGrid.tsx';
import { DocArticleTop } from './DocArticleTop.tsx';
import { DocSidebar } from './DocSidebar.tsx';

/** Renders the category index in the doc layout, without a TOC column (it has no headings). */
export function CategoryPage({ page }: { page: CategoryView }) {
  return (
    <ArticleLayout
      site={page.site}
      route={page.route}
      sidebar={page.sidebar && <DocSidebar sidebar={page.sidebar} />}
      top={<DocArticleTop page={page} />}
      source={page.source}
      pagination={{ pagination: page.pagination }}
    >
      <header className="page-header">
        <h1 className="page-title">{page.title}</h1>
        {page.description && <p className="page-description">{page.description}</p>}
      </header>
      <CategoryCardGrid cards={page.categoryCards} />
    </ArticleLayout>
  );
}
