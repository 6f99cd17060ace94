import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SiteBuilder } from '../../../build/index.ts';
import { fileForRoute } from '../../../build/output/output-folder.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

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
    ]));
    // The blog's list and tag pages show each post's excerpt, made from its compiled text: they wait for the build.
    expect(waiting).toEqual(['/blog', ...routes.filter((route) => route.startsWith('/blog/tags/'))]);
  });

  test('is undefined for a route the site does not have', async () => {
    expect(await builder.renderEarly('/docs/no-such-page')).toBeUndefined();
  });
});
