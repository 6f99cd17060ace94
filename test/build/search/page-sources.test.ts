import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { cacheRoot } from '../../../build/cache.ts';
import { loadConfig } from '../../../build/config/load-config.ts';
import { compileChangedMarkdown } from '../../../build/content/compile-content.ts';
import { WarningCollector } from '../../../build/diagnostics.ts';
import { buildRouteGraph } from '../../../build/routes/route-graph.ts';
import { searchPageSources } from '../../../build/search/page-sources.ts';
import { loadSiteContent, markdownFiles } from '../../../build/site-content.ts';
import { collectSearchRecords } from '../../../build/search/write-search-index.ts';
import type { SearchPageSource } from '../../../build/search/search-page-source.ts';
import { createFixtureSite, repoRoot } from '../../helpers/fixture-site.ts';

let sources: SearchPageSource[];

beforeAll(async () => {
  const siteDir = await createFixtureSite({
    'content/docs/intro.md': '# 简介\n\n## 安装 {#install}\n\n用 npm 安装。\n',
    'content/docs/api/index.md': '# API 参考\n\n全部接口。\n',
    'content/docs/secret.md': '---\nunlisted: true\n---\n# 隐藏页\n\n不该被搜到。\n',
    'content/pages/about.md': '# 关于\n\n独立页面不进索引。\n',
    'content/blog/2024-01-01-news.md': '---\ntitle: 新闻\n---\n博客正文。\n',
    'content/blog/2024-02-01-hidden.md': '---\ntitle: 隐藏的博文\nunlisted: true\n---\n不该被搜到。\n',
  });
  const contentDir = path.join(siteDir, 'content');
  const loaded = await loadConfig(path.join(contentDir, 'site.config.yaml'));
  const warnings = new WarningCollector();
  const content = await loadSiteContent({ contentDir, docsRoute: '/docs', blogRoute: '/blog', includeDrafts: false, warnings });
  const compiled = await compileChangedMarkdown(markdownFiles(content), '/', { entries: new Map() }, {
    rootDir: repoRoot, cacheDir: cacheRoot(repoRoot), codeBlocks: path.join(siteDir, 'cache/code-blocks.json'), compiled: path.join(siteDir, 'cache/compiled.json'),
  });
  sources = searchPageSources(buildRouteGraph(content, compiled, loaded, warnings));
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
