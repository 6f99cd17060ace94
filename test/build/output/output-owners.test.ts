import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { describe, expect, test } from 'vitest';
import { buildSite, type BuildOptions } from '../../../build/index.ts';
import { createOutputWriter } from '../../../build/output/output-writer.ts';
import { baseConfig, createFixtureSite, readOutput, repoRoot } from '../../helpers/fixture-site.ts';

const site = {
  'content/docs/intro.md': '# 欢迎\n\n正文。\n',
  'content/pages/index.md': '---\nlayout: home\n---\n# 首页\n',
};

async function build(files: Record<string, string>, options: Partial<BuildOptions> = {}) {
  const siteDir = await createFixtureSite({ ...site, ...files });
  const outDir = path.join(siteDir, 'dist');
  const result = await buildSite({ rootDir: repoRoot, siteDir, outDir, ...options });
  return { siteDir, outDir, result, collisions: result.warnings.filter((warning) => warning.code === 'output-collision') };
}

describe('the output writer', () => {
  test('refuses a file outside the output folder, naming it, and writes nothing there', async () => {
    const siteDir = await createFixtureSite({});
    const outDir = path.join(siteDir, 'a', 'dist');
    const writer = await createOutputWriter(outDir, 'atomic');
    for (const file of ['../../escaped.html', '/etc/escaped.html', 'docs/../../escaped.html', 'a\0b.html']) {
      await expect(writer.write(file, 'x'), file).rejects.toThrow(/输出目录之外|不能作为输出目录中的文件/);
    }
    await writer.abort();
    expect((await fs.readdir(siteDir)).sort()).toEqual(['a', 'content']);
  });
});

describe('one owner per output file', () => {
  test('a redirect from a page\'s path is a warning naming its config line, and the page stays', async () => {
    const config = `${baseConfig}redirects:\n  - { from: /docs/intro, to: /docs/other }\n  - { from: /gone, to: /docs/intro }\n`;
    const { outDir, collisions } = await build({ 'content/site.config.yaml': config, 'content/docs/other.md': '# 另一篇\n' });
    expect(collisions).toHaveLength(1);
    expect(collisions[0]).toMatchObject({ key: 'redirects.0.from', line: 22 });
    expect(collisions[0]!.message).toContain('docs/intro.html');
    expect(collisions[0]!.message).toContain('intro.md');
    const $ = cheerio.load(await readOutput(outDir, 'docs/intro.html'));
    expect($('h1').text()).toContain('欢迎');
    expect(await readOutput(outDir, '_redirects')).toBe('/gone /docs/intro 301\n');
    expect(await readOutput(outDir, 'gone.html')).toContain('location.replace');
  });

  test('a file in static/ named like a generated file or a page is a warning, and the build\'s own file is kept', async () => {
    const config = `${baseConfig}redirects:\n  - { from: /gone, to: /docs/intro }\n`;
    const { outDir, collisions } = await build({
      'content/site.config.yaml': config,
      'static/_redirects': '/ /elsewhere 301\n',
      'static/sitemap.xml': '<urlset/>',
      'static/docs/intro.html': 'static copy',
      'static/img/logo.svg': '<svg/>',
    });
    expect(collisions.map((warning) => warning.file.split(path.sep).slice(-2).join('/')).sort()).toEqual(['docs/intro.html', 'static/_redirects', 'static/sitemap.xml']);
    expect(collisions.find((warning) => warning.file.endsWith('_redirects'))!.message).toContain('_redirects');
    expect(await readOutput(outDir, '_redirects')).toBe('/gone /docs/intro 301\n');
    expect(await readOutput(outDir, 'sitemap.xml')).toContain('https://example.com/docs/intro');
    expect(await readOutput(outDir, 'docs/intro.html')).toContain('<html');
    expect(await readOutput(outDir, 'img/logo.svg')).toBe('<svg/>');
  });

  test('a file in static/assets/ or static/search/ is a warning and left out: those folders are cached for a year', async () => {
    const { outDir, collisions } = await build({ 'static/assets/logo.png': 'png', 'static/search/extra.json': '{}', 'static/img/ok.png': 'png' });
    expect(collisions.map((warning) => warning.file.split(path.sep).slice(-2).join('/')).sort()).toEqual(['assets/logo.png', 'search/extra.json']);
    expect(collisions[0]!.message).toContain('内容哈希');
    await expect(fs.stat(path.join(outDir, 'assets/logo.png'))).rejects.toThrow();
    await expect(fs.stat(path.join(outDir, 'search/extra.json'))).rejects.toThrow();
    expect(await readOutput(outDir, 'img/ok.png')).toBe('png');
  });

  test('a collision fails the build under --strict', async () => {
    await expect(build({ 'static/robots.txt': 'User-agent: *\n' }, { strict: true })).rejects.toThrow(/robots\.txt.*output-collision|robots\.txt/);
  });

  test('a page at /404 or /index is a warning naming both files, and the 404 and home pages stay', async () => {
    const { outDir, result } = await build({
      'content/pages/404.md': '# 我的 404\n',
      'content/pages/other.md': '---\nslug: /index\n---\n# 冒名首页\n',
    });
    const duplicates = result.warnings.filter((warning) => warning.code === 'duplicate-route');
    expect(duplicates.map((warning) => path.basename(warning.file)).sort()).toEqual(['404.md', 'other.md']);
    expect(duplicates.find((warning) => warning.file.endsWith('other.md'))!.message).toContain('index.md');
    expect(cheerio.load(await readOutput(outDir, 'index.html'))('h1').text()).toContain('首页');
    expect(cheerio.load(await readOutput(outDir, '404.html'))('body').text()).not.toContain('我的 404');
  });
});
