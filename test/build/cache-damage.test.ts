// Caches cannot lie: whatever a cache file holds, a build gives the output of a clean build.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import { SiteBuilder } from '../../build/index.ts';
import { createFixtureSite, repoRoot } from '../helpers/fixture-site.ts';

test('values of the wrong shape in the page store and the code-block cache are made again, never trusted', async () => {
  const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 欢迎\n\n正文。\n\n```js\nconst a = 1;\n```\n', 'content/pages/about.md': '# 关于\n' });
  const outDir = path.join(siteDir, 'dist');
  const buildOnce = async () => {
    const builder = new SiteBuilder({ rootDir: repoRoot, siteDir, outDir });
    try {
      await builder.build();
    } finally {
      await builder.close();
    }
    return builder.cacheFiles();
  };
  const outputs = async () => Object.fromEntries(await Promise.all(['docs/intro.html', 'docs/intro.md', 'about.html', 'about.md']
    .map(async (file) => [file, await fs.readFile(path.join(outDir, file), 'utf8')] as const)));
  const files = await buildOnce();
  const clean = await outputs();
  // A keyed-lines cache file with every value replaced; the page store with every page's facts replaced.
  const damage = async (cacheFile: string, wrong: string) => {
    if (cacheFile === files.pages) {
      const facts = (await fs.readdir(cacheFile)).filter((name) => name.endsWith('.json'));
      expect(facts.length, cacheFile).toBeGreaterThan(0);
      for (const name of facts) await fs.writeFile(path.join(cacheFile, name), wrong);
      return;
    }
    const [header, ...entries] = (await fs.readFile(cacheFile, 'utf8')).trimEnd().split('\n');
    expect(entries.length, cacheFile).toBeGreaterThan(0);
    await fs.writeFile(cacheFile, `${[header, ...entries.map((line) => `${line.split('\t')[0]}\t${wrong}`)].join('\n')}\n`);
  };
  // The code blocks are read only when a file is compiled again, so they are damaged with the compiled pages.
  for (const cacheFiles of [[files.pages], [files.pages, files.codeBlocks]]) {
    for (const wrong of ['"x"', '7', '{}', '[]', '{"p":[],"n":["div",5]}', '{"p":[{}],"n":["span",0,"x"]}']) {
      for (const cacheFile of cacheFiles) await damage(cacheFile, wrong);
      await buildOnce();
      expect(await outputs(), `${cacheFiles.map((file) => path.basename(file)).join(', ')}: ${wrong}`).toEqual(clean);
    }
  }
  // A page's body or Markdown cut short (a disk that filled up) is compiled again too.
  for (const extension of ['.html', '.md']) {
    for (const name of (await fs.readdir(files.pages)).filter((file) => file.endsWith(extension))) {
      const body = await fs.readFile(path.join(files.pages, name), 'utf8');
      await fs.writeFile(path.join(files.pages, name), body.slice(0, body.length / 2));
    }
    await buildOnce();
    expect(await outputs(), extension).toEqual(clean);
  }
}, 120_000);

test('a cache file that cannot be written (a full disk; here a folder in its place) only loses the cache, with one warning line', async () => {
  const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 欢迎\n\n正文。\n', 'content/pages/about.md': '# 关于\n' });
  const outDir = path.join(siteDir, 'dist');
  const warnings: string[] = [];
  const logger = { info() {}, warn: (message: string) => void warnings.push(message), error() {}, progress() {} };
  const buildOnce = async () => {
    const builder = new SiteBuilder({ rootDir: repoRoot, siteDir, outDir, logger });
    try {
      await builder.build();
    } finally {
      await builder.close();
    }
    return builder.cacheFiles();
  };
  const files = await buildOnce();
  const clean = await fs.readFile(path.join(outDir, 'docs/intro.html'), 'utf8');
  for (const cacheFile of [files.search, files.renderedHtml]) {
    await fs.rm(cacheFile, { force: true });
    await fs.mkdir(path.join(cacheFile, 'in-the-way'), { recursive: true });
  }
  try {
    await buildOnce();
    expect(await fs.readFile(path.join(outDir, 'docs/intro.html'), 'utf8')).toBe(clean);
    for (const cacheFile of [files.search, files.renderedHtml]) {
      expect(warnings.filter((line) => line.includes(path.basename(cacheFile))), path.basename(cacheFile)).toHaveLength(1);
    }
  } finally {
    for (const cacheFile of [files.search, files.renderedHtml]) await fs.rm(cacheFile, { recursive: true, force: true });
  }
}, 60_000);
