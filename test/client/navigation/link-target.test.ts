import { describe, expect, test } from 'vitest';
import { isPlainLeftClick, isSitePage, isUnderBaseUrl, pageKey } from '../../../client/navigation/link-target.ts';

const origin = 'https://cheerio.example';
const page = (href: string, baseUrl = '/') => isSitePage(new URL(href, origin), origin, baseUrl);

describe('isSitePage', () => {
  test.each([
    '/docs/intro',
    '/docs/intro#install',
    '/docs/category/基础教程',
    '/blog/cheerio-1.0',
    '/search?q=load',
    '/',
  ])('loads %s in place', (href) => {
    expect(page(href)).toBe(true);
  });

  test.each([
    'https://github.com/cheeriojs/cheerio',
    'http://cheerio.example/docs/intro',
    '/sitemap.xml',
    '/robots.txt',
    '/assets/main-ABCDEFGH.js',
    '/assets/fonts/anything',
    '/img/logo.png',
    '/data/search-index.json',
    '/files/guide.pdf',
  ])('leaves %s to the browser', (href) => {
    expect(page(href)).toBe(false);
  });

  test('leaves links outside the base URL to the browser', () => {
    expect(page('/cheerio/docs/intro', '/cheerio/')).toBe(true);
    expect(page('/cheerio', '/cheerio/')).toBe(true);
    expect(page('/other/docs/intro', '/cheerio/')).toBe(false);
    expect(page('/cheerio-old/docs', '/cheerio/')).toBe(false);
    expect(page('/cheerio/assets/main-ABCDEFGH.js', '/cheerio/')).toBe(false);
  });
});

describe('isUnderBaseUrl', () => {
  test('counts the base URL without its trailing slash as inside', () => {
    expect(isUnderBaseUrl('/zh', '/zh/')).toBe(true);
    expect(isUnderBaseUrl('/zhx', '/zh/')).toBe(false);
    expect(isUnderBaseUrl('/anything', '/')).toBe(true);
  });
});

describe('pageKey', () => {
  const key = (href: string) => pageKey(new URL(href, origin));

  test('gives every spelling of one page the same key', () => {
    expect(key('/docs/intro.html')).toBe('/docs/intro');
    expect(key('/docs/intro/')).toBe('/docs/intro');
    expect(key('/docs/intro/index.html')).toBe('/docs/intro');
    expect(key('/docs/category/%E5%9F%BA%E7%A1%80%E6%95%99%E7%A8%8B')).toBe(key('/docs/category/基础教程'));
  });

  test('ignores the hash but keeps the query', () => {
    expect(key('/docs/intro#install')).toBe('/docs/intro');
    expect(key('/search?q=load#top')).toBe('/search?q=load');
  });

  test('keeps a malformed escape as it is', () => {
    expect(key('/docs/100%')).toBe('/docs/100%');
  });
});

describe('isPlainLeftClick', () => {
  const click = (overrides: Partial<MouseEvent>) =>
    isPlainLeftClick({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...overrides } as MouseEvent);

  test('takes over only an unmodified left click', () => {
    expect(click({})).toBe(true);
    expect(click({ button: 1 })).toBe(false);
    expect(click({ ctrlKey: true })).toBe(false);
    expect(click({ metaKey: true })).toBe(false);
    expect(click({ shiftKey: true })).toBe(false);
    expect(click({ altKey: true })).toBe(false);
  });
});
