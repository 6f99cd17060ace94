// A factory for valid page view models, so each test states only what it is about.
import { load, type CheerioAPI } from 'cheerio';
import type { DocView, PageViewModel, SiteChrome, SidebarItem } from '../../theme/lib/view-model.ts';
import { renderPage } from '../../theme/render-page.tsx';

/** A small docs sidebar: a top link and two nested categories. */
export const sidebarItems: SidebarItem[] = [
  { type: 'link', label: '简介', href: '/docs/intro', external: false },
  {
    type: 'category',
    label: '基础教程',
    href: '/docs/category/基础教程',
    collapsed: true,
    items: [
      { type: 'link', label: '加载文档', href: '/docs/basics/loading', external: false },
      { type: 'link', label: '选择元素', href: '/docs/basics/selecting', external: false },
    ],
  },
  {
    type: 'category',
    label: '进阶教程',
    collapsed: true,
    items: [{ type: 'link', label: '提取数据', href: '/docs/advanced/extract', external: false }],
  },
];

/** Returns site chrome with one navbar item of every type. */
export function makeSite(overrides: Partial<SiteChrome> = {}): SiteChrome {
  return {
    title: 'Cheerio 中文文档',
    tagline: '在 JavaScript 中处理 HTML 的业界标准',
    baseUrl: '/',
    siteUrl: 'https://cheerio.example/',
    logo: { src: '/img/orange-c.svg', alt: 'Cheerio 标志' },
    favicon: '/img/favicon.ico',
    repositoryUrl: 'https://github.com/cheeriojs/cheerio',
    navbar: [
      { type: 'link', label: '教程', href: '/docs/intro', external: false, position: 'left', active: true },
      { type: 'link', label: 'API', href: '/docs/api', external: false, position: 'left', active: false },
      { type: 'dropdown', label: '更多', position: 'left', items: [{ label: '博客', href: '/blog', external: false }] },
      { type: 'html', position: 'left', value: '<span class="custom-html">自定义</span>' },
      { type: 'docsVersionDropdown', position: 'right', versions: [{ name: 'current', label: 'Next', href: '/docs/intro' }] },
      { type: 'localeDropdown', position: 'right', current: '简体中文', locales: [{ label: 'English', href: 'https://cheerio.js.org{path}' }] },
      { type: 'link', label: 'GitHub', href: 'https://github.com/cheeriojs/cheerio', external: true, position: 'right', active: false },
      { type: 'search', position: 'right', href: '/search' },
    ],
    footer: {
      columns: [{ title: '文档', items: [{ label: '教程', href: '/docs/intro', external: false }] }],
      copyright: 'Copyright © 2025 Cheerio 贡献者',
    },
    defaultColorMode: 'light',
    assets: { scripts: ['/assets/main-abc123.js'], styles: ['/assets/index-def456.css'] },
    dev: false,
    ...overrides,
  };
}

/**
 * Returns a doc page view model; pass overrides for the parts a test is about, `kind` included (the doc's
 * fields stay on other kinds, where their layouts ignore them).
 */
export function makePage(overrides: Partial<PageViewModel> = {}): PageViewModel {
  const doc: DocView = {
    route: '/docs/basics/loading',
    kind: 'doc',
    source: {},
    title: '加载文档',
    documentTitle: '加载文档 | Cheerio 中文文档',
    description: '如何把 HTML 加载进 Cheerio。',
    canonicalUrl: 'https://cheerio.example/docs/basics/loading',
    head: [{ tag: 'meta', property: 'og:title', content: '加载文档' }],
    noindex: false,
    contentHtml: '<p>先把文档加载进来。</p><h2 id="load">load</h2><h3 id="options">选项</h3>',
    sidebar: { items: sidebarItems, activeHref: '/docs/basics/loading' },
    breadcrumbs: [{ label: '基础教程', href: '/docs/category/基础教程' }, { label: '加载文档', href: '/docs/basics/loading' }],
    pagination: { previous: { label: '简介', href: '/docs/intro' }, next: { label: '选择元素', href: '/docs/basics/selecting' } },
    toc: [
      {
        id: 'load',
        html: '<code>load</code>',
        level: 2,
        children: [{ id: 'options', html: '选项', level: 3, children: [] }],
      },
    ],
    readingTimeMinutes: 3,
    banners: { draft: false, unlisted: false },
    versionBadge: 'Next',
    editUrl: 'https://github.com/cheeriojs/cheerio/edit/main/website/docs/basics/loading.md',
    site: makeSite(),
  };
  return { ...doc, ...overrides } as PageViewModel;
}

/** Renders `page` and returns it parsed, ready for reader-level assertions. */
export function renderAndLoad(page: PageViewModel): CheerioAPI {
  return load(renderPage(page));
}
