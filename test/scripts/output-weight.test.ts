import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { measureOutputWeight } from '../../scripts/bench/output-weight.ts';

const tempDirs: string[] = [];
afterAll(async () => {
  for (const dir of tempDirs) await fs.rm(dir, { recursive: true, force: true });
});

test('weighs every file of an output and one page\'s HTML with its docs sidebar', async () => {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-bench-output-'));
  tempDirs.push(outDir);
  const sidebar = '<nav class="doc-sidebar" aria-label="文档侧边栏"><ul><li><a href="/docs/a">甲</a></li><li><a href="/docs/b">乙</a></li></ul></nav>';
  const page = `<!DOCTYPE html><html><head><title>页</title></head><body>${sidebar}<main><p>正文</p></main></body></html>`;
  const files: Record<string, string> = { 'docs/topic-01/page.html': page, 'assets/main.js': 'console.log(1);', 'search/index.json': '{}' };
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await fs.writeFile(path.join(outDir, file), text);
  }
  expect(await measureOutputWeight(outDir, 'docs/topic-01/page.html')).toEqual({
    totalBytes: Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    files: 3,
    typicalPage: { file: 'docs/topic-01/page.html', htmlBytes: Buffer.byteLength(page), sidebarBytes: Buffer.byteLength(sidebar), sidebarLinks: 2 },
  });
});
