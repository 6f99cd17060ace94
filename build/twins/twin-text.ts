// A Markdown twin as data and as its file's text, and what a twin is made from: a page's view, and its content as
// Markdown, which the compile made (build/markdown/content-markdown.ts) and the page store keeps.
import { readMarkdown } from '../page-store.ts';
import type { CompiledPage } from '../markdown/types.ts';
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

/** What a page's twin is made from: fields of its view, and its compiled content as Markdown. */
export interface TwinSource {
  kind: PageViewModel['kind'];
  route: string;
  title: string;
  description: string;
  /** The compiled content as Markdown, for pages whose view shows compiled content. */
  content?: string;
  /** True when the content has a level-1 heading of its own: the twin then adds none. */
  headingOne?: boolean;
  categoryCards?: readonly CategoryCard[];
  hero?: HomeView['hero'];
  /** A translated page's 译自 line, which its twin ends with too. */
  translation?: TranslationView;
}

/** Picks from a page's view what its twin is made from, with its compiled page's Markdown when the view shows its content. */
export function twinSource(view: PageViewModel, compiled: CompiledPage | undefined): TwinSource {
  const { kind, route, title, description } = view;
  return {
    kind, route, title, description,
    ...('contentHtml' in view && compiled ? { content: readMarkdown(compiled), headingOne: compiled.firstHeading !== undefined } : {}),
    ...('categoryCards' in view && view.categoryCards ? { categoryCards: view.categoryCards } : {}),
    ...(view.kind === 'home' && view.hero ? { hero: view.hero } : {}),
    ...('source' in view && view.source.translation ? { translation: view.source.translation } : {}),
  };
}
