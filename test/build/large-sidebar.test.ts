// A site whose sidebar is past FULL_SIDEBAR_LINK_LIMIT, built: each page keeps the categories on its path
// whole and shows the others as links to their page (or first doc), without their items.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildSite } from '../../build/index.ts';
import { createFixtureSite, readOutput, repoRoot } from '../helpers/fixture-site.ts';
import { GUIDE_DOCS, largeSidebarSite } from '../helpers/large-sidebar-site.ts';

let siteDir = '';
let outDir = '';

beforeAll(async () => {
  siteDir = await createFixtureSite(largeSidebarSite());
  outDir = path.join(siteDir, 'dist');
  await buildSite({ rootDir: repoRoot, siteDir, outDir, strict: true });
});

afterAll(() => fs.rm(siteDir, { recursive: true, force: true }));

const sidebarOf = async (file: string) => {
  const $ = cheerio.load(await readOutput(outDir, file));
  return { $, sidebar: $('nav.doc-sidebar') };
};
// Each top-level row: its label, and whether its items are in the page.
const rows = async (file: string) => {
  const { $, sidebar } = await sidebarOf(file);
  return sidebar.find('> ul > li').map((_, row) => ({
    label: $(row).children('a').first().text() || $(row).find('> details > summary').text(),
    href: $(row).children('a').first().attr('href'),
    items: $(row).find('> details > ul > li').length,
  })).get();
};

test('a page keeps its own category whole and shows the others as links to their page or first doc', async () => {
  expect(await rows('docs/guide/page-07.html')).toEqual([
    { label: '简介', href: '/docs/intro', items: 0 },
    { label: '指南', href: '/docs/category/guide', items: GUIDE_DOCS + 1 },
    { label: '参考', href: '/docs/reference/r01', items: 0 },
  ]);
  const { $, sidebar } = await sidebarOf('docs/guide/page-07.html');
  expect(sidebar.find('[aria-current="page"]').text()).toBe('指南第 7 篇');
  // The nested category beside the page is left out too, as a link to its own page.
  expect(sidebar.find('a.sidebar-category-omitted').map((_, link) => $(link).text()).get()).toEqual(['深入', '参考']);
  expect(sidebar.find('a[href="/docs/category/deep"]').siblings('details')).toHaveLength(0);
});

test('a page in a nested category keeps every category on its path whole', async () => {
  const { sidebar } = await sidebarOf('docs/guide/deep/d2.html');
  expect(sidebar.find('a[href^="/docs/guide/page-"]')).toHaveLength(GUIDE_DOCS);
  expect(sidebar.find('a[href^="/docs/guide/deep/"]')).toHaveLength(3);
  expect(sidebar.find('details[open]')).toHaveLength(2);
  expect(sidebar.find('a.sidebar-category-omitted').text()).toBe('参考');
});

test('a category\'s own page keeps that category whole', async () => {
  expect(await rows('docs/category/guide.html')).toEqual([
    { label: '简介', href: '/docs/intro', items: 0 },
    { label: '指南', href: '/docs/category/guide', items: GUIDE_DOCS + 1 },
    { label: '参考', href: '/docs/reference/r01', items: 0 },
  ]);
});

test('every page carries the sidebar once, and the drawer only its empty slot', async () => {
  for (const file of ['docs/intro.html', 'docs/guide/page-01.html', 'docs/reference/r45.html', 'docs/category/deep.html']) {
    const $ = cheerio.load(await readOutput(outDir, file));
    expect($('nav.doc-sidebar'), file).toHaveLength(1);
    expect($('dialog [data-mobile-drawer-sidebar]').children(), file).toHaveLength(0);
  }
});
