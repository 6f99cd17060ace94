// The executor decides threads, never output: a site built in this thread and with two workers is the same site,
// twins and llms-full.txt included, and a builder whose workers were stopped builds again alike.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { SiteBuilder } from '../../../build/index.ts';
import { compareDistFolders } from '../../../scripts/diff-dist/compare.ts';
import { createFixtureSite, readOutput, repoRoot } from '../../helpers/fixture-site.ts';

// Enough Markdown for workers (600,000 characters), with links, code and a post.
const PAGES = 40;
const page = (number: number) => {
  const paragraph = `第 ${number} 篇的段落：用 \`load\` 加载文档，再用[选择器](./page-${(number % PAGES) + 1}.md)找到元素。Cheerio parses markup.\n\n`;
  return `---\nsidebar_position: ${number}\ndescription: 第 ${number} 篇\n---\n\n# 第 ${number} 篇\n\n## 用法 {#usage}\n\n${paragraph.repeat(170)}\n\`\`\`js\nconst page = ${number};\n\`\`\`\n`;
};
const files = {
  ...Object.fromEntries(Array.from({ length: PAGES }, (_, index) => [`content/docs/page-${index + 1}.md`, page(index + 1)])),
  'content/docs/intro.md': '---\nsidebar_position: 0\n---\n# 简介\n\n正文，见[第一篇](./page-1.md)。\n',
  'content/blog/2026-01-01-hello.md': '---\ntitle: 你好\nauthors: []\n---\n\n第一篇文章。\n\n<!-- truncate -->\n\n正文。\n',
};

const sites: string[] = [];
afterAll(async () => {
  for (const site of sites) await fs.rm(site, { recursive: true, force: true });
});

async function buildWith(threads: number): Promise<{ outDir: string; builder: SiteBuilder; workers: number }> {
  const siteDir = await createFixtureSite(files);
  sites.push(siteDir);
  const outDir = path.join(siteDir, 'dist');
  const builder = new SiteBuilder({ rootDir: repoRoot, siteDir, outDir, threads });
  const result = await builder.build();
  return { outDir, builder, workers: result.compileWorkers };
}

test('a site built in this thread and with two workers is byte for byte the same', async () => {
  const inline = await buildWith(0);
  await inline.builder.close();
  const pooled = await buildWith(2);
  try {
    expect([inline.workers, pooled.workers]).toEqual([0, 2]);
    const { onlyInA, onlyInB, changed, identicalCount } = await compareDistFolders(inline.outDir, pooled.outDir);
    expect({ onlyInA, onlyInB, changed }).toEqual({ onlyInA: [], onlyInB: [], changed: [] });
    expect(identicalCount).toBeGreaterThan(PAGES * 2);
    const twin = await readOutput(pooled.outDir, 'docs/page-7.md');
    expect(twin).toMatch(/^---\ntitle: "第 7 篇"\ndescription: "第 7 篇"\n---\n\n/);
    expect(twin.split('第 7 篇的段落').length - 1).toBe(170);

    // Its workers stopped, the builder builds again from its caches, to the same files.
    await pooled.builder.close();
    const llmsFull = await readOutput(pooled.outDir, 'llms-full.txt');
    const again = await pooled.builder.build();
    expect(again.compileWorkers).toBe(0);
    expect(await readOutput(pooled.outDir, 'docs/page-7.md')).toBe(twin);
    expect(await readOutput(pooled.outDir, 'llms-full.txt')).toBe(llmsFull);
  } finally {
    await pooled.builder.close();
  }
});
