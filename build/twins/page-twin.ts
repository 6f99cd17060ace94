// A page's Markdown twin, made from its view model: front matter reduced to a title and a description, the
// title as a heading when the content has none, then the content as Markdown (htmlToMarkdown). Category pages,
// which have no Markdown of their own, list their cards.
import { DOC_CARD_LIST_PLACEHOLDER } from '../../theme/lib/constants.ts';
import { escapeHtml } from '../../theme/lib/html-escape.ts';
import { hasHeadingOne } from '../../theme/lib/markdown-html.ts';
import { strings } from '../../theme/lib/strings.ts';
import type { CategoryCard, TranslationView } from '../../theme/lib/view-model.ts';
import { htmlToMarkdown } from './html-to-markdown.ts';
import type { MarkdownTwin, TwinSource } from './twin-text.ts';

/** The Markdown twin of a page with content of its own (doc, API page, category, standalone page, home, post). */
export function markdownTwin(view: TwinSource, siteUrl: string): MarkdownTwin | undefined {
  const pageUrl = new URL(view.route.slice(1), siteUrl);
  const body = twinBody(view, pageUrl);
  if (body === undefined) return undefined;
  return { route: view.route, title: view.title, description: view.description, body };
}

function twinBody(view: TwinSource, pageUrl: URL): string | undefined {
  const contentHtml = (view.contentHtml ?? '') + translatedFromHtml(view.translation);
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

// The 译自 line the page shows under its content, as the twin's last paragraph.
function translatedFromHtml(translation: TranslationView | undefined): string {
  if (!translation) return '';
  const { from, version, versionEnd, release } = strings.translation;
  const english = `<a href="${escapeHtml(translation.englishHref)}">${from}</a>`;
  if (translation.kind === 'api') return `<p>${english}${escapeHtml(release(translation.release))}</p>`;
  return `<p>${english}${escapeHtml(version(translation.date.label))}`
    + `<a href="${escapeHtml(translation.commit.href)}">${escapeHtml(translation.commit.short)}</a>${versionEnd}</p>`;
}
