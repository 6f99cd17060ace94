import { describe, expect, test } from 'vitest';
import { formatRedirectsFile, matchRedirect, parseRedirectsFile } from '../../../build/output/redirects-file.ts';

describe('parseRedirectsFile', () => {
  test('reads one rule per line and skips comments, blank and malformed lines', () => {
    const text = [
      '# 旧地址',
      '/classes/Cheerio.html   /docs/api/classes/Cheerio   301',
      '',
      '/old /new 302 # temporary',
      '/bare /target',
      '/forced /target 301!',
      'no-slash /target 301',
      '/lonely',
      '/bad /target abc',
    ].join('\r\n');
    expect(parseRedirectsFile(text)).toEqual([
      { from: '/classes/Cheerio.html', to: '/docs/api/classes/Cheerio', status: 301 },
      { from: '/old', to: '/new', status: 302 },
      { from: '/bare', to: '/target', status: 301 },
      { from: '/forced', to: '/target', status: 301 },
    ]);
  });

  test('reads back exactly what formatRedirectsFile writes', () => {
    const rules = [
      { from: '/a.html', to: '/docs/a', status: 301 },
      { from: '/分类', to: '/docs/category/分类', status: 308 },
    ];
    expect(parseRedirectsFile(formatRedirectsFile(rules))).toEqual(rules);
  });
});

describe('matchRedirect', () => {
  const rules = parseRedirectsFile('/a /b 301\n/%E6%97%A7 /new 301\n/legacy/* /docs/:splat 302\n');

  test('matches a path with or without a trailing slash', () => {
    expect(matchRedirect(rules, '/a')).toEqual({ location: '/b', status: 301 });
    expect(matchRedirect(rules, '/a/')).toEqual({ location: '/b', status: 301 });
    expect(matchRedirect(rules, '/ab')).toBeUndefined();
  });

  test('compares percent-encoded rules with the decoded request path', () => {
    expect(matchRedirect(rules, '/旧')?.location).toBe('/new');
  });

  test('carries the rest of the path through a splat', () => {
    expect(matchRedirect(rules, '/legacy/x/y')).toEqual({ location: '/docs/x/y', status: 302 });
    expect(matchRedirect(rules, '/legacy')?.location).toBe('/docs/');
  });
});
