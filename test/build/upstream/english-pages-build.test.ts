// What readers see of the English original on a built fixture site: the 译自 line, the drift callout and section
// markers, the language menu's English link and hreflang from the lock, canonical on the site's own origin (or the
// one --url gives); and a build with an upstream lock makes no network request.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { describe, expect, test } from 'vitest';
import { buildSite } from '../../../build/index.ts';
import { createFixtureSite, readOutput, repoRoot } from '../../helpers/fixture-site.ts';
import { COMMIT_A, translatedSiteFiles as files } from '../../helpers/translated-site.ts';

async function build() {
  const siteDir = await createFixtureSite(files);
  const outDir = path.join(siteDir, 'dist');
  await buildSite({ rootDir: repoRoot, siteDir, outDir });
  return { siteDir, outDir, page: async (file: string) => cheerio.load(await readOutput(outDir, file)) };
}

describe('the English original on a built site', () => {
  test('a current page says what it translates and links its English page; no callout, no marker', async () => {
    const { page, outDir } = await build();
    const $ = await page('docs/intro.html');
    expect($('.translated-from').text()).toBe('译自英文原文（2026年1月20日的版本，提交 aaaaaaa）');
    expect($('.translated-from a').first().attr('href')).toBe('https://en.example.com/docs/intro/');
    expect($('.translated-from-commit').attr('href')).toBe(`https://github.com/example/cheerio/blob/${COMMIT_A}/website/src/content/docs/intro.md`);
    expect($('.translation-drift')).toHaveLength(0);
    expect($('.drift-marker')).toHaveLength(0);
    expect($('link[rel=canonical]').attr('href')).toBe('https://zh.example.com/docs/intro');
    expect($('meta[property="og:url"]').attr('content')).toBe('https://zh.example.com/docs/intro');
    expect($('link[rel=alternate][hreflang=zh-Hans]').attr('href')).toBe('https://zh.example.com/docs/intro');
    expect($('link[rel=alternate][hreflang=en]').attr('href')).toBe('https://en.example.com/docs/intro/');
    expect($('.navbar-locale-dropdown a[hreflang=en]').first().text()).toBe('English');
    // The Markdown twin ends with the same line.
    expect(await readOutput(outDir, 'docs/intro.md')).toContain('[译自英文原文](https://en.example.com/docs/intro/)（2026年1月20日的版本，提交 [aaaaaaa](');
  });

  test('a drifted, moved page opens with a callout naming the changed section, marks its H2 and links the new English route', async () => {
    const { page, outDir } = await build();
    const $ = await page('docs/advanced/extract.html');
    const callout = $('.translation-drift');
    expect(callout.text()).toContain('英文原文在 2026年8月7日 有更新');
    expect(callout.find('li').map((_, item) => $(item).text()).get()).toEqual(['嵌套对象']);
    expect(callout.find('li a').attr('href')).toBe('#nested');
    expect(callout.find('a[href*="/compare/"]').attr('href')).toBe('https://github.com/example/cheerio/compare/aaaaaaaaaaaa...bbbbbbbbbbbb');
    expect($('h2#nested .drift-marker').text()).toBe('英文已更新');
    expect($('h1 .drift-marker')).toHaveLength(0);
    expect($('link[rel=alternate][hreflang=en]').attr('href')).toBe('https://en.example.com/docs/basics/extract/');
    expect($('.navbar-locale-dropdown a[hreflang=en]').first().attr('href')).toBe('https://en.example.com/docs/basics/extract/');
    // The twin keeps the heading as written.
    expect(await readOutput(outDir, 'docs/advanced/extract.md')).toContain('## 嵌套对象\n');
  });

  test('a page the English site does not have: no hreflang="en", and the menu links the English docs home, labelled so', async () => {
    const { page } = await build();
    for (const file of ['about.html', 'search.html', '404.html']) {
      const $ = await page(file);
      expect($('link[rel=alternate][hreflang=en]')).toHaveLength(0);
      expect($('.navbar-locale-dropdown a[hreflang=en]').first().attr('href')).toBe('https://en.example.com/docs/intro/');
      expect($('.navbar-locale-dropdown a[hreflang=en]').first().text()).toBe('English（英文文档首页）');
      expect($('.translated-from')).toHaveLength(0);
    }
  });

  test('the build reads the lock offline: a build that may not open a connection succeeds and tried none', async () => {
    const siteDir = await createFixtureSite(files);
    const guard = path.join(siteDir, 'no-network.mjs');
    await fs.writeFile(guard, [
      "import dns from 'node:dns'; import net from 'node:net';",
      "const refuse = (what) => { process.stderr.write(`NETWORK ${what}\\n`); throw new Error(`network use: ${what}`); };",
      "net.Socket.prototype.connect = function (options) { refuse(`connect ${JSON.stringify(options)}`); };",
      "dns.lookup = (host) => refuse(`lookup ${host}`);",
      "globalThis.fetch = (url) => refuse(`fetch ${url}`);",
    ].join('\n'));
    // The deploy passes the host's own origin with --url.
    const outDir = path.join(siteDir, 'dist');
    const result = spawnSync(process.execPath, ['--import', guard, path.join(repoRoot, 'bin/site.mjs'), 'build', '--site', siteDir, '--out', outDir, '--url', 'https://pages.example.org'], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, CI: 'true', NO_COLOR: '1' } });
    expect(result.stderr).not.toContain('NETWORK');
    expect(result.status).toBe(0);
    expect(cheerio.load(await readOutput(outDir, 'docs/intro.html'))('link[rel=canonical]').attr('href')).toBe('https://pages.example.org/docs/intro');
  });
});
