import { describe, expect, test } from 'vitest';
import { COLOR_MODE_SCRIPT } from '../../theme/lib/color-mode-script.ts';
import { iconPaths } from '../../theme/lib/icons.ts';
import type { PageViewModel } from '../../theme/lib/view-model.ts';
import { renderPage } from '../../theme/render-page.tsx';
import { makePage, makeSite, renderAndLoad } from './fixtures.ts';

describe('renderPage document shell', () => {
  test('starts with a doctype and declares Simplified Chinese, left to right, in the default colour mode', () => {
    const html = renderPage(makePage());
    expect(html.startsWith('<!doctype html>')).toBe(true);
    const $ = renderAndLoad(makePage());
    expect($('html').attr('lang')).toBe('zh-Hans');
    expect($('html').attr('dir')).toBe('ltr');
    expect($('html').attr('data-theme')).toBe('light');
    expect(renderAndLoad(makePage({ site: makeSite({ defaultColorMode: 'dark' }) }))('html').attr('data-theme')).toBe('dark');
  });

  test('puts the document title, description and canonical link in the head', () => {
    const $ = renderAndLoad(makePage());
    expect($('head > title').text()).toBe('加载文档 | Cheerio 中文文档');
    expect($('meta[name="description"]').attr('content')).toBe('如何把 HTML 加载进 Cheerio。');
    expect($('link[rel="canonical"]').attr('href')).toBe('https://cheerio.example/docs/basics/loading');
    expect($('meta[charset]').attr('charset')).toBe('utf-8');
    expect($('meta[name="viewport"]').length).toBe(1);
    expect($('link[rel="icon"]').attr('href')).toBe('/img/favicon.ico');
  });

  test('writes every head tag of the view model', () => {
    const $ = renderAndLoad(makePage({
      head: [
        { tag: 'meta', property: 'og:title', content: '加载文档' },
        { tag: 'link', rel: 'alternate', href: '/blog/rss.xml', type: 'application/rss+xml', title: '博客' },
      ],
    }));
    expect($('meta[property="og:title"]').attr('content')).toBe('加载文档');
    expect($('link[rel="alternate"]').attr('title')).toBe('博客');
  });

  test('asks robots not to index a noindex page and says nothing otherwise', () => {
    expect(renderAndLoad(makePage({ noindex: true }))('meta[name="robots"]').attr('content')).toBe('noindex');
    expect(renderAndLoad(makePage())('meta[name="robots"]').length).toBe(0);
  });

  test('runs the colour-mode script inline before any stylesheet, and loads scripts as modules', () => {
    const $ = renderAndLoad(makePage());
    const headChildren = $('head').children().toArray();
    const inlineScript = headChildren.findIndex((node) => $(node).is('script:not([src])'));
    const stylesheet = headChildren.findIndex((node) => $(node).is('link[rel="stylesheet"]'));
    expect(inlineScript).toBeGreaterThan(-1);
    expect(inlineScript).toBeLessThan(stylesheet);
    expect($(headChildren[inlineScript]).html()).toBe(COLOR_MODE_SCRIPT);
    expect($('link[rel="stylesheet"]').attr('href')).toBe('/assets/index-def456.css');
    expect($('script[src="/assets/main-abc123.js"]').attr('type')).toBe('module');
  });

  test('escapes text from the view model instead of injecting it', () => {
    const $ = renderAndLoad(makePage({ documentTitle: '<b>A & "B"</b>', description: '"quoted" <x>' }));
    expect($('head > title').text()).toBe('<b>A & "B"</b>');
    expect($('meta[name="description"]').attr('content')).toBe('"quoted" <x>');
    expect($('head b').length).toBe(0);
  });

  test('renders the same view model to the same HTML every time', () => {
    expect(renderPage(makePage())).toBe(renderPage(makePage()));
  });

  test('offers a skip link to the main content as the first thing in the body', () => {
    const $ = renderAndLoad(makePage());
    const skip = $('body a').first();
    expect(skip.text()).toBe('跳到主要内容');
    expect(skip.attr('href')).toBe('#main-content');
    expect($('main#main-content').length).toBe(1);
  });

  test('carries the symbols of the icons its content points at once, at the top of the body, and none when it points at none', () => {
    const icon = (name: string) => `<svg class="x" width="16" height="16" aria-hidden="true"><use href="#icon:${name}"></use></svg>`;
    const contentHtml = `<div class="code-block-buttons">${icon('copy')}${icon('copied')}</div><p>${icon('tip')}</p><div class="code-block-buttons">${icon('copy')}</div>`;
    const $ = renderAndLoad(makePage({ contentHtml } as Partial<PageViewModel>));
    const sprite = $('body > svg.icon-sprite');
    expect(sprite).toHaveLength(1);
    expect(sprite.attr('aria-hidden')).toBe('true');
    expect(sprite.find('symbol').map((_, symbol) => $(symbol).attr('id')).get()).toEqual(['icon:copied', 'icon:copy', 'icon:tip']);
    expect(sprite.find('symbol').first().find('path').attr('d')).toBe(iconPaths.copied);
    // Before the first icon that uses it.
    expect($('body').html()!.indexOf('icon-sprite')).toBeLessThan($('body').html()!.indexOf('<use'));
    expect(renderAndLoad(makePage())('svg.icon-sprite')).toHaveLength(0);
  });

  test('refuses a page kind it has no layout for (redirects are written by the build as stubs)', () => {
    expect(() => renderPage(makePage({ kind: 'redirect' as never }))).toThrow(/no layout for page kind "redirect"/);
  });
});

describe('announcement bar', () => {
  const announcementBar = {
    id: 'v1-release',
    content: '<strong>Cheerio 1.0</strong> 已发布！',
    backgroundColor: '#fff7e6',
    textColor: '#1c1e21',
    isCloseable: true,
  };

  test('shows the maintainers’ HTML with a close button and names its id on <html> for the head script', () => {
    const $ = renderAndLoad(makePage({ site: makeSite({ announcementBar }) }));
    expect($('html').attr('data-announcement-id')).toBe('v1-release');
    expect($('.announcement-bar strong').text()).toBe('Cheerio 1.0');
    expect($('.announcement-bar button').attr('aria-label')).toBe('关闭公告');
  });

  test('has no close button when it cannot be closed, and is absent when not configured', () => {
    const fixed = renderAndLoad(makePage({ site: makeSite({ announcementBar: { ...announcementBar, isCloseable: false } }) }));
    expect(fixed('.announcement-bar button').length).toBe(0);
    const none = renderAndLoad(makePage());
    expect(none('.announcement-bar').length).toBe(0);
    expect(none('html').attr('data-announcement-id')).toBeUndefined();
  });
});
