// 这一节有问题？: a plain link at the end of each H2 section that opens a prefilled GitHub issue; inserted into the
// page's HTML as it is rendered, so the compiled HTML and the Markdown twin stay without them. The page's own link
// (这一页有问题？) is ArticleLayout's.
import { escapeHtml } from './html-escape.ts';
import { strings } from './strings.ts';

/** The issue links of one page: one per H2 (by the heading's id), and one for the whole page. */
export interface ReportLinks {
  page: string;
  sections: Record<string, string>;
}

const link = (href: string, text: string, className: string) =>
  `<p class="report-issue ${className}"><a href="${escapeHtml(href)}">${text}</a></p>`;

/** `html` with each H2 section's link before the next H2, the last one at the end. */
export function withReportLinks(html: string, links: ReportLinks | undefined): string {
  if (!links) return html;
  let open: string | undefined;
  const closeSection = () => {
    const href = open === undefined ? undefined : links.sections[open];
    return href ? link(href, strings.reportIssue.section, 'report-issue-section') : '';
  };
  const withSections = html.replace(/<h2 id="([^"]*)"/g, (heading, id: string) => {
    const before = closeSection();
    open = id;
    return before + heading;
  });
  return withSections + closeSection();
}
