// The home page: a hero banner, then the page's own content.
import type { HomeView } from '../lib/view-model.ts';
import { Layout } from './Layout.tsx';
import { MarkdownContent } from './MarkdownContent.tsx';

/** Renders the hero (its title is the page's only H1) and the home content. */
export function HomePage({ page }: { page: HomeView }) {
  const { hero } = page;
  if (!hero) {
    return (
      <Layout site={page.site} route={page.route}>
        <div className="standalone-page"><MarkdownContent html={page.contentHtml} title={page.title} /></div>
      </Layout>
    );
  }
  return (
    <Layout site={page.site} route={page.route}>
      <header className="hero">
        <h1 className="hero-title">{hero.title}</h1>
        {hero.tagline && <p className="hero-tagline">{hero.tagline}</p>}
        {hero.actions.length > 0 && (
          <div className="hero-actions">
            {hero.actions.map((action) => (
              <a key={action.href} className="button button-primary" href={action.href}>{action.label}</a>
            ))}
          </div>
        )}
      </header>
      {page.contentHtml && <div className="markdown home-content" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />}
    </Layout>
  );
}
