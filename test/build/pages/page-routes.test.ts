// Every page kind states its own routes (build/pages/); pageRoutes collects them in registry order.
import { beforeAll, describe, expect, test } from 'vitest';
import type { WarningCollector } from '../../../build/diagnostics.ts';
import type { RouteEntry } from '../../../build/routes/route-graph.ts';
import { fixtureRoutes } from '../../helpers/fixture-routes.ts';

let routes: Map<string, RouteEntry>;
let warnings: WarningCollector;

const files = {
  'content/docs/intro.md': '# 简介\n',
  'content/docs/api/index.md': '# API 参考\n',
  'content/docs/guide/_category_.yml': 'label: 指南\nlink:\n  type: generated-index\n',
  'content/docs/guide/one.md': '# 第一篇\n',
  'content/pages/index.md': '---\nlayout: home\n---\n# 首页\n',
  'content/pages/about.md': '# 关于\n',
  'content/blog/2024-01-01-news.md': '---\ntitle: 新闻\ntags: [release]\n---\n正文。\n',
  // A standalone page and a post claim one route: pages come first, so the blog's generated pages must not list the post.
  'content/pages/blog/same.md': '# 独立页面\n',
  'content/blog/2023-12-01-same.md': '---\ntitle: 撞车的博文\ntags: [clash]\n---\n正文。\n',
};

beforeAll(async () => {
  ({ routes, warnings } = await fixtureRoutes(files));
});

describe('the routes the page kinds state', () => {
  test('each kind contributes its pages, in the registry order', () => {
    expect([...routes.values()].map((entry) => `${entry.kind} ${entry.route}`)).toEqual([
      'doc /docs/guide/one',
      'doc /docs/intro',
      'api /docs/api',
      'category /docs/category/guide',
      'page /about',
      'page /blog/same',
      'home /',
      'blogPost /blog/news',
      'blogList /blog',
      'blogList /blog/tags/release',
      'blogArchive /blog/archive',
      'blogAuthors /blog/authors',
      'blogTags /blog/tags',
      'search /search',
    ]);
  });

  test('a route claimed twice keeps its first page and names the loser', () => {
    expect(routes.get('/blog/same')?.kind).toBe('page');
    const warning = warnings.warnings.find((entry) => entry.code === 'duplicate-route');
    expect(warning?.file).toMatch(/2023-12-01-same\.md$/);
    expect(warning?.message).toContain('/blog/same');
  });

  test("the blog's generated pages list only the posts that won their route", () => {
    const list = routes.get('/blog');
    expect(list?.kind === 'blogList' && list.posts.map((post) => post.title)).toEqual(['新闻']);
    expect(routes.has('/blog/tags/clash')).toBe(false);
  });
});
