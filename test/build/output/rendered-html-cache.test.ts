import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SiteBuilder } from '../../../build/index.ts';
import { RENDERED_HTML_CACHE_MAX_PAGES } from '../../../build/output/rendered-html-cache.ts';
import { createFixtureSite, readOutput, repoRoot } from '../../helpers/fixture-site.ts';

const intro = '---\nsidebar_position: 1\n---\n# 欢迎\n\n正文。\n';

// One production build of `siteDir` by a new builder, as a new process would make it; returns where the HTML cache is.
async function buildOnce(siteDir: string): Promise<{ outDir: string; htmlCacheFile: string }> {
  const outDir = path.join(siteDir, 'dist');
  const builder = new SiteBuilder({ rootDir: repoRoot, siteDir, outDir });
  try {
    await builder.build();
  } finally {
    await builder.close();
  }
  return { outDir, htmlCacheFile: builder.cacheFiles().renderedHtml };
}

// Adds a mark to every stored page's HTML, keeping the keys (the file: a version line, then `key<TAB>HTML as JSON`
// per page): a build that copies stored HTML shows the mark.
async function markStoredHtml(file: string): Promise<void> {
  const [header, ...entries] = (await fs.readFile(file, 'utf8')).trimEnd().split('\n');
  const marked = entries.map((line) => line.replace('</body>', '<!--STORED-MARK--></body>'));
  await fs.writeFile(file, `${[header, ...marked].join('\n')}\n`);
}

describe('rendered HTML kept on disk between builds', () => {
  test('an unchanged page is copied from the cache; a changed one is rendered again', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': intro, 'content/pages/about.md': '# 关于\n' });
    const { htmlCacheFile } = await buildOnce(siteDir);
    await markStoredHtml(htmlCacheFile);
    await fs.writeFile(path.join(siteDir, 'content/pages/about.md'), '# 关于我们\n');
    const { outDir } = await buildOnce(siteDir);
    // The sidebar and chrome of the docs page do not show the about page, so its stored HTML still fits.
    expect(await readOutput(outDir, 'docs/intro.html')).toContain('<!--STORED-MARK-->');
    const about = await readOutput(outDir, 'about.html');
    expect(about).toContain('关于我们');
    expect(about).not.toContain('<!--STORED-MARK-->');
  });

  test('a damaged cache file is ignored: every page is rendered and the file written anew', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': intro });
    const first = await buildOnce(siteDir);
    const expected = await readOutput(first.outDir, 'docs/intro.html');
    await fs.writeFile(first.htmlCacheFile, '{"version":');
    const second = await buildOnce(siteDir);
    expect(await readOutput(second.outDir, 'docs/intro.html')).toBe(expected);
    const [, ...pages] = (await fs.readFile(second.htmlCacheFile, 'utf8')).trimEnd().split('\n');
    expect(pages.length).toBeGreaterThan(0);
  });

  test('stored values of the wrong shape are rendered again, giving the clean build\'s pages', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': intro, 'content/pages/about.md': '# 关于\n' });
    const first = await buildOnce(siteDir);
    const expected = { intro: await readOutput(first.outDir, 'docs/intro.html'), about: await readOutput(first.outDir, 'about.html') };
    for (const wrong of ['"x"', '7', 'null', '{"html":"<p>"}', '"<!doctype html>']) {
      const [header, ...entries] = (await fs.readFile(first.htmlCacheFile, 'utf8')).trimEnd().split('\n');
      await fs.writeFile(first.htmlCacheFile, `${[header, ...entries.map((line) => `${line.split('\t')[0]}\t${wrong}`)].join('\n')}\n`);
      const { outDir } = await buildOnce(siteDir);
      expect({ intro: await readOutput(outDir, 'docs/intro.html'), about: await readOutput(outDir, 'about.html') }, wrong).toEqual(expected);
    }
  });

  test('a site of more pages than the limit keeps none, and drops what it kept when it was smaller', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': intro });
    const { htmlCacheFile } = await buildOnce(siteDir);
    expect((await fs.stat(htmlCacheFile)).size).toBeGreaterThan(0);
    await fs.mkdir(path.join(siteDir, 'content/pages'), { recursive: true });
    for (let page = 0; page < RENDERED_HTML_CACHE_MAX_PAGES; page++) {
      await fs.writeFile(path.join(siteDir, `content/pages/page-${page}.md`), `# 页面 ${page}\n`);
    }
    const { outDir } = await buildOnce(siteDir);
    expect(await readOutput(outDir, `page-${RENDERED_HTML_CACHE_MAX_PAGES - 1}.html`)).toContain(`页面 ${RENDERED_HTML_CACHE_MAX_PAGES - 1}`);
    await expect(fs.stat(htmlCacheFile)).rejects.toThrow(/ENOENT/);
  });
});
