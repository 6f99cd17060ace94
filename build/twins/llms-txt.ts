// /llms.txt and /llms-full.txt (llmstxt.org): an index of every page's Markdown twin by section, and every
// twin in one file. Sections and their order: the tutorials and the API reference in sidebar order, the blog
// newest first, then the remaining pages (home, standalone pages).
import { CURRENT_VERSION_NAME } from '../config/schema.ts';
import { strings } from '../../theme/lib/strings.ts';
import type { RouteEntry, RouteGraph } from '../routes/route-graph.ts';
import { twinText, type MarkdownTwin } from './twin-text.ts';

/** A section of llms.txt: a heading and its pages' twins, in reading order. */
export interface LlmsSection {
  title: string;
  twins: MarkdownTwin[];
}

/** The text of /llms.txt: the site's title, a one-line summary, then each section's pages as links. */
export function llmsTxt(site: { title: string; tagline: string }, sections: readonly LlmsSection[], twinUrl: (route: string) => string): string {
  const lines = [`# ${site.title}`, '', `> ${site.tagline}`];
  for (const section of sections) {
    if (section.twins.length === 0) continue;
    lines.push('', `## ${section.title}`, '');
    for (const twin of section.twins) {
      lines.push(`- [${escapeLinkText(twin.title)}](${twinUrl(twin.route)})${twin.description ? `: ${oneLine(twin.description)}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The text of /llms-full.txt: every listed twin in order, each opening with front matter that names its URL. */
export function llmsFullTxt(sections: readonly LlmsSection[], twinUrl: (route: string) => string): string {
  return sections
    .flatMap((section) => section.twins)
    .map((twin) => twinText(twin, { url: twinUrl(twin.route) }))
    .join('\n');
}

function escapeLinkText(text: string): string {
  return text.replace(/[[\]\\]/g, (character) => `\\${character}`);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function isSnapshotPage(entry: RouteEntry | undefined): boolean {
  return entry !== undefined && 'docsVersion' in entry && entry.docsVersion !== undefined && entry.docsVersion !== CURRENT_VERSION_NAME;
}

/** The sections of llms.txt from the built twins: 教程 and API 参考 in sidebar order, 博客 newest first, then the rest. */
export function llmsSections(graph: RouteGraph, twins: ReadonlyMap<string, MarkdownTwin>): LlmsSection[] {
  const used = new Set<string>();
  const take = (routes: Iterable<string>, kinds: readonly RouteEntry['kind'][]): MarkdownTwin[] => {
    const taken: MarkdownTwin[] = [];
    for (const route of routes) {
      const twin = twins.get(route);
      const entry = graph.routes.get(route);
      const kind = entry?.kind;
      // Older docs versions stay out: llms.txt describes the current docs.
      if (!twin || !kind || !kinds.includes(kind) || used.has(route) || isSnapshotPage(entry)) continue;
      used.add(route);
      taken.push(twin);
    }
    return taken;
  };
  const inSidebars = [...graph.sidebars.values()].flatMap((sidebar) => sidebar.sequence.map((item) => item.route));
  const all = [...graph.routes.keys()];
  return [
    { title: strings.llmsSections.docs, twins: take([...inSidebars, ...all], ['doc', 'category']) },
    { title: strings.llmsSections.api, twins: take([...inSidebars, ...all], ['api']) },
    { title: strings.llmsSections.blog, twins: take([...(graph.blog?.listed.map((post) => post.route) ?? []), ...all], ['blogPost']) },
    { title: strings.llmsSections.other, twins: take(all, ['home', 'page']) },
  ];
}
