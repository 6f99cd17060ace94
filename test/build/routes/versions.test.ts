// Docs versions as pages see them: default banners (Docusaurus's rule around the latest version), main docs, the
// same page in another version with the main-doc fallback, and a docs page's navbar in its version.
import { describe, expect, test } from 'vitest';
import { chromeInVersion, resolveDocsVersions, routesInEachVersion, sameDocIn, sidebarKey, versionBanner } from '../../../build/routes/versions.ts';
import type { BuiltSidebar } from '../../../build/routes/sidebar.ts';
import type { SiteConfig } from '../../../build/config/schema.ts';
import type { SiteChrome } from '../../../theme/lib/view-model.ts';

const docs = (versions: SiteConfig['docs']['versions'], lastVersion?: string): SiteConfig['docs'] => ({
  routeBasePath: '/docs', versions, sidebars: { main: [] }, ...(lastVersion ? { lastVersion } : {}),
});
const version = (name: string, banner?: 'none' | 'unreleased' | 'unmaintained') => ({ name, label: name === 'current' ? 'Next' : name, badge: true, ...(banner ? { banner } : {}) });
const sidebar = (id: string, first: string) => ({ id, sequence: [{ route: first, label: '' }] }) as unknown as BuiltSidebar;
const sidebars = new Map([[sidebarKey('current', 'main'), sidebar('main', '/docs/intro')], [sidebarKey('2.x', 'main'), sidebar('main', '/docs/2.x/intro')], [sidebarKey('1.x', 'main'), sidebar('main', '/docs/1.x/start')]]);
const pages = [
  { route: '/docs/intro', docsVersion: 'current' }, { route: '/docs/guide/new', docsVersion: 'current' }, { route: '/docs/guide/install', docsVersion: 'current' },
  { route: '/docs/2.x/intro', docsVersion: '2.x' }, { route: '/docs/2.x/guide/install', docsVersion: '2.x' },
  { route: '/docs/1.x/start', docsVersion: '1.x' }, { route: '/docs/1.x/guide/install', docsVersion: '1.x' },
  { route: '/blog' },
];
const three = resolveDocsVersions(docs([version('current'), version('2.x'), version('1.x')]), pages, sidebars);

describe('docs versions', () => {
  test('the first snapshot is the latest: current before it is unreleased, snapshots after it unmaintained', () => {
    expect(three.latest.name).toBe('2.x');
    expect(three.all.map((each) => [each.name, each.banner, each.docsRoute, each.mainRoute, each.searchTag])).toEqual([
      ['current', 'unreleased', '/docs', '/docs/intro', 'docs-default-current'],
      ['2.x', 'none', '/docs/2.x', '/docs/2.x/intro', 'docs-default-2.x'],
      ['1.x', 'unmaintained', '/docs/1.x', '/docs/1.x/start', 'docs-default-1.x'],
    ]);
  });

  test('with only current it is the latest and has no banner; lastVersion and written banners win', () => {
    const single = resolveDocsVersions(docs([version('current')]), pages, new Map([['main', sidebar('main', '/docs/intro')]]));
    expect([single.latest.name, single.all[0]!.banner]).toEqual(['current', 'none']);
    const chosen = resolveDocsVersions(docs([version('current', 'none'), version('2.x'), version('1.x')], '1.x'), pages, sidebars);
    expect(chosen.all.map((each) => each.banner)).toEqual(['none', 'unreleased', 'none']);
  });

  test('the same page in another version, else that version\'s main doc', () => {
    expect(sameDocIn(three, '/docs/guide/install', 'current', '1.x')).toBe('/docs/1.x/guide/install');
    expect(sameDocIn(three, '/docs/guide/new', 'current', '2.x')).toBe('/docs/2.x/intro');
    expect(sameDocIn(three, '/docs/1.x/start', '1.x', 'current')).toBe('/docs/intro');
    expect(routesInEachVersion(three, '/docs/guide/install')).toEqual({ current: '/docs/guide/install', '2.x': '/docs/2.x/guide/install', '1.x': '/docs/1.x/guide/install' });
    expect(routesInEachVersion(three, '/blog')).toBeUndefined();
  });

  test('a banner links to the same page in the latest version', () => {
    expect(versionBanner(three, '/docs/1.x/guide/install', '1.x', (route) => `/zh${route}`))
      .toEqual({ kind: 'unmaintained', label: '1.x', latestLabel: '2.x', latestHref: '/zh/docs/2.x/guide/install' });
    expect(versionBanner(three, '/docs/2.x/intro', '2.x', (route) => route)).toBeUndefined();
  });

  test('a docs page\'s navbar: the dropdown marks its version and links to the same page; docs links go into its version', () => {
    const chrome = { navbar: [
      { type: 'link', label: '教程', href: '/docs/intro', external: false, position: 'left', active: false, versionHrefs: { current: '/docs/intro', '2.x': '/docs/2.x/intro', '1.x': '/docs/1.x/start' } },
      { type: 'docsVersionDropdown', position: 'right', versions: three.all.map((each) => ({ name: each.name, label: each.label, href: each.mainRoute })) },
    ] } as SiteChrome;
    const navbar = chromeInVersion(chrome, three, '/docs/1.x/guide/install', '1.x', (route) => route).navbar;
    expect(navbar[0]).toMatchObject({ href: '/docs/1.x/start' });
    expect(navbar[1]).toMatchObject({ active: '1.x', versions: [{ href: '/docs/guide/install' }, { href: '/docs/2.x/guide/install' }, { href: '/docs/1.x/guide/install' }] });
    expect(chrome.navbar[0]).toMatchObject({ href: '/docs/intro' });
  });
});
