// The pages that go into the search index: those of every kind that names a search section (build/pages/).
import { withBaseUrl } from '../../theme/lib/url.ts';
import { docsVersionSearchTag } from '../../theme/lib/search/version-scope.ts';
import { pageKindOf } from '../pages/registry.ts';
import { isSourcedRoute, type RouteGraph } from '../routes/route-graph.ts';
import type { SearchPageSource } from './search-page-source.ts';

/** Every page of a searched kind (docs, API pages, blog posts) as a search source; drafts and unlisted pages are marked so. */
export function searchPageSources(graph: RouteGraph): SearchPageSource[] {
  const sources: SearchPageSource[] = [];
  for (const entry of graph.routes.values()) {
    const section = pageKindOf(entry).search;
    if (!section || !isSourcedRoute(entry)) continue;
    sources.push({
      url: withBaseUrl(graph.baseUrl, entry.route),
      ...section,
      // Docs and API pages are tagged with their docs version (docs-default-<version>), as DocSearch's crawler does.
      ...('docsVersion' in entry && entry.docsVersion ? { tag: docsVersionSearchTag(entry.docsVersion) } : {}),
      title: entry.title,
      blocks: entry.compiled.search.blocks,
      terms: entry.compiled.search.terms,
      draft: entry.file.frontMatter.draft,
      unlisted: entry.file.frontMatter.unlisted,
    });
  }
  return sources;
}
