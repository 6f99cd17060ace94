import * as cheerio from 'cheerio';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { createRandom, type Random } from '../../scripts/bench/seeded-random.ts';
import { DocSidebar, renderSidebarListOnce } from '../../theme/components/DocSidebar.tsx';
import type { SidebarItem } from '../../theme/lib/view-model.ts';
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

// Random trees: links (some external, some with characters HTML escapes), categories collapsed or open, with and
// without pages of their own, and left out of a large sidebar.
function randomTree(random: Random, depth = 0): SidebarItem[] {
  const hrefs = ['/docs/a', '/docs/b?x=1&y="2"', "/docs/c'd", '/docs/<e>', '/docs/category/f', 'https://example.com/g'];
  return Array.from({ length: random.integer(1, 5) }, (): SidebarItem => {
    const href = random.pick(hrefs);
    if (depth > 2 || random.next() < 0.6) return { type: 'link', label: `链接 ${href}`, href, external: href.startsWith('https:') };
    const omitted = random.next() < 0.2;
    return {
      type: 'category', label: `分类 ${href}`, collapsed: random.next() < 0.7, items: omitted ? [] : randomTree(random, depth + 1),
      ...(random.next() < 0.6 ? { href } : {}), ...(omitted ? { itemsOmitted: true } : {}),
    };
  });
}

test('a list rendered once for many pages gives each page the sidebar React renders for it, less the optional </li> tags', () => {
  const random = createRandom(11);
  let pages = 0;
  for (let round = 0; round < 60; round++) {
    const items = randomTree(random);
    // Several pages share each tree, as a site's pages share its sidebar.
    for (const activeHref of ['/docs/a', '/docs/a', '/docs/b?x=1&y="2"', "/docs/c'd", '/docs/<e>', '/docs/category/f', '/docs/none']) {
      const view = { items, activeHref };
      const expected = renderToString(<DocSidebar sidebar={view} />);
      const shared = { items, activeHref };
      renderSidebarListOnce(shared);
      const once = renderToString(<DocSidebar sidebar={shared} />);
      // React's HTML without the list items' optional end tags, which parses to the same document.
      expect(once, JSON.stringify(view)).toBe(expected.replaceAll('</li>', ''));
      expect(cheerio.load(once, null, false).html(), JSON.stringify(view)).toBe(cheerio.load(expected, null, false).html());
      pages++;
    }
  }
  expect(pages).toBe(420);
});
