// Gates over everything the real build writes to dist/: every internal link and anchor (pages, feeds, sitemap)
// lands on something that exists, and every page has one H1, a unique title, a description and a canonical URL.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';
import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, test } from 'vitest';
import { scriptHash } from '../../build/output/content-security-policy.ts';
import { realSiteDir } from '../helpers/real-site.ts';

const SITE = 'https://cheeriojs.github.io';
// The shared strict build of the real site (test/helpers/real-site-setup.ts).
const outDir = realSiteDir();
let htmlFiles: string[];
const pages = new Map<string, cheerio.CheerioAPI>();

beforeAll(async () => {
  htmlFiles = (await fg('**/*.html', { cwd: outDir })).sort();
  for (const file of htmlFiles) pages.set(file, cheerio.load(await fs.readFile(path.join(outDir, file), 'utf8')));
}, 120_000);

// The file a site path is served from, as the preview server and the host configs resolve it.
async function fileFor(sitePath: string): Promise<string | undefined> {
  const clean = decodeURIComponent(sitePath.split('?')[0]!).replace(/^\//, '');
  for (const candidate of [clean === '' ? 'index.html' : clean, `${clean}.html`]) {
    const stat = await fs.stat(path.join(outDir, candidate)).catch(() => undefined);
    if (stat?.isFile()) return candidate;
  }
  return undefined;
}

async function brokenTarget(href: string, fromFile: string): Promise<string | undefined> {
  const [pathPart = '', anchor] = href.split('#');
  const target = pathPart === '' ? fromFile : await fileFor(pathPart);
  if (!target) return `${href}: no file`;
  if (!anchor || !target.endsWith('.html')) return undefined;
  const $ = pages.get(target)!;
  const id = decodeURIComponent(anchor);
  return $(`[id="${id}"], a[name="${id}"]`).length > 0 ? undefined : `${href}: no element with id "${id}" in ${target}`;
}

const isRedirectStub = ($: cheerio.CheerioAPI) => $('meta[http-equiv="refresh"]').length > 0;

describe('every internal link in dist/', () => {
  test('from every page (href and src) resolves, anchors included', async () => {
    const broken: string[] = [];
    for (const [file, $] of pages) {
      const targets = $('a[href], link[href], img[src], script[src]').map((_, element) => $(element).attr('href') ?? $(element).attr('src')).get();
      for (const href of targets) {
        if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) continue;
        const problem = await brokenTarget(href, file);
        if (problem) broken.push(`${file} → ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test('in the feeds and the sitemap resolves', async () => {
    const texts = await Promise.all(['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json', 'sitemap.xml'].map((file) => fs.readFile(path.join(outDir, file), 'utf8')));
    const urls = new Set(texts.flatMap((text) => [...text.matchAll(/https:\/\/cheeriojs\.github\.io(\/[^"'<\s)\]\\]*)/g)].map((match) => match[1]!)));
    expect(urls.size).toBeGreaterThan(30);
    const broken: string[] = [];
    for (const url of urls) {
      const problem = await brokenTarget(url.replace(/&amp;/g, '&'), 'index.html');
      if (problem) broken.push(problem);
    }
    expect(broken).toEqual([]);
  });
});

describe('every page in dist/', () => {
  test('has lang="zh-Hans", one H1, a description and a canonical URL on this site', () => {
    const problems: string[] = [];
    for (const [file, $] of pages) {
      if (isRedirectStub($)) continue;
      if ($('html').attr('lang') !== 'zh-Hans') problems.push(`${file}: lang`);
      if ($('h1').length !== 1) problems.push(`${file}: ${$('h1').length} H1`);
      if (!$('meta[name=description]').attr('content')?.trim()) problems.push(`${file}: no description`);
      if (file !== '404.html' && !$('link[rel=canonical]').attr('href')?.startsWith(SITE)) problems.push(`${file}: canonical`);
    }
    expect(problems).toEqual([]);
  });

  test('is valid HTML (html-validate, standards-conformance rules)', async () => {
    const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
    // The validator is awake: a stray closing tag and a duplicate id are reported.
    const bad = await validator.validateString('<!doctype html><html lang="zh-Hans"><head><title>x</title></head><body><p id="a"></div><p id="a"></p></body></html>');
    expect(bad.valid).toBe(false);
    const problems: string[] = [];
    for (const file of htmlFiles) {
      const report = await validator.validateFile(path.join(outDir, file));
      for (const result of report.results) for (const message of result.messages) problems.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
    expect(problems).toEqual([]);
  });

  test('has a title no other page has', () => {
    const byTitle = new Map<string, string[]>();
    for (const [file, $] of pages) {
      if (isRedirectStub($)) continue;
      const title = $('title').text();
      byTitle.set(title, [...(byTitle.get(title) ?? []), file]);
    }
    expect([...byTitle].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  test('carries a Content-Security-Policy before any script, allowing each of its inline scripts by hash', () => {
    const problems: string[] = [];
    for (const [file, $] of pages) {
      const meta = $('head meta[http-equiv="Content-Security-Policy"]');
      const policy = meta.attr('content') ?? '';
      const scriptSources = policy.split('; ').find((part) => part.startsWith('script-src ')) ?? '';
      if (!scriptSources) problems.push(`${file}: no policy`);
      if ($('head > *').index(meta) > $('head > script').first().index()) problems.push(`${file}: policy after a script`);
      $('script:not([src]):not([type="application/ld+json"])').each((_, script) => {
        if (!scriptSources.includes(scriptHash($(script).text()))) problems.push(`${file}: inline script not allowed by the policy`);
      });
      if (/unsafe-(inline|eval)/.test(scriptSources)) problems.push(`${file}: ${scriptSources}`);
    }
    expect(problems).toEqual([]);
  });
});
