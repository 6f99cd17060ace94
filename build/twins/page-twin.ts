// A page's Markdown twin, made from its view model: front matter reduced to a title and a description, the
// title as a heading when the content has none, then the content as Markdown (htmlToMarkdown). Category pages,
// which have no Markdown of their own, list their cards.
import { DOC_CARD_LIST_PLACEHOLDER } from '../../theme/lib/constants.ts';
import { escapeHtml } from '../../theme/lib/html-escape.ts';
import { hasHeadingOne } from '../../theme/lib/markdown-html.ts';
import type { CategoryCard, HomeView, PageViewModel } from '../../theme/lib/view-model.ts';
import { htmlToMarkdown } from './html-to-markdown.ts';

/** A page's twin and what llms.txt says of it. */
export interface MarkdownTwin {
  route: string;
  title: string;
  description: string;
  /** The Markdown after the front matter. */
  body: string;
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
}

/** Picks from a page's view what its twin is made from. */
export function twinSource(view: PageViewModel): TwinSource {
  const { kind, route, title, description } = view;
  return {
    kind, route, title, description,
    ...('contentHtml' in view ? { contentHtml: view.contentHtml } : {}),
    ...('categoryCards' in view && view.categoryCards ? { categoryCards: view.categoryCards } : {}),
    ...(view.kind === 'home' && view.hero ? { hero: view.hero } : {}),
  };
}

/** The Markdown twin of a page with content of its own (doc, API page, category, standalone page, home, post). */
export function markdownTwin(view: TwinSource, siteUrl: string): MarkdownTwin | undefined {
  const pageUrl = new URL(view.route.slice(1), siteUrl);
  const body = twinBody(view, pageUrl);
  if (body === undefined) return undefined;
  return { route: view.route, title: view.title, description: view.description, body };
}

/** The twin's file text: front matter with its title and description (after `extra` fields), then the body. */
export function twinText(twin: MarkdownTwin, extra: Record<string, string> = {}): string {
  const fields = { ...extra, title: twin.title, ...(twin.description ? { description: twin.description } : {}) };
  // JSON strings are valid YAML scalars.
  const frontMatter = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join('\n');
  return `---\n${frontMatter}\n---\n\n${twin.body}\n`;
}

function twinBody(view: TwinSource, pageUrl: URL): string | undefined {
  const contentHtml = view.contentHtml ?? '';
  switch (view.kind) {
    case 'doc':
      return withTitle(view.title, view.categoryCards ? contentHtml.replace(DOC_CARD_LIST_PLACEHOLDER, cardListHtml(view.categoryCards)) : contentHtml, pageUrl);
    case 'category':
      return htmlToMarkdown(`<h1>${escapeHtml(view.title)}</h1>${view.description ? `<p>${escapeHtml(view.description)}</p>` : ''}${cardListHtml(view.categoryCards ?? [])}`, pageUrl);
    case 'page':
    case 'blogPost':
      return withTitle(view.title, contentHtml, pageUrl);
    case 'home': {
      const hero = view.hero
        ? `<h1>${escapeHtml(view.hero.title)}</h1><p>${escapeHtml(view.hero.tagline)}</p><ul>${view.hero.actions.map((action) => `<li><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></li>`).join('')}</ul>`
        : '';
      return htmlToMarkdown(hero ? hero + contentHtml : contentHtml, pageUrl);
    }
    default:
      return undefined;
  }
}

function withTitle(title: string, html: string, pageUrl: URL): string {
  return htmlToMarkdown(hasHeadingOne(html) ? html : `<h1>${escapeHtml(title)}</h1>${html}`, pageUrl);
}

// The cards as a list of links, each with its description after a colon.
function cardListHtml(cards: readonly CategoryCard[]): string {
  const items = cards.map((card) => `<li><a href="${escapeHtml(card.href)}">${escapeHtml(card.label)}</a>${card.description ? `：${escapeHtml(card.description)}` : ''}</li>`);
  return `<ul>${items.join('')}</ul>`;
}
