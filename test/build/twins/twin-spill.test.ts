// A one-off build that compiles in workers starts its Markdown twins there before the pages render, and keeps their
// bodies in its spill until llms-full.txt is written (in memory for a site of this size, in the file for one of more
// than 2,000 files, as this test makes it): the twins read back whole, and the same builder builds again after closing it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, vi } from 'vitest';
import { SiteBuilder } from '../../../build/index.ts';
import { createFixtureSite, readOutput, repoRoot } from '../../helpers/fixture-site.ts';

// Whether the spill keeps its texts in the file, as a build of more than LARGE_BUILD_FILES files does, whatever its size.
const spillMode = vi.hoisted(() => ({ onDisk: false }));
vi.mock('../../../build/content/html-spill.ts', async (importOriginal) => {
  const spill = await importOriginal<typeof import('../../../build/content/html-spill.ts')>();
  return { ...spill, createHtmlSpill: (dir: string, options?: { inMemory?: boolean }) => spill.createHtmlSpill(dir, spillMode.onDisk ? {} : options) };
});

// Enough Markdown for the compile pool (600,000 characters), without code: no highlighter starts.
const PAGES = 40;
const page = (number: number) => {
  const paragraph = `第 ${number} 篇的段落：用 \`load\` 加载文档，再用选择器找到元素。Cheerio parses markup and offers an API for traversing it.\n\n`;
  return `---\nsidebar_position: ${number}\ndescription: 第 ${number} 篇\n---\n\n# 第 ${number} 篇\n\n## 用法 {#usage}\n\n${paragraph.repeat(170)}`;
};

test.each([false, true])('a pooled one-off build writes every twin whole, and its builder builds again after close (spill on disk: %s)', async (onDisk) => {
  spillMode.onDisk = onDisk;
  const files = Object.fromEntries(Array.from({ length: PAGES }, (_, index) => [`content/docs/page-${index + 1}.md`, page(index + 1)]));
  const siteDir = await createFixtureSite({ ...files, 'content/docs/intro.md': '---\nsidebar_position: 0\n---\n# 简介\n\n正文。\n' });
  const outDir = path.join(siteDir, 'dist');
  const builder = new SiteBuilder({ rootDir: repoRoot, siteDir, outDir }, { keepWorkers: false });
  try {
    const first = await builder.build();
    expect(first.compileWorkers).toBeGreaterThan(0);
    expect(first.timings.map(({ name }) => name)).toContain('start markdown twins');
    const twin = await readOutput(outDir, 'docs/page-7.md');
    expect(twin).toMatch(/^---\ntitle: "第 7 篇"\ndescription: "第 7 篇"\n---\n\n/);
    expect(twin.split('第 7 篇的段落').length - 1).toBe(170);
    const llmsFull = await readOutput(outDir, 'llms-full.txt');
    for (let number = 1; number <= PAGES; number++) expect(llmsFull).toContain(`第 ${number} 篇的段落`);
    await builder.close();

    // The twins of the closed spill are forgotten: this build takes them from the twin cache on disk.
    const second = await builder.build();
    expect(second.compileWorkers).toBe(0);
    expect(await readOutput(outDir, 'docs/page-7.md')).toBe(twin);
    expect(await readOutput(outDir, 'llms-full.txt')).toBe(llmsFull);
  } finally {
    await builder.close();
    await fs.rm(siteDir, { recursive: true, force: true });
  }
});
