// Marks each H2 whose English section changed since the page was translated, as the page is rendered (the view's
// HTML stays the compiled one, which the Markdown twin is made from).
import { escapeHtml } from './html-escape.ts';
import { strings } from './strings.ts';
import type { PageSource } from './view-model.ts';

/** `html` with a small 英文已更新 tag in each drifted H2, before its anchor link; unchanged when nothing drifted. */
export function markDriftedSections(html: string, source: PageSource): string {
  const { translation } = source;
  const sections = translation?.kind === 'page' ? translation.drift?.sections.filter((section) => section.anchored) ?? [] : [];
  let marked = html;
  for (const { id } of sections) {
    const heading = new RegExp(`(<h2 id="${escapeRegExp(escapeHtml(id))}"[^>]*>[\\s\\S]*?)(<a class="hash-link"|</h2>)`);
    marked = marked.replace(heading, `$1<span class="drift-marker">${strings.translation.sectionMarker}</span>$2`);
  }
  return marked;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
