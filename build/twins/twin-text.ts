// A Markdown twin as data and as its file's text, and what a twin is made from. Apart from page-twin.ts, which makes
// twins from HTML: writing a stored twin (every twin of a warm build) must not load the HTML-to-Markdown converters.
import type { CategoryCard, HomeView, PageViewModel, TranslationView } from '../../theme/lib/view-model.ts';

/** A page's twin and what llms.txt says of it. */
export interface MarkdownTwin {
  route: string;
  title: string;
  description: string;
  /** The Markdown after the front matter. */
  body: string;
}

/** The twin's file text: front matter with its title and description (after `extra` fields), then the body. */
export function twinText(twin: MarkdownTwin, extra: Record<string, string> = {}): string {
  const fields = { ...extra, title: twin.title, ...(twin.description ? { description: twin.description } : {}) };
  // JSON strings are valid YAML scalars.
  const frontMatter = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join('\n');
  return `---\n${frontMatter}\n---\n\n${twin.body}\n`;
}

/** The fields of a page's view its twin is made from: small enough to send to a worker, and the twin cache's key. */
export interface TwinSource {
  kind: PageViewModel['kind'];
  route: string;
  title: string;
  description: string;
  contentHtml?: string;
  categoryCards?: readonly CategoryCard[];
  hero?: HomeView['hero'];
  /** A translated page's 译自 line, which its twin ends with too. */
  translation?: TranslationView;
}

/** Picks from a page's view what its twin is made from. */
export function twinSource(view: PageViewModel): TwinSource {
  const { kind, route, title, description } = view;
  return {
    kind, route, title, description,
    ...('contentHtml' in view ? { contentHtml: view.contentHtml } : {}),
    ...('categoryCards' in view && view.categoryCards ? { categoryCards: view.categoryCards } : {}),
    ...(view.kind === 'home' && view.hero ? { hero: view.hero } : {}),
    ...('source' in view && view.source.translation ? { translation: view.source.translation } : {}),
  };
}
