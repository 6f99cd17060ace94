// The excerpt of a post: what comes before its `<!-- truncate -->` marker.

/** The marker on a line of its own in Markdown. */
const MARKER_SOURCE = /^[ \t]*<!--\s*truncate\s*-->[ \t]*$/m;
/** The same marker after compilation: the HTML comment survives in the output. */
const MARKER_HTML = /<!--\s*truncate\s*-->/;

/** True when the Markdown body has a truncate marker. */
export function hasTruncateMarker(markdown: string): boolean {
  return MARKER_SOURCE.test(markdown);
}

/**
 * The HTML shown in post lists: everything before the marker, or the whole post without one. Headings
 * lose their ids and anchor links, since several excerpts share one list page.
 */
export function excerptHtml(html: string): string {
  const marker = MARKER_HTML.exec(html);
  const kept = marker ? html.slice(0, marker.index) : html;
  return kept
    .replace(/<a class="hash-link"[^>]*>#<\/a>/g, '')
    .replace(/<(h[1-6]) id="[^"]*"/g, '<$1')
    .trim();
}
