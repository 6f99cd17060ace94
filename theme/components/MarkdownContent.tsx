// Compiled Markdown, with an H1 from the page title only when the Markdown has none of its own.
import type { ReactNode } from 'react';
import { DOC_CARD_LIST_PLACEHOLDER } from '../lib/constants.ts';
import { hasHeadingOne } from '../lib/markdown-html.ts';
import type { CategoryCard } from '../lib/view-model.ts';
import { CategoryCardGrid } from './CategoryCardGrid.tsx';

/** Props of `MarkdownContent`. */
export interface MarkdownContentProps {
  html: string;
  title: string;
  /** Shown right under the fallback H1 (for example the reading time). */
  afterTitle?: ReactNode;
  /** A category's own doc lists its items as cards where `::doc-card-list` stood. */
  cards?: CategoryCard[] | undefined;
}

/** Renders the title header (unless the content has an H1) and the content in `<div class="markdown">`. */
export function MarkdownContent({ html, title, afterTitle, cards }: MarkdownContentProps) {
  const showTitle = !hasHeadingOne(html);
  const [before, after] = cards ? splitOnce(html, DOC_CARD_LIST_PLACEHOLDER) : [html, undefined];
  return (
    <>
      {showTitle ? (
        <header className="page-header">
          <h1 className="page-title">{title}</h1>
          {afterTitle}
        </header>
      ) : (
        afterTitle
      )}
      {/* The HTML is produced by our own Markdown pipeline at build time. */}
      <div className="markdown" dangerouslySetInnerHTML={{ __html: before }} />
      {after !== undefined && cards && (
        <>
          <CategoryCardGrid cards={cards} />
          {after.trim() && <div className="markdown" dangerouslySetInnerHTML={{ __html: after }} />}
        </>
      )}
    </>
  );
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator);
  return index < 0 ? [text, undefined] : [text.slice(0, index), text.slice(index + separator.length)];
}
