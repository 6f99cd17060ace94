import { beforeAll, describe, expect, test } from 'vitest';
import { buildRouteGraph } from '../../../build/routes/route-graph.ts';
import { searchedPages, withBlocks } from '../../../build/search/page-sources.ts';
import { collectSearchRecords } from '../../../build/search/write-search-index.ts';
import type { SearchPageSource } from '../../../build/search/search-page-source.ts';
import { fixtureRoutes } from '../../helpers/fixture-routes.ts';

let sources: SearchPageSource[];

const files = {
  'content/docs/intro.md': '# 简介\n\n## 安装 {#install}\n\n用 npm 安装。\n',
  'content/docs/api/index.md': '# API 参考\n\n全部接口。\n',
  'content/docs/secret.md': '---\nunlisted: true\n---\n# 隐藏页\n\n不该被搜到。\n',
  'content/pages/about.md': '# 关于\n\n独立页面不进索引。\n',
  'content/blog/2024-01-01-news.md': '---\ntitle: 新闻\n---\n博客正文。\n',
  'content/blog/2024-02-01-hidden.md': '---\ntitle: 隐藏的博文\nunlisted: true\n---\n不该被搜到。\n',
};

beforeAll(async () => {
  const { routes, content, loaded } = await fixtureRoutes(files);
  sources = [...withBlocks(searchedPages(buildRouteGraph(routes, content, loaded)))];
});

describe('what goes into the search index', () => {
  test('docs are 文档, API pages are API, posts are 博客; standalone pages are left out', () => {
    const byUrl = Object.fromEntries(sources.map((source) => [source.url, [source.lvl0, source.tag]]));
    expect(byUrl).toEqual({
      '/docs/intro': ['文档', 'docs-default-current'],
      '/docs/api': ['API', 'docs-default-current'],
      '/docs/secret': ['文档', 'docs-default-current'],
      '/blog/news': ['博客', 'blog'],
      '/blog/hidden': ['博客', 'blog'],
    });
  });

  test('unlisted docs and posts give no records', () => {
    const urls = new Set(collectSearchRecords(sources).map((record) => record.url_without_anchor));
    expect([...urls].sort()).toEqual(['/blog/news', '/docs/api', '/docs/intro']);
  });
});
