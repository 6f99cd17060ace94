import { expect, test } from 'vitest';
import { makePage, renderAndLoad } from './fixtures.ts';

test('renders a category left out of a large sidebar as a plain link, without a collapsible group', () => {
  const page = makePage({
    sidebar: {
      activeHref: '/docs/intro',
      items: [
        { type: 'link', label: '简介', href: '/docs/intro', external: false },
        { type: 'category', label: '很多页面', href: '/docs/category/many', collapsed: true, items: [], itemsOmitted: true },
      ],
    },
  });
  const $ = renderAndLoad(page);
  const sidebar = $('.page-sidebar nav');
  expect(sidebar.find('a[href="/docs/category/many"]').text()).toBe('很多页面');
  expect(sidebar.find('details')).toHaveLength(0);
});
