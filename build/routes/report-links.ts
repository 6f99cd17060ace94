// The prefilled GitHub issues behind 这一节有问题？: title with the page and section, body with the URL and anchor, the
// English text the page was translated from and the cheerio version the docs follow.
import type { ReportLinks } from '../../theme/lib/report-links.ts';
import { strings } from '../../theme/lib/strings.ts';
import type { PageSource, TranslationView } from '../../theme/lib/view-model.ts';
import type { ViewModelContext } from './page-base.ts';
import { compiledPage } from '../markdown/compiled-page.ts';
import type { SourcedRoute } from './route-graph.ts';

/** GitHub answers 414 to long addresses; a title this long is cut, and everything else is short. */
const MAX_TITLE = 120;

/** What a report link is made from. */
export interface ReportSubject {
  newIssueUrl: string;
  pageTitle: string;
  canonicalUrl: string;
  /** The page's H2 headings (id and plain text). */
  headings: readonly { id: string; text: string }[];
  translation: TranslationView | undefined;
  /** The cheerio release the docs follow, e.g. `cheerio 1.2.0`. */
  release: string | undefined;
}

/** One issue link per H2 and one for the page. */
export function reportLinks(subject: ReportSubject): ReportLinks {
  const sections: Record<string, string> = {};
  for (const heading of subject.headings) sections[heading.id] = issueUrl(subject, heading);
  return { page: issueUrl(subject, undefined), sections };
}

function issueUrl(subject: ReportSubject, section: { id: string; text: string } | undefined): string {
  const where = section ? `${subject.pageTitle} › ${section.text}` : subject.pageTitle;
  const title = strings.reportIssue.issueTitle(where.length > MAX_TITLE ? `${where.slice(0, MAX_TITLE - 1)}…` : where);
  const { translation } = subject;
  const from = translation?.kind === 'page' ? `${translation.commit.short}（${translation.date.iso}）` : translation?.kind === 'api' ? translation.release : undefined;
  const body = [
    strings.reportIssue.bodyPage(section ? `${subject.canonicalUrl}#${section.id}` : subject.canonicalUrl),
    ...(from ? [strings.reportIssue.bodyFrom(from)] : []),
    ...(subject.release ? [strings.reportIssue.bodyRelease(subject.release)] : []),
    '',
    strings.reportIssue.bodyPrompt,
  ].join('\n');
  const url = new URL(subject.newIssueUrl);
  url.searchParams.set('title', title);
  url.searchParams.set('body', body);
  return url.href;
}

/** The report links of a docs page or post, when the config names where issues are opened. */
export function pageReportLinks(context: ViewModelContext, page: { title: string; canonicalUrl: string }, entry: SourcedRoute, source: PageSource): ReportLinks | undefined {
  const newIssueUrl = context.config.reportIssueUrl;
  if (!newIssueUrl) return undefined;
  return reportLinks({
    newIssueUrl,
    pageTitle: page.title,
    canonicalUrl: page.canonicalUrl,
    headings: compiledPage(entry).headings.filter((heading) => heading.depth === 2),
    translation: source.translation,
    release: context.graph.english?.release,
  });
}
