import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { pageSources } from '../../../build/pages/page-source.ts';
import { pageKindOf } from '../../../build/pages/registry.ts';
import type { ViewModelContext } from '../../../build/routes/page-base.ts';
import { buildRouteGraph, type RouteEntry } from '../../../build/routes/route-graph.ts';
import { createSiteChrome } from '../../../build/routes/site-chrome.ts';
import { markdownTwin } from '../../../build/twins/page-twin.ts';
import { loadTwinCache, twinKey } from '../../../build/twins/twin-cache.ts';
import { twinSource } from '../../../build/twins/twin-text.ts';
import { startTwinsAhead } from '../../../build/twins/twins-ahead.ts';
import { fixtureRoutes } from '../../helpers/fixture-routes.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';
import { poolInThisThread } from '../../helpers/twin-pool.ts';

const files = {
  'content/docs/intro.md': '# 简介\n\n用 `npm` 安装，再读[选择器](./selectors.md)。\n',
  'content/docs/selectors.md': '# 选择器\n\n```js\nconst $ = cheerio.load(\'<p>你好</p>\');\n```\n',
  'content/docs/secret.md': '---\nunlisted: true\n---\n# 隐藏页\n\n没有副本。\n',
  'content/pages/about.md': '# 关于\n\n独立页面也有副本。\n',
  'content/blog/2024-01-01-news.md': '---\ntitle: 新闻\n---\n博客正文。\n',
};

let entries: RouteEntry[];
// The context of the render step (its chrome with search hints) and the one twins are started with (without).
let rendering: ViewModelContext;
let ahead: ViewModelContext;

beforeAll(async () => {
  const { routes, content, loaded } = await fixtureRoutes(files);
  const { config } = loaded;
  const graph = buildRouteGraph(routes, content, loaded);
  entries = [...graph.routes.values()];
  const chromeInputs = { assets: { scripts: ['/assets/site.js'], styles: ['/assets/site.css'] }, dev: false, contentSecurityPolicy: '' };
  const base = { config, graph, contentDir: '/fixture/content', sourceOf: pageSources({ dates: undefined, contentDir: '/fixture/content', baseUrl: config.baseUrl }) };
  const search = { htmlAttributes: { 'data-search-manifest': '/search/manifest.0123abcd.json' } };
  rendering = { ...base, chrome: createSiteChrome(config, graph, { ...chromeInputs, search }) };
  ahead = { ...base, chrome: createSiteChrome(config, graph, { ...chromeInputs, search: undefined }) };
});

async function emptyTwinCache() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'twins-ahead-'));
  return loadTwinCache(path.join(dir, 'twins.txt'), repoRoot);
}

// What the render step would look up and make for each page that has a twin.
const renderedTwins = () => entries.filter((entry) => pageKindOf(entry).markdownTwin(entry)).map((entry) => {
  const source = twinSource(pageKindOf(entry).view(entry, rendering));
  return { route: entry.route, key: twinKey(source, rendering.chrome.siteUrl), twin: markdownTwin(source, rendering.chrome.siteUrl) };
});

test('every page with a twin has it started under the key the render step looks up, and it is the twin the render step would make', async () => {
  const { pool, tasks } = poolInThisThread();
  const started = await startTwinsAhead(entries, ahead, await emptyTwinCache(), pool);
  const expected = renderedTwins();
  expect(expected.map(({ route }) => route).sort()).toEqual(['/about', '/blog/news', '/docs/intro', '/docs/selectors']);
  expect([...started.keys()].sort()).toEqual(expected.map(({ key }) => key).sort());
  for (const { key, twin } of expected) expect(await started.get(key)!).toEqual(twin);
  // Four pages: one task, the fewest pages a task takes. Nothing is sent twice.
  expect(tasks.map((task) => task.twins.length)).toEqual([4]);
});

test('a twin the cache holds is not made again', async () => {
  const { pool, tasks } = poolInThisThread();
  const cache = await emptyTwinCache();
  const [cached, ...rest] = renderedTwins();
  cache.set(cached!.key, cached!.twin!);
  const started = await startTwinsAhead(entries, ahead, cache, pool);
  expect([...started.keys()].sort()).toEqual(rest.map(({ key }) => key).sort());
  expect(tasks.flatMap((task) => task.twins.map((twin) => twin.route))).not.toContain(cached!.route);
});

test('many pages go in tasks that shrink with the pages left, never below four pages, in page order', async () => {
  const docs = { 'content/docs/intro.md': '# 简介\n', ...Object.fromEntries(Array.from({ length: 30 }, (_, n) => [`content/docs/page-${String(n).padStart(2, '0')}.md`, `# 第 ${n} 页\n\n正文。\n`])) };
  const { routes, content, loaded } = await fixtureRoutes(docs);
  const graph = buildRouteGraph(routes, content, loaded);
  const context = { ...ahead, config: loaded.config, graph };
  const { pool, tasks } = poolInThisThread();
  const started = await startTwinsAhead([...graph.routes.values()], context, await emptyTwinCache(), pool);
  await Promise.all(started.values());
  expect(started.size).toBe(31);
  // 31 pages for two workers: a quarter of those left each time (31 → 8, 23 → 6, 17 → 5), then four at a time.
  expect(tasks.map((task) => task.twins.length)).toEqual([8, 6, 5, 4, 4, 4]);
  expect(tasks.flatMap((task) => task.twins.map((twin) => twin.route))).toEqual([...graph.routes.values()].filter((entry) => entry.kind === 'doc').map((entry) => entry.route));
});
