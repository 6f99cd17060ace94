// The same modal over the hosted-service adapter, against a 127.0.0.1 server that answers in the
// service's response shape (and, for some queries, too slowly or with an error).
import http from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { listen } from '../../build/server/listen.ts';
import { useBrowser, type ConsolePolicy } from './browser.ts';
import { serveSearchHarness, type HarnessSite } from '../search/fixtures/harness-site.ts';

const browser = useBrowser();
const bodies: { requests: Record<string, unknown>[] }[] = [];
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hit = {
  objectID: 'a',
  hierarchy: { lvl0: '文档', lvl1: '托管搜索', lvl2: '来自服务的结果', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: '这一条结果来自托管搜索服务。',
  type: 'content',
  url: 'https://cheerio.js.org/docs/hosted#from-service',
};

const service = http.createServer((request, response) => {
  const cors = { 'access-control-allow-origin': '*' };
  if (request.method === 'OPTIONS') return void response.writeHead(204, { ...cors, 'access-control-allow-headers': '*' }).end();
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', async () => {
    const body = JSON.parse(text) as (typeof bodies)[number];
    bodies.push(body);
    const query = String(body.requests[0]?.['query']);
    if (query.includes('失败')) return void response.writeHead(500, cors).end('{"message":"error"}');
    if (query.includes('很慢')) await delay(1500);
    response.writeHead(200, { ...cors, 'content-type': 'application/json' })
      .end(JSON.stringify({ results: [{ hits: [hit], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, query, params: '' }] }));
  });
});

let site: HarnessSite;
beforeAll(async () => {
  const host = (await listen(service, 0, '127.0.0.1')).replace(/\/$/, '');
  site = await serveSearchHarness({ algolia: { appId: 'TESTAPP', apiKey: 'search-only', indexName: 'crawler_cheerio', contextualSearch: true, host } });
});
afterAll(async () => {
  await site.close();
  service.closeAllConnections();
  service.close();
});

const failedRequests: ConsolePolicy = { expectedErrors: [/Failed to load resource|status of 500/] };

async function searchFor(query: string, policy: ConsolePolicy = {}): Promise<Page> {
  const page = await browser.newPage({}, policy);
  page.setDefaultTimeout(10_000);
  await page.goto(site.url);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: '搜索文档' }).fill(query);
  return page;
}

test('the modal shows the service\'s hits, linked on this site, and never fetches the local index', async () => {
  const page = await browser.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(site.url);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: '搜索文档' }).fill('托管');
  await expect.poll(() => page.getByRole('option').count()).toBe(1);
  expect(await page.getByRole('option').getAttribute('href')).toBe('/docs/hosted#from-service');
  expect(await page.getByRole('option').locator('mark').first().innerText()).toBe('托管');
  expect(requested.some((path) => path.startsWith('/search/'))).toBe(false);
  expect(requested).toContain('/1/indexes/*/queries');
});

test('the request carries hitsPerPage, highlighting and the contextual facet filters', async () => {
  await searchFor('选择');
  await expect.poll(() => bodies.some((body) => body.requests[0]?.['query'] === '选择')).toBe(true);
  const request = bodies.find((body) => body.requests[0]?.['query'] === '选择')!.requests[0]!;
  expect(request).toMatchObject({
    indexName: 'crawler_cheerio', hitsPerPage: 20, highlightPreTag: '<mark>',
    facetFilters: ['language:zh-Hans', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
});

test('an answer slower than the connect timeout ends on the error screen', async () => {
  const page = await searchFor('很慢');
  await expect.poll(() => page.locator('.search-spinner').isVisible()).toBe(true);
  await expect.poll(() => page.getByText('无法获取结果').isVisible(), { timeout: 5000 }).toBe(true);
});

test('a failing answer ends on the error screen', async () => {
  const page = await searchFor('失败', failedRequests);
  await expect.poll(() => page.getByText('无法获取结果').isVisible()).toBe(true);
  expect(await page.getByText('请检查网络连接。').isVisible()).toBe(true);
});
