// The pages that go into the search index: those of every kind that names a search section (build/pages/). Each page's
// searchable blocks are read from the page store as the search step reaches it, so the step holds one page's at a time.
import { withBaseUrl } from '../../theme/lib/url.ts';
import { docsVersionSearchTag } from '../../theme/lib/search/version-scope.ts';
import { readSearch } from '../page-store.ts';
import { pageKindOf } from '../pages/registry.ts';
import { compiledPage } from '../markdown/compiled-page.ts';
import { isSourcedRoute, type RouteGraph } from '../routes/route-graph.ts';
import type { SearchPageSource } from './search-page-source.ts';

/**
 * Every page of a searched kind (docs, API pages, blog posts) as a search source, drafts and unlisted pages marked so;
 * each pass over them reads the pages' blocks again.
 */
export function searchPageSources(graph: RouteGraph): Iterable<SearchPageSource> {
  const searched = [...graph.routes.values()].filter((entry) => pageKindOf(entry).search && isSourcedRoute(entry));
  return {
    *[Symbol.iterator]() {
      for (const entry of searched) {
        if (!isSourcedRoute(entry)) continue;
        const { blocks, terms } = readSearch(compiledPage(entry));
        yield {
          url: withBaseUrl(graph.baseUrl, entry.route),
          ...pageKindOf(entry).search!,
          // Docs and API pages are tagged with their docs version (docs-default-<version>), as DocSearch's crawler does.
          ...('docsVersion' in entry && entry.docsVersion ? { tag: docsVersionSearchTag(entry.docsVersion) } : {}),
          title: entry.title,
          blocks,
          terms,
          draft: entry.file.frontMatter.draft,
          unlisted: entry.file.frontMatter.unlisted,
        };
      }
    },
  };
}
