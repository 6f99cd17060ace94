import { describe, expect, test } from 'vitest';
import { sitemapUrl, sitemapXml } from '../../../build/output/sitemap.ts';

describe('sitemap URLs', () => {
  test('are percent-encoded once, whether they came encoded or not', () => {
    expect(sitemapUrl('https://example.com/docs/%E5%9F%BA%E7%A1%80')).toBe('https://example.com/docs/%E5%9F%BA%E7%A1%80');
    expect(sitemapUrl('https://example.com/docs/基础')).toBe('https://example.com/docs/%E5%9F%BA%E7%A1%80');
  });

  test('encode a "%" that starts no escape instead of failing the build', () => {
    expect(sitemapUrl('https://example.com/docs/50%')).toBe('https://example.com/docs/50%25');
    expect(sitemapUrl('https://example.com/docs/%E5%9F%BA-100%')).toBe('https://example.com/docs/%E5%9F%BA-100%25');
    expect(sitemapUrl('https://example.com/docs/%FF')).toBe('https://example.com/docs/%FF');
    expect(sitemapXml([{ url: 'https://example.com/docs/50%' }])).toContain('<loc>https://example.com/docs/50%25</loc>');
  });
});
