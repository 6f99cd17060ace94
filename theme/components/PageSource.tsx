// Where a docs page or blog post comes from: its Markdown twin (copy it, or open it) above the article, the English
// original it translates (and, when that changed since, a callout at the top), and when its source last changed below
// it. client/copy-page-markdown.ts makes the copy button work; the rest is plain HTML.
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

/** 译自英文原文, linking the English page, with the date and short commit (or the release) of the English text it follows. */
export function TranslatedFrom({ source }: { source: PageSource }) {
  const { translation } = source;
  if (!translation) return null;
  const english = <a href={translation.englishHref} hrefLang="en">{strings.translation.from}</a>;
  if (translation.kind === 'api') return <p className="translated-from">{english}{strings.translation.release(translation.release)}</p>;
  return (
    <p className="translated-from">
      {english}
      {strings.translation.version(translation.date.label)}
      <a href={translation.commit.href} className="translated-from-commit"><code>{translation.commit.short}</code></a>
      {strings.translation.versionEnd}
    </p>
  );
}

/** The callout that opens a page whose English original changed since it was translated: which parts, when, where to read. */
export function TranslationDrift({ source }: { source: PageSource }) {
  const { translation } = source;
  if (translation?.kind === 'api') {
    if (translation.outdatedKeys.length === 0) return null;
    return (
      <aside className="admonition admonition-warning translation-drift" aria-label={strings.translation.driftTitle}>
        <p className="admonition-title">{strings.translation.driftTitle}</p>
        <p>{strings.translation.apiDriftText(translation.release)}</p>
        <ul>{translation.outdatedKeys.map((key) => <li key={key}><code>{key}</code></li>)}</ul>
        <p><a href={translation.englishHref} hrefLang="en">{strings.translation.readEnglish}</a></p>
      </aside>
    );
  }
  const drift = translation?.drift;
  if (!translation || !drift) return null;
  return (
    <aside className="admonition admonition-warning translation-drift" aria-label={strings.translation.driftTitle}>
      <p className="admonition-title">{strings.translation.driftTitle}</p>
      <p>{strings.translation.driftText(drift.englishDate.label)}</p>
      <ul>
        {drift.sections.map((section) => (
          <li key={section.id || '_top'}>
            {section.anchored ? <a href={`#${section.id}`}>{section.title}</a> : (section.id ? section.title : strings.translation.topSection)}
          </li>
        ))}
      </ul>
      <p>
        <a href={translation.englishHref} hrefLang="en">{strings.translation.readEnglish}</a>
        {' · '}
        <a href={drift.compareHref}>{strings.translation.compare}</a>
      </p>
    </aside>
  );
}
