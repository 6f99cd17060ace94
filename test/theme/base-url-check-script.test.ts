import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { BASE_URL_CHECK_SCRIPT } from '../../theme/lib/base-url-check-script.ts';

/** Runs the inline script for a page at `pathname`; returns the banner's text, or undefined for none. */
function bannerAt(pathname: string, meta: { baseUrl: string; route?: string }): string | undefined {
  const content: Record<string, string | undefined> = { 'cheerio:base-url': meta.baseUrl, 'cheerio:route': meta.route };
  let banner: { text: string; attributes: Record<string, string> } | undefined;
  const element = () => {
    const node = {
      attributes: {} as Record<string, string>,
      style: { cssText: '' },
      textContent: '',
      text: '',
      setAttribute(name: string, value: string) { node.attributes[name] = value; },
      append(...children: ({ textContent: string } | string)[]) {
        node.text = children.map((child) => (typeof child === 'string' ? child : child.textContent)).join('');
      },
    };
    return node;
  };
  const document = {
    querySelector(selector: string) {
      const value = content[/name="([^"]+)"/.exec(selector)?.[1] ?? ''];
      return value === undefined ? null : { getAttribute: () => value };
    },
    createElement: element,
    body: { prepend(node: ReturnType<typeof element>) { banner = { text: node.text, attributes: node.attributes }; } },
  };
  runInNewContext(BASE_URL_CHECK_SCRIPT, { document, location: { pathname } });
  if (banner) expect(banner.attributes['role']).toBe('alert');
  return banner?.text;
}

describe('inline base-URL check', () => {
  test('stays silent when the page is where its base URL says', () => {
    expect(bannerAt('/docs/intro', { baseUrl: '/', route: '/docs/intro' })).toBeUndefined();
    expect(bannerAt('/cheerio/docs/intro', { baseUrl: '/cheerio/', route: '/docs/intro' })).toBeUndefined();
    expect(bannerAt('/cheerio/', { baseUrl: '/cheerio/', route: '/' })).toBeUndefined();
    expect(bannerAt('/', { baseUrl: '/', route: '/' })).toBeUndefined();
  });

  test('accepts the spellings a static host may serve: .html, /index.html, a trailing slash, percent-encoding', () => {
    expect(bannerAt('/docs/intro.html', { baseUrl: '/', route: '/docs/intro' })).toBeUndefined();
    expect(bannerAt('/docs/intro/', { baseUrl: '/', route: '/docs/intro' })).toBeUndefined();
    expect(bannerAt('/cheerio/index.html', { baseUrl: '/cheerio/', route: '/' })).toBeUndefined();
    expect(bannerAt('/docs/category/%E5%9F%BA%E7%A1%80', { baseUrl: '/', route: '/docs/category/基础' })).toBeUndefined();
  });

  test('suggests the base URL a site built for / is really served under', () => {
    const text = bannerAt('/sub/docs/intro', { baseUrl: '/', route: '/docs/intro' });
    expect(text).toContain('本站未能正确加载。');
    expect(text).toContain('baseUrl: "/sub/"');
    expect(bannerAt('/sub', { baseUrl: '/', route: '/' })).toContain('baseUrl: "/sub/"');
  });

  test('suggests / for a site built for /cheerio/ but served at the root', () => {
    const text = bannerAt('/docs/intro', { baseUrl: '/cheerio/', route: '/docs/intro' });
    expect(text).toContain('当前配置为 baseUrl: "/cheerio/"');
    expect(text).toContain('建议改为 baseUrl: "/"');
  });

  test('never checks the 404 page, which answers for any address', () => {
    expect(bannerAt('/anything/at/all', { baseUrl: '/cheerio/' })).toBeUndefined();
  });

  test('stays silent when the address does not end with the route, rather than guess', () => {
    expect(bannerAt('/rewritten', { baseUrl: '/', route: '/docs/intro' })).toBeUndefined();
  });
});
