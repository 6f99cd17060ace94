// A page's Markdown twin, finished from its view and its compiled Markdown (build/markdown/content-markdown.ts, made at
// compile time): the title as a heading when the content has none, the category's cards where `::doc-card-list`
// stood, the home page's hero, the 译自 line. Each piece is made as mdast and written with the compile's options, so it
// escapes as the content does; category pages, which have no Markdown of their own, list their cards.
import type { List, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { strings } from '../../theme/lib/strings.ts';
import type { CategoryCard, TranslationView } from '../../theme/lib/view-model.ts';
import { absolute, DOC_CARD_LIST_MARK, markdownText } from '../markdown/markdown-text.ts';
import type { MarkdownTwin, TwinSource } from './twin-text.ts';

/** The Markdown twin of a page with content of its own (doc, API page, category, standalone page, home, post). */
export function markdownTwin(view: TwinSource, siteUrl: string): MarkdownTwin | undefined {
  const pageUrl = new URL(view.route.slice(1), siteUrl);
  const body = twinBody(view, pageUrl);
  if (body === undefined) return undefined;
  return { route: view.route, title: view.title, description: view.description, body };
}

function twinBody(view: TwinSource, pageUrl: URL): string | undefined {
  const content = view.content ?? '';
  const translation = view.translation ? markdown([translatedFrom(view.translation, pageUrl)]) : '';
  const title = view.headingOne ? '' : markdown([heading(view.title)]);
  switch (view.kind) {
    case 'doc':
      return blocks(title, withCards(content, view.categoryCards, pageUrl), translation);
    case 'category':
      return markdown([heading(view.title), ...(view.description ? [paragraph([text(view.description)])] : []), cardList(view.categoryCards ?? [], pageUrl)]);
    case 'page':
    case 'blogPost':
      return blocks(title, content, translation);
    case 'home': {
      const hero = view.hero && markdown([
        heading(view.hero.title),
        paragraph([text(view.hero.tagline)]),
        list(view.hero.actions.map((action) => [link(action.href, action.label, pageUrl)])),
      ]);
      return blocks(hero ?? '', content, translation);
    }
    default:
      return undefined;
  }
}

// The content with the card list where `::doc-card-list` stood; a page with no cards loses the mark.
function withCards(content: string, cards: readonly CategoryCard[] | undefined, pageUrl: URL): string {
  if (!content.includes(DOC_CARD_LIST_MARK)) return content;
  return blocks(...content.split(DOC_CARD_LIST_MARK).flatMap((part, index) => [
    ...(index === 0 || !cards ? [] : [markdown([cardList(cards, pageUrl)])]),
    part.replace(/^\n+|\n+$/g, ''),
  ]));
}

// Pieces of Markdown as one document: blank lines between them, as toMarkdown joins blocks.
function blocks(...pieces: string[]): string {
  return pieces.filter((piece) => piece !== '').join('\n\n');
}

function markdown(children: RootContent[]): string {
  return markdownText({ type: 'root', children } satisfies Root);
}

// The cards as a list of links, each with its description after a colon.
function cardList(cards: readonly CategoryCard[], pageUrl: URL): List {
  return list(cards.map((card) => [link(card.href, card.label, pageUrl), ...(card.description ? [text(`：${card.description}`)] : [])]));
}

// The 译自 line the page shows under its content, as the twin's last paragraph.
function translatedFrom(translation: TranslationView, pageUrl: URL): Paragraph {
  const { from, version, versionEnd, release } = strings.translation;
  const english = link(translation.englishHref, from, pageUrl);
  if (translation.kind === 'api') return paragraph([english, text(release(translation.release))]);
  return paragraph([english, text(version(translation.date.label)), link(translation.commit.href, translation.commit.short, pageUrl), text(versionEnd)]);
}

function heading(title: string): RootContent {
  return { type: 'heading', depth: 1, children: [text(title.trim())] };
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children };
}

function list(items: PhrasingContent[][]): List {
  return { type: 'list', ordered: false, spread: false, children: items.map((children) => ({ type: 'listItem', spread: false, children: [paragraph(children)] })) };
}

function link(href: string, label: string, pageUrl: URL): PhrasingContent {
  return { type: 'link', url: absolute(href, pageUrl), children: [text(label)] };
}

// Text as a page shows it: each run of white space one space, as in the content's HTML.
function text(value: string): PhrasingContent {
  return { type: 'text', value: value.replace(/[\t\n\f\r ]+/g, ' ') };
}
