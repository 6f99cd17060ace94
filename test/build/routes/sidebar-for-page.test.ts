import { load } from 'cheerio';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { FULL_SIDEBAR_LINK_LIMIT, prepareSidebar, sidebarItemsForPage } from '../../../build/routes/sidebar-for-page.ts';
import { DocSidebar } from '../../../theme/components/DocSidebar.tsx';
import type { SidebarItem } from '../../../theme/lib/view-model.ts';

const link = (href: string): SidebarItem => ({ type: 'link', label: href, href, external: false });
const category = (label: string, items: SidebarItem[], href?: string): SidebarItem =>
  ({ type: 'category', label, collapsed: true, items, ...(href ? { href } : {}) });

function largeSidebar(): SidebarItem[] {
  const perCategory = Math.ceil(FULL_SIDEBAR_LINK_LIMIT / 2);
  const pages = (prefix: string) => Array.from({ length: perCategory }, (_, index) => link(`/docs/${prefix}/${index}`));
  return [link('/docs/intro'), category('A', pages('a'), '/docs/category/a'), category('B', [category('B1', pages('b'))])];
}

test('gives every page of a small sidebar the one shared tree', () => {
  const items = [link('/docs/intro'), category('A', [link('/docs/a/1')])];
  const prepared = prepareSidebar(items);
  expect(sidebarItemsForPage(prepared, '/docs/a/1')).toBe(items);
});

test('keeps only the path to the current page expanded in a large sidebar', () => {
  const prepared = prepareSidebar(largeSidebar());
  const items = sidebarItemsForPage(prepared, '/docs/b/3');
  const [, a, b] = items as [SidebarItem, Extract<SidebarItem, { type: 'category' }>, Extract<SidebarItem, { type: 'category' }>];
  expect(a).toMatchObject({ label: 'A', itemsOmitted: true, items: [], href: '/docs/category/a' });
  expect(b.itemsOmitted).toBeUndefined();
  const b1 = b.items[0] as Extract<SidebarItem, { type: 'category' }>;
  expect(b1.collapsed).toBe(false);
  expect(b1.items.some((item) => item.href === '/docs/b/3')).toBe(true);
});

test('links an omitted category without a page of its own to its first page', () => {
  const prepared = prepareSidebar(largeSidebar());
  const [, , b] = sidebarItemsForPage(prepared, '/docs/a/0') as Extract<SidebarItem, { type: 'category' }>[];
  expect(b).toMatchObject({ label: 'B', itemsOmitted: true, href: '/docs/b/0' });
});

test('shares the stand-ins of omitted categories between pages', () => {
  const prepared = prepareSidebar(largeSidebar());
  expect(sidebarItemsForPage(prepared, '/docs/a/1')[2]).toBe(sidebarItemsForPage(prepared, '/docs/a/2')[2]);
});

test('gives the pages on one path of a large sidebar one shared tree, and pages on another path another', () => {
  const prepared = prepareSidebar(largeSidebar());
  const first = sidebarItemsForPage(prepared, '/docs/a/1');
  expect(sidebarItemsForPage(prepared, '/docs/a/2')).toBe(first);
  expect(sidebarItemsForPage(prepared, '/docs/b/2')).not.toBe(first);
  // Pages the sidebar does not list share the tree with every category closed.
  expect(sidebarItemsForPage(prepared, '/blog/x')).toBe(sidebarItemsForPage(prepared, '/docs/elsewhere'));
});

test('keeps a sidebar of FULL_SIDEBAR_LINK_LIMIT links whole, and prunes one link more', () => {
  const tree = (links: number) => [category('A', Array.from({ length: links }, (_, index) => link(`/docs/a/${index}`))), category('B', [link('/docs/b/0')])];
  const whole = tree(FULL_SIDEBAR_LINK_LIMIT - 1);
  expect(sidebarItemsForPage(prepareSidebar(whole), '/docs/a/0')).toBe(whole);
  const [, b] = sidebarItemsForPage(prepareSidebar(tree(FULL_SIDEBAR_LINK_LIMIT)), '/docs/a/0');
  expect(b).toMatchObject({ label: 'B', itemsOmitted: true, items: [] });
});

// A large site's shape: 20 folders with a generated index each, the current page in the first, and a nested
// folder beside it; `others` pages in every other folder.
function siteSidebar(others: number, own = 5): SidebarItem[] {
  const pages = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => link(`/docs/${prefix}/${index}`));
  const folders = Array.from({ length: 19 }, (_, index) => category(`主题 ${index + 2}`, pages(`t${index + 2}`, others), `/docs/category/t${index + 2}`));
  const own1 = category('主题 1', [...pages('t1', own), category('子主题', pages('t1/sub', others), '/docs/category/t1-sub')], '/docs/category/t1');
  return [link('/docs/intro'), own1, ...folders];
}

const sidebarHtml = (items: SidebarItem[], href: string) =>
  renderToStaticMarkup(createElement(DocSidebar, { sidebar: { items: sidebarItemsForPage(prepareSidebar(items), href), activeHref: href } }));

test('a page of a large sidebar carries the same sidebar markup however many pages lie off its path', () => {
  const small = sidebarHtml(siteSidebar(10), '/docs/t1/2');
  expect(sidebarHtml(siteSidebar(1000), '/docs/t1/2')).toBe(small);
  // 19 folders and one nested folder as links to their pages, and the page's own folder whole.
  const $ = load(small);
  expect($('a.sidebar-category-omitted').map((_, element) => $(element).attr('href')).get()).toEqual([
    '/docs/category/t1-sub', ...Array.from({ length: 19 }, (_, index) => `/docs/category/t${index + 2}`),
  ]);
  expect($('details a[href^="/docs/t1/"]')).toHaveLength(5);
  expect($('a[aria-current="page"]').attr('href')).toBe('/docs/t1/2');
});

test('a page of a large sidebar grows by exactly the markup of the links added to its own folder', () => {
  // A link is its list item and its anchor, with no class names: `<li><a href="…">…</a></li>`.
  const linkHtml = (href: string) => renderToStaticMarkup(createElement('li', null, createElement('a', { href }, href)));
  const before = Buffer.byteLength(sidebarHtml(siteSidebar(1000, 5), '/docs/t1/2'));
  const after = Buffer.byteLength(sidebarHtml(siteSidebar(1000, 7), '/docs/t1/2'));
  expect(after - before).toBe(Buffer.byteLength(linkHtml('/docs/t1/5') + linkHtml('/docs/t1/6')));
});
