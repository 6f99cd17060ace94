// Where a docs page or blog post comes from: its Markdown twin (copy it, or open it) above the article, and
// when its source last changed below it. client/copy-page-markdown.ts makes the copy button work.
import { strings } from '../lib/strings.ts';
import type { PageSource } from '../lib/view-model.ts';
import { Icon } from './Icon.tsx';

/** The copy button and the link to the page's Markdown twin; nothing for pages without one. */
export function PageMarkdownActions({ source }: { source: PageSource }) {
  if (!source.markdownHref) return null;
  return (
    <div className="page-actions" role="group" aria-label={strings.pageMarkdownLabel}>
      <button type="button" className="page-action page-copy-markdown" data-markdown-href={source.markdownHref}>
        <Icon name="copy" className="page-copy-icon" />
        <Icon name="copied" className="page-copied-icon" />
        {strings.copyPageMarkdown}
        <span className="page-copy-status" role="status" aria-live="polite" />
      </button>
      <a className="page-action page-view-markdown" href={source.markdownHref} type="text/markdown">
        <Icon name="markdown" />
        {strings.viewPageMarkdown}
      </a>
    </div>
  );
}

/** 最后更新于 and the date; nothing when the date is unknown (no git history). */
export function LastUpdated({ source }: { source: PageSource }) {
  if (!source.lastUpdated) return null;
  return (
    <p className="last-updated">
      {`${strings.lastUpdated} `}
      <time dateTime={source.lastUpdated.date}>{source.lastUpdated.label}</time>
    </p>
  );
}
