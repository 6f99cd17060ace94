import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SiteBuilder } from '../../../build/index.ts';
import { fileForRoute } from '../../../build/output/output-folder.ts';
import { MAX_FILES_AHEAD } from '../../../build/output/render-early.ts';
import { baseConfig, createFixtureSite, repoRoot } from '../../helpers/fixture-site.ts';
import { translatedSiteFiles } from '../../helpers/translated-site.ts';
import { versionedSite } from '../../helpers/versioned-site.ts';

// The dev server's early pages stand in for every other file with its title alone: a page rendered that way must
// be exactly the page the whole build writes, or it does not render early at all.
describe('pages rendered before the site is compiled (the real site)', () => {
  let outDir: string;
  let builder: SiteBuilder;
  let routes: string[];
  beforeAll(async () => {
    outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'early-pages-'));
    builder = new SiteBuilder({ rootDir: repoRoot, outDir, dev: true });
    routes = (await builder.build()).routes;
  }, 120_000);
  afterAll(async () => {
    await builder.close();
    await fs.rm(outDir, { recursive: true, force: true });
  });

  test('equal the built page wherever they render, and render for docs, API pages, posts and standalone pages', async () => {
    const early: string[] = [];
    const waiting: string[] = [];
    for (const route of routes) {
      const html = await builder.renderEarly(route);
      if (html === undefined) {
        waiting.push(route);
        continue;
      }
      early.push(route);
      expect(html, route).toBe(await fs.readFile(path.join(outDir, fileForRoute(route)), 'utf8'));
    }
    expect(early).toEqual(expect.arrayContaining([
      '/', '/docs/intro', '/docs/basics/loading', '/docs/category/基础教程', '/docs/api/classes/Cheerio', '/docs/api/variables/load',
      '/attribution', '/blog/cheerio-1.0', '/blog/archive', '/blog/tags', '/search',
      // The blog's list and tag pages show each post's excerpt: their few posts are compiled with them.
      '/blog', '/blog/tags/release',
    ]));
    expect(waiting).toEqual([]);
  });

  test('is undefined for a route the site does not have', async () => {
    expect(await builder.renderEarly('/docs/no-such-page')).toBeUndefined();
  });
});

describe('pages rendered before the site is compiled (a small site)', () => {
  test('a doc, a category page, a blog list and a post render early, each exactly as the build writes it', async () => {
    const siteDir = await createFixtureSite({
      'content/site.config.yaml': `${baseConfig}blog:\n  title: 博客\n`,
      'content/docs/intro.md': '# 简介\n\n第一句话。第二句话。\n',
      'content/docs/guide/_category_.yml': 'label: 指南\nlink:\n  type: generated-index\n  description: 指南的各篇\n',
      'content/docs/guide/one.md': '---\ndescription: 第一篇讲加载\n---\n# 第一篇\n\n## 小节\n\n正文。\n',
      'content/docs/guide/two.md': '# 第二篇\n\n正文。\n',
      'content/blog/2024-01-01-first.md': '---\ntitle: 第一篇博文\ntags: [release]\n---\n摘要。\n\n<!-- truncate -->\n\n后文。\n',
      'content/blog/2024-02-01-second.md': '---\ntitle: 第二篇博文\ntags: [release]\n---\n另一篇的正文。\n',
    });
    const outDir = path.join(siteDir, 'dev');
    const builder = new SiteBuilder({ rootDir: repoRoot, siteDir, outDir, dev: true });
    try {
      const { routes } = await builder.build();
      const category = routes.find((route) => route.startsWith('/docs/category/'))!;
      expect(category).toBeDefined();
      for (const route of ['/docs/intro', '/docs/guide/one', category, '/blog', '/blog/tags/release', '/blog/first']) {
        expect(await builder.renderEarly(route), route).toBe(await fs.readFile(path.join(outDir, fileForRoute(route)), 'utf8'));
      }
    } finally {
      await builder.close();
    }
  });
});

describe('pages rendered before the site is compiled (a blog of many posts)', () => {
  test('a list showing more posts than are compiled ahead waits for the build; one showing as many, and a post, do not', async () => {
    const posts = Object.fromEntries(Array.from({ length: MAX_FILES_AHEAD + 2 }, (_, index) => {
      const day = String(index + 1).padStart(2, '0');
      // The first MAX_FILES_AHEAD posts share a tag, whose page lists exactly that many.
      const tags = index < MAX_FILES_AHEAD ? 'tags: [many]\n' : '';
      return [`content/blog/2024-01-${day}-post-${day}.md`, `---\ntitle: 第 ${index + 1} 篇\n${tags}---\n正文 ${index + 1}。\n`];
    }));
    const config = `${baseConfig}blog:\n  title: 博客\n  postsPerPage: ${MAX_FILES_AHEAD + 2}\n`;
    const siteDir = await createFixtureSite({ ...posts, 'content/site.config.yaml': config, 'content/docs/intro.md': '# 简介\n' });
    const outDir = path.join(siteDir, 'dev');
    const blogBuilder = new SiteBuilder({ rootDir: repoRoot, siteDir, outDir, dev: true });
    await blogBuilder.build();
    try {
      expect(await blogBuilder.renderEarly('/blog')).toBeUndefined();
      expect(await blogBuilder.renderEarly('/blog/tags/many')).toBe(await fs.readFile(path.join(outDir, fileForRoute('/blog/tags/many')), 'utf8'));
      expect(await blogBuilder.renderEarly('/blog/post-01')).toBe(await fs.readFile(path.join(outDir, 'blog/post-01.html'), 'utf8'));
    } finally {
      await blogBuilder.close();
    }
  });
});

// Builds `files` as the dev server does, renders every route early and expects each to equal the built page; returns the
// built output folder for further checks.
async function expectEveryPageEarly(files: Parameters<typeof createFixtureSite>[0]): Promise<{ outDir: string; routes: string[] }> {
  const siteDir = await createFixtureSite(files);
  const outDir = path.join(siteDir, 'dev');
  const builder = new SiteBuilder({ rootDir: repoRoot, siteDir, outDir, dev: true });
  try {
    const { routes } = await builder.build();
    const early: string[] = [];
    for (const route of routes) {
      const html = await builder.renderEarly(route);
      if (html === undefined) continue;
      early.push(route);
      expect(html, route).toBe(await fs.readFile(path.join(outDir, fileForRoute(route)), 'utf8'));
    }
    expect(early).toEqual(routes);
    return { outDir, routes };
  } finally {
    await builder.close();
  }
}

describe('pages rendered before the site is compiled (three docs versions)', () => {
  test('every page of every version equals the built page', async () => {
    const { routes } = await expectEveryPageEarly(versionedSite());
    expect(routes.some((route) => route.startsWith('/docs/1.x/'))).toBe(true);
  });
});

describe('pages rendered before the site is compiled (a translation whose English original changed)', () => {
  test('every page equals the built page, the drifted one with its callout too', async () => {
    const { outDir } = await expectEveryPageEarly(translatedSiteFiles);
    expect(await fs.readFile(path.join(outDir, 'docs/advanced/extract.html'), 'utf8')).toContain('translation-drift');
  });
});
