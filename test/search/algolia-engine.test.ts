// The hosted-service adapter against a local 127.0.0.1 server answering in the service's response shape.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { algoliaRequestBody, createAlgoliaEngine, type AlgoliaConfig } from '../../client/search/algolia-engine.ts';

interface Received {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: { requests: Record<string, unknown>[] };
}

const received: Received[] = [];
const hit = {
  objectID: '1-https://cheerio.js.org/docs/basics/loading',
  hierarchy: { lvl0: '文档', lvl1: '加载文档', lvl2: '使用 load 解析字符串', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: 'load 是最基础的加载方法',
  type: 'content',
  url: 'https://cheerio.js.org/docs/basics/loading#load',
  _highlightResult: {},
  _snippetResult: { content: { value: '<mark>load</mark> 是最基础的加载方法', matchLevel: 'full' } },
};
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The query picks the behaviour: answer at once, late headers, late body, an error status (names in camelCase,
// which query expansion leaves as they are).
const server = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', async () => {
    const body = JSON.parse(text) as Received['body'];
    received.push({ url: request.url ?? '', headers: request.headers, body });
    const query = String(body.requests[0]?.['query']);
    const answer = JSON.stringify({ results: [{ hits: [hit], nbHits: 31, page: 0, nbPages: 2, hitsPerPage: 20, processingTimeMS: 1, query, params: '', index: 'crawler_cheerio' }] });
    if (query === 'fail') return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Internal error","status":500}');
    if (query === 'slowHeaders') await delay(1500);
    if (query === 'nearlySlow') await delay(700);
    response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
    response.flushHeaders();
    if (query === 'slowBody') await delay(2500);
    if (query === 'nearlySlow') await delay(1500);
    response.end(answer);
  });
});

let config: AlgoliaConfig;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  config = { appId: 'APPID', apiKey: 'search-key', indexName: 'crawler_cheerio', contextualSearch: true, host: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const search = (query: string, overrides: Partial<AlgoliaConfig> = {}) =>
  createAlgoliaEngine({ ...config, ...overrides }).search(query, 0, new AbortController().signal);

test('posts one multi-index query with hitsPerPage, highlighting and the contextual facet filters', async () => {
  await search('加载');
  const request = received.at(-1)!;
  expect(request.url).toMatch(/^\/1\/indexes\/\*\/queries\?/);
  const params = new URLSearchParams(request.url.split('?')[1]);
  expect(params.get('x-algolia-application-id')).toBe('APPID');
  expect(params.get('x-algolia-api-key')).toBe('search-key');
  expect(request.body.requests).toHaveLength(1);
  expect(request.body.requests[0]).toMatchObject({
    indexName: 'crawler_cheerio',
    query: '加载',
    page: 0,
    hitsPerPage: 20,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    attributesToSnippet: expect.arrayContaining(['content:10']),
    facetFilters: ['language:zh-Hans', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
});

test('a query in Traditional characters is sent folded to Simplified, an English one expanded, a plain one as typed', async () => {
  await search('選擇器');
  expect(received.at(-1)!.body.requests[0]).toMatchObject({ query: '选择器' });
  // Expanded as the local index expands it: the glossary's Chinese too, either word enough.
  await search('traversing');
  expect(received.at(-1)!.body.requests[0]).toMatchObject({ query: 'traversing traverse 遍历', optionalWords: ['traversing', 'traverse', '遍历'] });
  await search('cheerio.attr()');
  expect(received.at(-1)!.body.requests[0]).toMatchObject({ query: 'cheerio.attr()' });
  expect(received.at(-1)!.body.requests[0]).not.toHaveProperty('optionalWords');
});

test('a scope sends its docs versions\' tags as the facet filter', () => {
  const body = algoliaRequestBody({ appId: 'APPID', apiKey: 'key', indexName: 'crawler_cheerio', contextualSearch: true }, '加载', 0, { docsTags: ['docs-default-current', 'docs-default-2.x'] }) as { requests: { facetFilters: unknown }[] };
  expect(body.requests[0]!.facetFilters).toEqual(['language:zh-Hans', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-default-2.x']]);
});

test('without contextual search no facet filters are sent', async () => {
  await search('加载', { contextualSearch: false, indexName: 'other' });
  expect(received.at(-1)!.body.requests[0]).not.toHaveProperty('facetFilters');
  expect(received.at(-1)!.body.requests[0]).toMatchObject({ indexName: 'other' });
});

test('hits become DocSearch records whose links stay on this site', async () => {
  const answer = await search('加载');
  expect(answer.nbHits).toBe(31);
  expect(answer.hits[0]).toMatchObject({
    url: '/docs/basics/loading#load', url_without_anchor: '/docs/basics/loading', anchor: 'load',
    type: 'content', content: 'load 是最基础的加载方法', hierarchy: hit.hierarchy,
  });
});

test('an answer whose headers take longer than the 1 s connect timeout fails', async () => {
  const started = Date.now();
  await expect(search('slowHeaders')).rejects.toThrow(/within 1000 ms/);
  expect(Date.now() - started).toBeLessThan(1400);
});

test('a body that takes longer than the 2 s read timeout fails', async () => {
  await expect(search('slowBody')).rejects.toThrow(/within 2000 ms/);
});

test('a slow answer within both timeouts succeeds', async () => {
  expect((await search('nearlySlow')).nbHits).toBe(31);
});

test('an error status fails', async () => {
  await expect(search('fail')).rejects.toThrow(/HTTP 500/);
});

test('aborting the query (a newer one was typed) rejects it', async () => {
  const controller = new AbortController();
  const pending = createAlgoliaEngine(config).search('slowHeaders', 0, controller.signal);
  controller.abort(new Error('superseded'));
  await expect(pending).rejects.toThrow('superseded');
});
