// Which pages go into the search index, and under which section: docs (文档), API pages and blog posts.
import { withBaseUrl } from '../../theme/lib/url.ts';
import type { RouteGraph } from '../routes/route-graph.ts';
import type { SearchPageSource } from './search-page-source.ts';

/** Section names shown as each hit's lvl0, and the DocSearch tags the hosted service filters on. */
const SECTIONS = {
  docs: { lvl0: '文档', tag: 'docs-default-current' },
  api: { lvl0: 'API', tag: 'docs-default-current' },
  blog: { lvl0: '博客', tag: 'blog' },
} as const;

/** Every doc and blog post of the graph as a search source; drafts and unlisted pages are marked so. */
export function searchPageSources(graph: RouteGraph, docsRoute: string): SearchPageSource[] {
  const apiPrefix = `${docsRoute}/api`;
  const sources: SearchPageSource[] = [];
  for (const entry of graph.routes.values()) {
    if (entry.kind !== 'doc' && entry.kind !== 'blogPost') continue;
    const isApi = entry.route === apiPrefix || entry.route.startsWith(`${apiPrefix}/`);
    const section = entry.kind === 'blogPost' ? SECTIONS.blog : isApi ? SECTIONS.api : SECTIONS.docs;
    sources.push({
      url: withBaseUrl(graph.baseUrl, entry.route),
      ...section,
      title: entry.title,
      html: entry.compiled.html,
      draft: entry.file.frontMatter.draft,
      unlisted: entry.file.frontMatter.unlisted,
    });
  }
  return sources;
}
