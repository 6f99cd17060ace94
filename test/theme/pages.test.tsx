import { describe, expect, test } from 'vitest';
import { makePage, renderAndLoad } from './fixtures.ts';

describe('category page', () => {
  const $ = renderAndLoad(makePage({
    kind: 'category',
    title: '基础教程',
    description: '从加载文档到修改 DOM。',
    categoryCards: [
      { label: '加载文档', href: '/docs/basics/loading', description: '把 HTML 加载进 Cheerio。' },
      { label: 'API 参考', href: '/docs/api', description: '', itemCount: 18 },
    ],
  }));

  test('shows the title as H1 and the description under it', () => {
    expect($('h1').text()).toBe('基础教程');
    expect($('.page-description').text()).toBe('从加载文档到修改 DOM。');
  });

  test('shows one linked card per item, with the item count for sub-categories', () => {
    const cards = $('.card-grid a.card');
    expect(cards.length).toBe(2);
    expect(cards.first().attr('href')).toBe('/docs/basics/loading');
    expect(cards.first().find('.card-title').text()).toBe('加载文档');
    expect(cards.first().find('.card-description').text()).toBe('把 HTML 加载进 Cheerio。');
    expect(cards.last().find('.card-meta').text()).toBe('18 个项目');
  });

  test('keeps the docs sidebar', () => {
    expect($('aside .doc-sidebar').length).toBe(1);
  });
});

describe('home page', () => {
  const $ = renderAndLoad(makePage({
    kind: 'home',
    route: '/',
    title: '在 JavaScript 中处理 HTML 的业界标准',
    contentHtml: '<section class="features"><h2>久经考验的语法</h2></section>',
    hero: { title: 'cheerio', tagline: '在 JavaScript 中处理 HTML 的业界标准', actions: [{ label: '开始使用！', href: '/docs/intro' }] },
  }));

  test('makes the hero title the only H1, with the tagline and action buttons', () => {
    expect($('h1').length).toBe(1);
    expect($('.hero h1').text()).toBe('cheerio');
    expect($('.hero-tagline').text()).toBe('在 JavaScript 中处理 HTML 的业界标准');
    expect($('.hero-actions a').attr('href')).toBe('/docs/intro');
    expect($('.hero-actions a').text()).toBe('开始使用！');
  });

  test('follows the hero with the page content and has no sidebar', () => {
    expect($('main .features h2').text()).toBe('久经考验的语法');
    expect($('.doc-sidebar').length).toBe(0);
  });
});

describe('standalone page', () => {
  test('adds the title as H1 only when the content has none', () => {
    const withoutHeading = renderAndLoad(makePage({ kind: 'page', title: '致谢', contentHtml: '<p>图标来自 OpenMoji。</p>' }));
    expect(withoutHeading('h1').text()).toBe('致谢');
    const withHeading = renderAndLoad(makePage({ kind: 'page', title: '致谢', contentHtml: '<h1>鸣谢</h1>' }));
    expect(withHeading('h1').length).toBe(1);
    expect(withHeading('h1').text()).toBe('鸣谢');
  });

  test('shows no docs chrome', () => {
    const $ = renderAndLoad(makePage({ kind: 'page', contentHtml: '<p>x</p>' }));
    expect($('.doc-sidebar, .breadcrumbs, .pagination-nav, .toc').length).toBe(0);
  });
});

describe('not-found page', () => {
  const $ = renderAndLoad(makePage({ kind: 'notFound', title: '找不到页面' }));

  test('says the page cannot be found and advises contacting the linking site', () => {
    expect($('h1').text()).toBe('找不到页面');
    expect($('main').text()).toContain('很抱歉，我们找不到您要访问的页面。');
    expect($('main').text()).toContain('如果您是从其他网站的链接来到这里，请联系该网站的所有者，告知对方链接已失效。');
  });

  test('links back to the home page', () => {
    expect($('main a').filter((_, link) => $(link).text() === '返回首页').attr('href')).toBe('/');
  });
});

describe('footer', () => {
  test('shows the configured columns and the copyright line', () => {
    const $ = renderAndLoad(makePage());
    expect($('footer.footer .footer-title').text()).toBe('文档');
    expect($('footer.footer a[href="/docs/intro"]').text()).toBe('教程');
    expect($('.footer-copyright').text()).toBe('Copyright © 2025 Cheerio 贡献者');
  });
});
