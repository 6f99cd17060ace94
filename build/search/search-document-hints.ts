// What every page's <html> and <head> need for search: the data attributes the search launcher reads and,
// only with the hosted service, the preconnect to its host.
import type { SiteConfig } from '../config/schema.ts';
import type { SearchFiles } from './write-search-index.ts';

/** The attributes for <html> (names as written in HTML) and the origin to preconnect to, if any. */
export interface SearchDocumentHints {
  htmlAttributes: Record<string, string>;
  /** Origin of the hosted search service; emit `<link rel="preconnect" href crossorigin>` for it. */
  preconnect?: string;
}

/** Returns the search hints for the site's search config and the files the build wrote. */
export function searchDocumentHints(
  search: SiteConfig['search'],
  files: Pick<SearchFiles, 'manifestUrl'>,
  site: { baseUrl: string; repositoryUrl?: string | undefined },
): SearchDocumentHints {
  const htmlAttributes: Record<string, string> = {
    'data-search-manifest': files.manifestUrl,
    'data-search-page': `${site.baseUrl}search`,
    ...(site.repositoryUrl ? { 'data-search-issues': `${site.repositoryUrl.replace(/\/$/, '')}/issues/new` } : {}),
  };
  if (search.provider !== 'algolia' || !search.appId || !search.apiKey) return { htmlAttributes };
  const { appId, apiKey, indexName, contextualSearch } = search;
  htmlAttributes['data-search-algolia'] = JSON.stringify({ appId, apiKey, indexName, contextualSearch });
  return { htmlAttributes, preconnect: `https://${appId}-dsn.algolia.net` };
}
