// Picks the search backend from what the build put on <html>: the hosted service when
// `data-search-algolia` is set, else the local sharded index whose manifest is at `data-search-manifest`.
import { searchStrings } from '../../theme/lib/search-strings.ts';
import type { AlgoliaConfig } from './algolia-engine.ts';
import { createLocalEngine } from './local-engine.ts';
import type { SearchEngine } from './search-engine.ts';
import { CURRENT_DOCS_VERSION } from '../../theme/lib/constants.ts';
import { PAGE_META, readPageMeta } from '../../theme/lib/page-meta.ts';
import { versionScope, type SearchableVersion, type SearchScope } from '../../theme/lib/search/version-scope.ts';

/** Returns the engine the page is configured for. */
export function engineFromDocument(root: HTMLElement = document.documentElement): SearchEngine {
  const { searchAlgolia, searchManifest = '' } = root.dataset;
  if (searchAlgolia) {
    const config = JSON.parse(searchAlgolia) as Partial<AlgoliaConfig> & Pick<AlgoliaConfig, 'appId' | 'apiKey'>;
    return algoliaEngine({ indexName: 'crawler_cheerio', contextualSearch: true, ...config });
  }
  return createLocalEngine(searchManifest);
}

// The hosted service's adapter, a chunk of its own: a site searching its own index never downloads it. A failed load
// is forgotten, so the next query tries again.
function algoliaEngine(config: AlgoliaConfig): SearchEngine {
  let loading: Promise<SearchEngine> | undefined;
  const engine = () => (loading ??= import('./algolia-engine.ts').then(({ createAlgoliaEngine }) => createAlgoliaEngine(config), (error: unknown) => {
    loading = undefined;
    throw error;
  }));
  return {
    preload() {
      engine().catch(() => {});
    },
    search: async (query, page, signal, scope, perSection) => (await engine()).search(query, page, signal, scope, perSection),
  };
}

let shared: SearchEngine | undefined;

/** The page's one engine, shared by the modal and the /search page, so the index is downloaded once. */
export function sharedSearchEngine(): SearchEngine {
  return (shared ??= engineFromDocument());
}

/** URL of the /search page (`data-search-page`, else `/search`). */
export function searchPageUrl(root: HTMLElement = document.documentElement): string {
  return root.dataset['searchPage'] ?? '/search';
}

/** Where readers report a query that should have found something (`data-search-issues`). */
export function missingResultsUrl(query: string, root: HTMLElement = document.documentElement): string {
  const base = root.dataset['searchIssues'] ?? 'https://github.com/cheeriojs/cheerio/issues/new';
  return `${base}?${new URLSearchParams({ title: searchStrings.missingResultsIssueTitle(query) })}`;
}

/** The docs version the modal searches: the page's own (its `docsearch:docusaurus_tag`), else the current version. */
export function pageSearchScope(doc: Document): SearchScope {
  const tag = readPageMeta(doc, PAGE_META.docsSearchTag);
  return tag ? { docsTags: [tag] } : versionScope(CURRENT_DOCS_VERSION);
}

/** The docs versions /search offers in its filter (`<meta name="cheerio:docs-versions">`); none when the site has one version. */
export function searchableVersions(doc: Document): SearchableVersion[] {
  const json = readPageMeta(doc, PAGE_META.docsVersions);
  return json ? JSON.parse(json) as SearchableVersion[] : [];
}
