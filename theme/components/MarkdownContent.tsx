// Compiled Markdown, with an H1 from the page title only when the Markdown has none of its own.
import type { ReactNode } from 'react';

/** True when compiled HTML already contains a level-one heading. */
export function hasHeadingOne(html: string): boolean {
  return /<h1[\s>]/i.test(html);
}

/** Props of `MarkdownContent`. */
export interface MarkdownContentProps {
  html: string;
  title: string;
  /** Shown right under the fallback H1 (for example the reading time). */
  afterTitle?: ReactNode;
}

/** Renders the title header (unless the content has an H1) and the content in `<div class="markdown">`. */
export function MarkdownContent({ html, title, afterTitle }: MarkdownContentProps) {
  const showTitle = !hasHeadingOne(html);
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
      <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
