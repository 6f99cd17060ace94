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
  // A keyed-lines cache file with every value replaced; the page store with every page's facts (its first line) replaced.
  const storedPages = async () => (await fs.readdir(files.pages)).filter((name) => name.endsWith('.page')).map((name) => path.join(files.pages, name));
  const damage = async (cacheFile: string, wrong: string) => {
    if (cacheFile === files.pages) {
      const pages = await storedPages();
      expect(pages.length, cacheFile).toBeGreaterThan(0);
      for (const page of pages) {
        const text = await fs.readFile(page, 'utf8');
        await fs.writeFile(page, `${wrong}${text.slice(text.indexOf('\n'))}`);
      }
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
  // A page's file cut short (a disk that filled up) in its body, its Markdown or its searchable blocks is compiled again too.
  for (const kept of [0.3, 0.6, 0.95]) {
    for (const page of await storedPages()) {
      const bytes = await fs.readFile(page);
      await fs.writeFile(page, bytes.subarray(0, Math.floor(bytes.length * kept)));
    }
    await buildOnce();
    expect(await outputs(), `cut to ${kept}`).toEqual(clean);
  }
}, 120_000);

test('a cache that cannot be written (a full disk; here a folder in a file\'s place, a file in a folder\'s) only loses the cache, with one warning line', async () => {
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
  await fs.rm(files.renderedHtml, { force: true });
  await fs.mkdir(path.join(files.renderedHtml, 'in-the-way'), { recursive: true });
  // The search files are kept in a folder: a file stands in its place.
  await fs.rm(files.search, { recursive: true, force: true });
  await fs.writeFile(files.search, 'in the way');
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
