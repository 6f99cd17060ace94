import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildSite } from '../../build/index.ts';
import { createRandom } from '../../scripts/bench/seeded-random.ts';
import { generateSyntheticSite, syntheticConfig, TYPICAL_PAGE_FILE, writeSyntheticSite } from '../../scripts/bench/synthetic-site.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

const configText = await fs.readFile(path.join(repoRoot, 'content', 'site.config.yaml'), 'utf8');
const docs = (files: Map<string, string>) => [...files].filter(([file]) => file.endsWith('.md'));
const tempDirs: string[] = [];

afterAll(async () => {
  for (const dir of tempDirs) await fs.rm(dir, { recursive: true, force: true });
});

describe('seeded random numbers', () => {
  test('repeat for the same seed and differ for another', () => {
    const sequence = (seed: number) => { const random = createRandom(seed); return Array.from({ length: 5 }, () => random.next()); };
    expect(sequence(7)).toEqual(sequence(7));
    expect(sequence(7)).not.toEqual(sequence(8));
    expect(sequence(7).every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('the synthetic site generator', () => {
  test('generates the same files for the same options', () => {
    expect(generateSyntheticSite({ pages: 50, configText })).toEqual(generateSyntheticSite({ pages: 50, configText }));
    expect(generateSyntheticSite({ pages: 50, configText, seed: 2 })).not.toEqual(generateSyntheticSite({ pages: 50, configText }));
  });

  test('spreads pages over 20 folders, each with a category file', () => {
    const files = generateSyntheticSite({ pages: 100, configText });
    expect(docs(files)).toHaveLength(100);
    const folders = new Set(docs(files).map(([file]) => path.dirname(file)));
    expect(folders.size).toBe(20);
    for (const folder of folders) expect(files.has(`${folder}/_category_.yaml`)).toBe(true);
  });

  test('gives each page front matter, a Chinese H1, H2/H3 headings with English ids and a sibling link', () => {
    const [, page] = docs(generateSyntheticSite({ pages: 40, configText }))[0]!;
    expect(page).toMatch(/^---\nsidebar_position: 1\ndescription: .+\n---\n/);
    expect(page).toMatch(/^# [\u4e00-\u9fff]/m);
    expect(page.match(/^## .+ \{#[a-z0-9-]+\}$/gm)!.length).toBeGreaterThanOrEqual(3);
    expect(page.match(/^### .+ \{#[a-z0-9-]+\}$/gm)!.length).toBeGreaterThanOrEqual(2);
    expect(page).toContain('](./page-00021.md#overview)');
  });

  test('weighs each page like a real tutorial: 4–5 KB of Chinese and English with a table, two lists and three code blocks', () => {
    const pages = docs(generateSyntheticSite({ pages: 200, configText })).map(([, page]) => page);
    const sizes = pages.map((page) => Buffer.byteLength(page));
    const mean = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
    expect(mean).toBeGreaterThan(4_000);
    expect(mean).toBeLessThan(5_200);
    expect(Math.min(...sizes)).toBeGreaterThan(3_500);
    expect(Math.max(...sizes)).toBeLessThan(6_500);
    for (const page of pages) {
      const blocks = [...page.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map(([, language, code]) => ({ language, lines: code!.split('\n').length - 1 }));
      expect(blocks.map((block) => block.language)).toEqual(['js', 'ts', 'html']);
      const [js, ts, html] = blocks.map((block) => block.lines);
      expect(js).toBeGreaterThanOrEqual(8);
      expect(js).toBeLessThanOrEqual(12);
      expect(ts).toBeGreaterThanOrEqual(14);
      expect(ts).toBeLessThanOrEqual(18);
      expect(html).toBeGreaterThanOrEqual(8);
      expect(html).toBeLessThanOrEqual(12);
      const prose = page.replace(/^```\w+\n[\s\S]*?^```$/gm, '');
      expect(prose).toMatch(/^\| 方法 \| 作用 \| 返回值 \|\n\| --- \| --- \| --- \|\n(\| .+ \|\n){4,}/m);
      expect(prose).toMatch(/^(- .+\n){3,}/m);
      expect(prose).toMatch(/^(\d\. .+\n){3,}/m);
      expect(prose).toMatch(/[\u4e00-\u9fff]/);
      expect(prose).toMatch(/The `\w+` method|CSS selector/);
    }
  });

  test('gives every code block its own text, so the highlighter cache cannot skip the work', () => {
    const blocks = docs(generateSyntheticSite({ pages: 300, configText })).flatMap(([, page]) => page.match(/^```\w+\n[\s\S]*?^```$/gm) ?? []);
    expect(blocks).toHaveLength(900);
    expect(new Set(blocks).size).toBe(blocks.length);
  });

  test('writes the page the benchmark weighs with the same Markdown at 100 and at 5,000 pages', () => {
    const source = `content/${TYPICAL_PAGE_FILE.replace(/\.html$/, '.md')}`;
    const small = generateSyntheticSite({ pages: 100, configText }).get(source);
    expect(small).toMatch(/^---\nsidebar_position: 1\n/);
    expect(generateSyntheticSite({ pages: 5000, configText }).get(source)).toBe(small);
  });

  test('keeps the real config but drops redirects and non-link navbar items', () => {
    const config = syntheticConfig(configText);
    expect(config).toMatch(/^redirects: \[\]$/m);
    expect(config).not.toContain('docId');
    expect(config).toContain('title: Cheerio 中文文档');
  });

  test('produces a 30-page site that builds without warnings, even with --strict', async () => {
    const siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-bench-test-'));
    tempDirs.push(siteDir);
    await writeSyntheticSite(siteDir, generateSyntheticSite({ pages: 30, configText }), path.join(repoRoot, 'static'));
    const result = await buildSite({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dist'), strict: true });
    expect(result.routes).toContain('/docs/topic-01/page-00001');
    expect(result.routes.filter((route) => route.startsWith('/docs/category/'))).toHaveLength(20);
    expect(result.warnings.map((warning) => warning.message)).toEqual([]);
  });
});
