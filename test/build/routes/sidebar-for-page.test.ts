import { expect, test } from 'vitest';
import { FULL_SIDEBAR_LINK_LIMIT, prepareSidebar, sidebarItemsForPage } from '../../../build/routes/sidebar-for-page.ts';
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
