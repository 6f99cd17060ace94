import { describe, expect, test } from 'vitest';
import { headersFile, pagePatterns } from '../../../build/output/headers-file.ts';
import { scriptHash } from '../../../build/output/content-security-policy.ts';
import { redirectHtml } from '../../../build/output/redirect-stubs.ts';
import * as cheerio from 'cheerio';

describe('_headers', () => {
  test('covers every page with as few patterns as its top-level folders allow', () => {
    expect(pagePatterns(['/', '/search', '/docs/intro', '/docs/api/classes/Cheerio', '/blog', '/blog/page/2', '/attribution']))
      .toEqual(['/', '/attribution', '/blog', '/blog/*', '/docs/*', '/search']);
  });

  test('puts the policy on pages only, never on /assets/ (the playground worker evaluates reader code)', () => {
    const text = headersFile('/cheerio/', ['/', '/docs/intro', '/search'], "default-src 'self'");
    const blocks = text.trim().split('\n\n').map((block) => block.split('\n'));
    const withPolicy = blocks.filter((block) => block.some((line) => line.includes('Content-Security-Policy'))).map((block) => block[0]);
    expect(withPolicy).toEqual(['/cheerio/', '/cheerio/docs/*', '/cheerio/search']);
    expect(blocks.find((block) => block[0] === '/cheerio/assets/*')).toEqual(['/cheerio/assets/*', '  Cache-Control: public, max-age=31536000, immutable']);
    expect(blocks.find((block) => block[0] === '/cheerio/*')).not.toContainEqual(expect.stringContaining('Content-Security-Policy'));
  });
});

describe('_headers for Markdown twins and llms.txt', () => {
  test('labels .md as text/markdown and .txt as text/plain, both UTF-8, under the base URL', () => {
    const text = headersFile('/cheerio/', ['/'], "default-src 'self'");
    expect(text).toContain('/cheerio/*.md\n  Content-Type: text/markdown; charset=utf-8');
    expect(text).toContain('/cheerio/*.txt\n  Content-Type: text/plain; charset=utf-8');
  });
});

describe('redirect stubs', () => {
  test('allow exactly their own one-line script and load nothing else', () => {
    const $ = cheerio.load(redirectHtml('/docs/intro', 'https://example.com/docs/intro'));
    const policy = $('meta[http-equiv="Content-Security-Policy"]').attr('content')!;
    expect(policy).toBe(`default-src 'none'; script-src ${scriptHash($('script').text())}; base-uri 'none'; form-action 'none'`);
    // The policy comes before the script it governs.
    expect($('head > *').index($('meta[http-equiv]').first())).toBeLessThan($('head > *').index($('script')));
  });
});
