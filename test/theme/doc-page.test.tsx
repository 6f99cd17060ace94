import { describe, expect, test } from 'vitest';
import { makePage, renderAndLoad } from './fixtures.ts';

describe('doc page', () => {
  const $ = renderAndLoad(makePage());

  test('opens the sidebar category around the active link and marks that link as the current page', () => {
    const active = $('aside .doc-sidebar a[aria-current="page"]');
    expect(active.text()).toBe('加载文档');
    // It is the only sidebar link marked: the stylesheet highlights the current page by aria-current alone.
    expect($('aside .doc-sidebar [aria-current]')).toHaveLength(1);
    expect(active.closest('details').attr('open')).toBeDefined();
    expect(active.closest('details').prev('a').text()).toBe('基础教程');
  });

  test('keeps collapsed categories without the active link closed', () => {
    const advanced = $('aside .doc-sidebar summary').filter((_, summary) => $(summary).text() === '进阶教程');
    expect(advanced.parent('details').attr('open')).toBeUndefined();
  });

  test('renders a category with its own page as a link beside a summary that holds only a hidden name', () => {
    const category = $('aside .doc-sidebar .sidebar-item-category').first();
    expect(category.children('a').attr('href')).toBe('/docs/category/基础教程');
    expect(category.find('summary a').length).toBe(0);
    expect(category.find('summary .sr-only').text()).toBe('“基础教程”分类');
  });

  test('offers the sidebar collapse button at its foot and the expand button on the rail', () => {
    expect($('aside .page-sidebar-inner > button').last().attr('aria-label')).toBe('收起侧边栏');
    expect($('aside > button').attr('aria-label')).toBe('展开侧边栏');
  });

  test('renders the sidebar once: the mobile drawer after <main> has an empty slot the open drawer borrows it into', () => {
    expect($('.doc-sidebar').length).toBe(1);
    expect($('a[aria-current="page"]').filter((_, link) => $(link).text() === '加载文档').length).toBe(1);
    const slot = $('main ~ dialog#mobile-drawer [data-mobile-drawer-sidebar]');
    expect(slot.length).toBe(1);
    expect(slot.children().length).toBe(0);
  });

  test('places the sidebar before <main> so the skip link jumps past it', () => {
    expect($('main .doc-sidebar').length).toBe(0);
    expect($('aside.page-sidebar .doc-sidebar').length).toBe(1);
  });

  test('shows breadcrumbs from a home icon link to the current page, which is not a link', () => {
    const crumbs = $('nav.breadcrumbs');
    expect(crumbs.attr('aria-label')).toBe('页面路径');
    expect(crumbs.find('li').first().find('a').attr('aria-label')).toBe('首页');
    expect(crumbs.find('li').first().find('a').attr('href')).toBe('/');
    expect(crumbs.find('a[href="/docs/category/基础教程"]').text()).toBe('基础教程');
    const last = crumbs.find('li').last();
    expect(last.find('a').length).toBe(0);
    expect(last.text()).toBe('加载文档');
  });

  test('labels the pagination cards 上一页 and 下一页', () => {
    const previous = $('.pagination-nav a[rel="prev"]');
    const next = $('.pagination-nav a[rel="next"]');
    expect(previous.find('.pagination-sublabel').text()).toBe('上一页');
    expect(previous.find('.pagination-label').text()).toBe('简介');
    expect(next.find('.pagination-sublabel').text()).toBe('下一页');
    expect(next.attr('href')).toBe('/docs/basics/selecting');
  });

  test('leaves out pagination when the doc has no neighbours', () => {
    expect(renderAndLoad(makePage({ pagination: {} }))('.pagination-nav').length).toBe(0);
  });

  test('nests level-3 headings under their level-2 heading in both tables of contents', () => {
    for (const toc of ['.toc-desktop', '.toc-mobile']) {
      const top = $(`${toc} > .toc-list > li`);
      expect(top.children('a').attr('href')).toBe('#load');
      expect(top.children('a').find('code').text()).toBe('load');
      expect(top.find('> .toc-list > li > a').attr('href')).toBe('#options');
    }
    expect($('.toc-desktop .toc-title').text()).toBe('本页总览');
    expect($('details.toc-mobile > summary').text()).toBe('本页总览');
  });

  test('leaves out the table of contents when the page has no headings', () => {
    expect(renderAndLoad(makePage({ toc: [] }))('.toc').length).toBe(0);
  });

  test('shows the reading time and the version badge', () => {
    expect($('.reading-time').text()).toBe('阅读需 3 分钟');
    expect($('.version-badge').text()).toBe('版本：Next');
  });

  test('uses the title as H1 when the content has none', () => {
    expect($('h1').length).toBe(1);
    expect($('h1').text()).toBe('加载文档');
  });

  test('does not duplicate the H1 when the content brings its own', () => {
    const own = renderAndLoad(makePage({ contentHtml: '<h1 id="x">自己的标题</h1><p>正文</p>' }));
    expect(own('h1').length).toBe(1);
    expect(own('h1').text()).toBe('自己的标题');
    expect(own('.markdown p').text()).toBe('正文');
  });

  test('links to the source for editing when an edit URL is set', () => {
    const edit = $('a.edit-link');
    expect(edit.text()).toBe('编辑此页');
    expect(edit.attr('target')).toBe('_blank');
    expect(renderAndLoad(makePage({ editUrl: undefined }))('a.edit-link').length).toBe(0);
  });

  test('shows draft, unlisted and version banners in Chinese', () => {
    const page = renderAndLoad(makePage({ banners: { draft: true, unlisted: true, version: { kind: 'unmaintained', label: '1.x', latestLabel: '2.x', latestHref: '/docs/2.x/intro' } } }));
    const banners = page('.banner');
    expect(banners.map((_, banner) => page(banner).attr('class')).get())
      .toEqual(['banner banner-version', 'banner banner-draft', 'banner banner-unlisted']);
    expect(banners.text()).toContain('草稿');
    expect(banners.text()).toContain('未列出');
    expect(banners.first().text()).toBe('这是 1.x 版本的文档，已不再积极维护。查看最新版本（2.x）');
    expect(banners.first().find('a').attr('href')).toBe('/docs/2.x/intro');
    expect($('.banner').length).toBe(0);
  });
});
