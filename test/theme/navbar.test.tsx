import { describe, expect, test } from 'vitest';
import { makePage, makeSite, renderAndLoad } from './fixtures.ts';

describe('navbar', () => {
  const $ = renderAndLoad(makePage());
  const navbar = $('nav.navbar');

  test('links the logo and site title to the base URL', () => {
    const site = makeSite({ baseUrl: '/zh/' });
    const brand = renderAndLoad(makePage({ site }))('nav.navbar .navbar-brand');
    expect(brand.attr('href')).toBe('/zh/');
    expect(brand.find('img').attr('alt')).toBe('Cheerio 标志');
    expect(brand.text()).toBe('Cheerio 中文文档');
  });

  test('marks the active link as the current page', () => {
    const active = navbar.find('a[aria-current="page"]');
    expect(active.text()).toBe('教程');
    expect(navbar.find('a[href="/docs/api"]').attr('aria-current')).toBeUndefined();
  });

  test('opens external links in a new tab with a safe rel and an external icon', () => {
    const github = navbar.find('a[href="https://github.com/cheeriojs/cheerio"]');
    expect(github.attr('target')).toBe('_blank');
    expect(github.attr('rel')).toBe('noopener noreferrer');
    expect(github.find('svg.external-link-icon').length).toBe(1);
    expect(github.find('.sr-only').text()).toBe('（在新标签页中打开）');
  });

  test('renders a dropdown as a details menu of links', () => {
    const dropdown = navbar.find('.navbar-item-dropdown details');
    expect(dropdown.find('summary').text()).toBe('更多');
    expect(dropdown.find('a[href="/blog"]').text()).toBe('博客');
  });

  test('shows the current language 简体中文 first in the language dropdown, then the others', () => {
    const items = navbar.find('.navbar-item-localeDropdown li');
    expect(navbar.find('.navbar-item-localeDropdown summary').text()).toBe('简体中文');
    expect(items.first().text()).toBe('简体中文');
    expect(items.eq(1).text()).toBe('English');
  });

  test('points the English link at the same path on the English site', () => {
    const other = renderAndLoad(makePage({ route: '/docs/advanced/extract' }));
    expect(other('.navbar-item-localeDropdown a[hreflang=en]').attr('href')).toBe('https://cheerio.js.org/docs/advanced/extract');
  });

  test('lists docs versions in the version dropdown', () => {
    const versions = navbar.find('.navbar-item-docsVersionDropdown');
    expect(versions.find('summary').text()).toBe('Next');
    expect(versions.find('a[data-version-name="current"]').attr('href')).toBe('/docs/intro');
  });

  test('renders a search button reading 搜索 with a Ctrl K hint', () => {
    const button = navbar.find('button.navbar-search-button');
    expect(button.find('.navbar-search-label').text()).toBe('搜索');
    expect(button.find('kbd').map((_, key) => $(key).text()).get()).toEqual(['Ctrl', 'K']);
  });

  test('passes custom HTML items through', () => {
    expect(navbar.find('.navbar-html .custom-html').text()).toBe('自定义');
  });

  test('places items on the left or right as configured', () => {
    expect(navbar.find('.navbar-left a[href="/docs/api"]').length).toBe(1);
    expect(navbar.find('.navbar-right .navbar-search-button').length).toBe(1);
  });

  test('labels the version and language summaries with what they choose', () => {
    expect(navbar.find('.navbar-item-docsVersionDropdown summary').attr('aria-label')).toBe('文档版本：Next');
    expect(navbar.find('.navbar-item-localeDropdown summary').attr('aria-label')).toBe('语言：简体中文');
  });

  test('includes the mobile menu button and the colour-mode toggle', () => {
    const menuButton = navbar.find('button.mobile-menu-button');
    expect(menuButton.attr('aria-label')).toBe('打开导航菜单');
    expect(menuButton.attr('aria-expanded')).toBe('false');
    expect(menuButton.attr('aria-controls')).toBe('mobile-drawer');
    expect(navbar.find('button.color-mode-toggle').attr('aria-label')).toBe('切换浅色/深色模式（当前为浅色模式）');
  });
});

describe('mobile drawer', () => {
  const $ = renderAndLoad(makePage());
  const drawer = $('dialog#mobile-drawer');

  test('is a closed dialog labelled 导航菜单 with a close button', () => {
    expect(drawer.attr('aria-label')).toBe('导航菜单');
    expect(drawer.attr('open')).toBeUndefined();
    expect(drawer.find('button[aria-label="关闭导航菜单"]').length).toBe(1);
  });

  test('holds every navbar item except the search button, dropdowns as groups of their links', () => {
    const items = drawer.find('nav[aria-label="网站导航"] > ul > li');
    expect(items.map((_, item) => $(item).find('summary').text() || $(item).text()).get()).toEqual([
      '教程', 'API', '更多', '自定义', 'Next', '简体中文', 'GitHub（在新标签页中打开）',
    ]);
    expect(drawer.find('details a[href="/blog"]').text()).toBe('博客');
    expect(drawer.find('a[data-version-name="current"]').text()).toBe('Next');
    expect(drawer.find('a[hreflang=en]').attr('href')).toBe('https://cheerio.js.org/docs/basics/loading');
    expect(drawer.find('.navbar-search-button').length).toBe(0);
  });

  test('is reachable without JavaScript through a link the menu button stands in for', () => {
    expect($('nav.navbar a.mobile-menu-link').attr('href')).toBe('#mobile-drawer');
    expect($('nav.navbar a.mobile-menu-link').attr('aria-label')).toBe('跳到导航菜单');
  });
});
