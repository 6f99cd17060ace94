import { describe, expect, test } from 'vitest';
import { parseRequestPath } from '../../../build/server/request-path.ts';

describe('parseRequestPath', () => {
  test('decodes the path once and keeps the raw query string', () => {
    expect(parseRequestPath('/docs/category/%E5%9F%BA%E7%A1%80?q=%20a#top')).toEqual({
      ok: true,
      pathname: '/docs/category/基础',
      search: '?q=%20a',
    });
  });

  test('leaves a double-encoded dot segment as a harmless literal name', () => {
    expect(parseRequestPath('/%252e%252e/x')).toEqual({ ok: true, pathname: '/%2e%2e/x', search: '' });
  });

  test('allows a single trailing slash', () => {
    expect(parseRequestPath('/docs/')).toMatchObject({ ok: true, pathname: '/docs/' });
  });

  test.each([
    ['/../etc/passwd'],
    ['/%2e%2e/etc/passwd'],
    ['/..%2fetc/passwd'],
    ['/a/%2E/b'],
    ['/a\\b'],
    ['/a%5cb'],
    ['/a%00b'],
    ['/%0d%0aSet-Cookie:x'],
    ['/%zz'],
    ['/%E5%9F'],
    ['//etc/passwd'],
    ['/%2fetc/passwd'],
    ['http://example.com/'],
    ['*'],
    [''],
  ])('refuses %j', (target) => {
    expect(parseRequestPath(target).ok).toBe(false);
  });
});
