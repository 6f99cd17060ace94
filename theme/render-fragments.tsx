// Theme markup the build splices into compiled Markdown (static: these fragments hold no islands).
import { renderToStaticMarkup } from 'react-dom/server';
import type { CategoryCard } from './lib/view-model.ts';
import { CategoryCardGrid } from './components/CategoryCardGrid.tsx';

/** Returns the card grid HTML that replaces a `::doc-card-list` placeholder. */
export function renderCategoryCardGrid(cards: CategoryCard[]): string {
  return renderToStaticMarkup(<CategoryCardGrid cards={cards} />);
}
