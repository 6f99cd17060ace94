import { describe, expect, test } from 'vitest';
import { cacheControlFor, contentTypeFor } from '../../../build/server/content-types.ts';

describe('contentTypeFor', () => {
  test('adds charset=utf-8 to text types only', () => {
    expect(contentTypeFor('a.mjs')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('a.js.map')).toBe('application/json; charset=utf-8');
    expect(contentTypeFor('icon.SVG')).toBe('image/svg+xml; charset=utf-8');
    expect(contentTypeFor('font.woff2')).toBe('font/woff2');
    expect(contentTypeFor('module.wasm')).toBe('application/wasm');
    expect(contentTypeFor('favicon.ico')).toBe('image/x-icon');
    expect(contentTypeFor('unknown.xyz')).toBe('application/octet-stream');
  });
});

describe('cacheControlFor', () => {
  test('marks only content-hashed files under assets/ as immutable', () => {
    expect(cacheControlFor('assets/app-1a2B3c4D.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('assets/chunk-ABCD1234.js.map')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('assets/app.js')).toBe('no-cache');
    expect(cacheControlFor('assets/app-1a2b.js')).toBe('no-cache');
    expect(cacheControlFor('img/logo-1a2b3c4d.png')).toBe('no-cache');
    expect(cacheControlFor('docs/intro.html')).toBe('no-cache');
  });
});
