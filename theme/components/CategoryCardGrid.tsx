// Cards linking to a category's items, used by category pages and by `::doc-card-list` in Markdown.
import type { CategoryCard } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';

/** Renders the cards as a responsive grid, or nothing for an empty list. */
export function CategoryCardGrid({ cards }: { cards: CategoryCard[] }) {
  if (cards.length === 0) return null;
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.href}>
          <a className="card" href={card.href}>
            <h2 className="card-title">{card.label}</h2>
            {card.description && <p className="card-description">{card.description}</p>}
            {card.itemCount !== undefined && <p className="card-meta">{strings.categoryCardItems(card.itemCount)}</p>}
          </a>
        </li>
      ))}
    </ul>
  );
}
