// The <html> attributes and preconnect hint of search, local and hosted.
import { expect, test } from 'vitest';
import { searchDocumentHints } from '../../../build/search/search-document-hints.ts';

const files = { manifestUrl: '/zh/search/manifest-1.json' };
const site = { baseUrl: '/zh/', repositoryUrl: 'https://github.com/cheeriojs/cheerio' };

test('local search: the manifest URL, the /search page and the issues link; no preconnect', () => {
  expect(searchDocumentHints({ provider: 'local', indexName: 'crawler_cheerio', contextualSearch: true }, files, site)).toEqual({
    htmlAttributes: {
      'data-search-manifest': '/zh/search/manifest-1.json',
      'data-search-page': '/zh/search',
      'data-search-issues': 'https://github.com/cheeriojs/cheerio/issues/new',
    },
  });
});

test('the hosted service: its config as JSON and a preconnect to its host, only when configured', () => {
  const hints = searchDocumentHints({ provider: 'algolia', appId: 'APP', apiKey: 'key', indexName: 'crawler_cheerio', contextualSearch: true }, files, site);
  expect(JSON.parse(hints.htmlAttributes['data-search-algolia']!)).toEqual({ appId: 'APP', apiKey: 'key', indexName: 'crawler_cheerio', contextualSearch: true });
  expect(hints.preconnect).toBe('https://APP-dsn.algolia.net');
  const incomplete = searchDocumentHints({ provider: 'algolia', indexName: 'crawler_cheerio', contextualSearch: true }, files, site);
  expect(incomplete.preconnect).toBeUndefined();
  expect(incomplete.htmlAttributes).not.toHaveProperty('data-search-algolia');
});
