// A Markdown twin as data and as its file's text. Apart from page-twin.ts, which makes twins from HTML: writing a
// stored twin (every twin of a warm build) must not load the HTML-to-Markdown converters.

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
