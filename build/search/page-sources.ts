// The pages that go into the search index: those of every kind that names a search section (build/pages/). The search
// step is sent them as plain data (it may run in a worker) and reads each page's searchable blocks from the page store
// as it reaches it, so it holds one page's at a time.
import { withBaseUrl } from '../../theme/lib/url.ts';
import { docsVersionSearchTag } from '../../theme/lib/search/version-scope.ts';
import { readSearch } from '../page-store.ts';
import { pageKindOf } from '../pages/registry.ts';
import { compiledPage } from '../markdown/compiled-page.ts';
import type { PageBody } from '../markdown/types.ts';
import { isSourcedRoute, type RouteGraph } from '../routes/route-graph.ts';
import type { SearchPageSource } from './search-page-source.ts';

/** A page to index, without its blocks: `search` is where they lie in the page store. */
export type SearchedPage = Omit<SearchPageSource, 'blocks' | 'terms'> & { search: PageBody };

/** Every page of a searched kind (docs, API pages, blog posts), drafts and unlisted pages marked so. */
export function searchedPages(graph: RouteGraph): SearchedPage[] {
  return [...graph.routes.values()].filter(isSourcedRoute).filter((entry) => pageKindOf(entry).search).map((entry) => ({
    url: withBaseUrl(graph.baseUrl, entry.route),
    ...pageKindOf(entry).search!,
    // Docs and API pages are tagged with their docs version (docs-default-<version>), as DocSearch's crawler does.
    ...('docsVersion' in entry && entry.docsVersion ? { tag: docsVersionSearchTag(entry.docsVersion) } : {}),
    title: entry.title,
    draft: entry.file.frontMatter.draft,
    unlisted: entry.file.frontMatter.unlisted,
    search: compiledPage(entry).search,
  }));
}

/** The pages with their blocks, each read from the store as a pass over them reaches it (each pass reads them again). */
export function withBlocks(pages: readonly SearchedPage[]): Iterable<SearchPageSource> {
  return {
    *[Symbol.iterator]() {
      for (const { search, ...page } of pages) yield { ...page, ...readSearch({ search }) };
    },
  };
}
