// The real site as the upstream lock says it should read: every translated page shows where it comes from, no English
// link or hreflang points at a page the lock does not know, and canonical links stay on this site's own origin.
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../build/config/load-config.ts';
import { englishUrl } from '../../build/routes/english-pages.ts';
import { readUpstreamLock } from '../../build/upstream/lock-file.ts';
import { repoRoot } from '../helpers/fixture-site.ts';
import { realSiteBuild, realSiteDir } from '../helpers/real-site.ts';

const outDir = realSiteDir();
const { config } = await loadConfig(path.join(repoRoot, 'content', 'site.config.yaml'));
const lock = readUpstreamLock(path.join(repoRoot, 'content', 'upstream.lock.json'));
const englishSite = config.upstream!.siteUrl;
const page = (route: string) => cheerio.load(fs.readFileSync(path.join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8'));
const routes = realSiteBuild().routes;

// Every English URL the lock knows: its pages (and the routes they were redirected from resolve to these), its other
// pages, and its API reference under the published route.
const known = new Set([...lock.files.map((file) => file.route), ...lock.otherRoutes].map((route) => englishUrl(englishSite, route)));
const knownEnglish = (href: string) => known.has(href) || (lock.api !== undefined && href.startsWith(englishUrl(englishSite, lock.api.route)));

describe('the translation on the real site', () => {
  test('every docs page and post (not a category, not the API) shows 译自英文原文 linking its English page', () => {
    const translated = routes.filter((route) => /^\/docs\/(?!api|category|\d)/.test(route) || (route.startsWith('/blog/') && !/^\/blog\/(page|tags|archive|authors)/.test(route) && !route.endsWith('.xml')));
    expect(translated.length).toBeGreaterThanOrEqual(12);
    for (const route of translated) {
      const $ = page(route);
      expect($('.translated-from').text(), route).toMatch(/^译自英文原文（\d{4}年\d{1,2}月\d{1,2}日的版本，提交 [0-9a-f]{7}）$/);
      expect(knownEnglish($('.translated-from a[hreflang=en]').attr('href')!), route).toBe(true);
    }
  });

  test('every API page says which release it translates and links the English API page', () => {
    for (const route of routes.filter((candidate) => candidate.startsWith('/docs/api/'))) {
      const $ = page(route);
      expect($('.translated-from').text(), route).toMatch(/^译自英文原文（cheerio \d+\.\d+\.\d+ 的英文文档注释）$/);
      expect($('link[rel=alternate][hreflang=en]').attr('href'), route).toBe(englishUrl(englishSite, route));
    }
  });

  test('no English link or hreflang points at a page the lock does not know; canonical is this site\'s own origin', () => {
    for (const route of routes) {
      const $ = page(route);
      const hreflang = $('link[rel=alternate][hreflang=en]').attr('href');
      if (hreflang !== undefined) expect(knownEnglish(hreflang), `${route}: ${hreflang}`).toBe(true);
      for (const link of $('.navbar-locale-dropdown a[hreflang=en]').toArray()) expect(knownEnglish($(link).attr('href')!), route).toBe(true);
      expect($('link[rel=canonical]').attr('href'), route).toBe(new URL(encodeURI(route).slice(1), config.url).href);
      expect($('link[rel=alternate][hreflang=zh-Hans]').attr('href'), route).toBe($('link[rel=canonical]').attr('href'));
    }
  });

  test('pages without an English counterpart link the English docs home, labelled so, and have no hreflang="en"', () => {
    for (const route of ['/attribution', '/blog/archive', '/search', '/docs/category/基础教程']) {
      const $ = page(route);
      expect($('link[rel=alternate][hreflang=en]'), route).toHaveLength(0);
      const english = $('.navbar .navbar-locale-dropdown a[hreflang=en]');
      expect(english.attr('href'), route).toBe(englishUrl(englishSite, '/docs/intro'));
      expect(english.text(), route).toBe('English（英文文档首页）');
    }
  });

  test('our extract page, which the English site moved to Basics, links its new English route', () => {
    expect(page('/docs/advanced/extract')('link[rel=alternate][hreflang=en]').attr('href')).toBe(englishUrl(englishSite, '/docs/basics/extract'));
  });

  test('every docs page and post has one 这一节有问题？ link per H2 and one 这一页有问题？ at its end, each under 8 KB', () => {
    const reported = routes.filter((route) => page(route)('meta[property="og:type"]').attr('content') === 'article');
    expect(reported.length).toBeGreaterThan(30);
    for (const route of reported) {
      const $ = page(route);
      const content = $('main .markdown').first();
      // Every section H2 (not the footnotes' hidden label) ends with its link.
      expect(content.find('.report-issue-section').length, route).toBe(content.find('h2[id]').not('#footnote-label').length);
      const pageLink = $('main article .report-issue-page');
      expect(pageLink.length, route).toBe(1);
      expect(pageLink.text(), route).toBe('这一页有问题？');
      for (const link of $('main .report-issue a').toArray()) {
        const href = $(link).attr('href')!;
        expect(href.length, route).toBeLessThan(8192);
        expect(new URL(href).searchParams.get('body'), route).toContain(new URL(encodeURI(route).slice(1), config.url).href);
      }
    }
  });
});
