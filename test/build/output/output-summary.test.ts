import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, test } from 'vitest';
import { buildSite } from '../../../build/index.ts';
import { formatOutputSummary, summariseOutput } from '../../../build/output/output-summary.ts';
import { createOutputWriter } from '../../../build/output/output-writer.ts';
import { createFixtureSite, repoRoot } from '../../helpers/fixture-site.ts';

// Every file under `dir` by its size, the way a reader of the folder sees it.
async function walk(dir: string): Promise<Map<string, number>> {
  const entries = await fg('**/*', { cwd: dir, dot: true, stats: true });
  return new Map(entries.map((entry) => [entry.path, entry.stats!.size]));
}

describe('the build summary', () => {
  test('counts files and bytes and names the largest pages, largest first (of the same size, in path order)', () => {
    const summary = summariseOutput(new Map([['index.html', 2048], ['docs/big.html', 4096], ['app.js', 8192], ['docs/b.html', 1024], ['docs/a.html', 1024]]));
    expect(summary).toEqual({
      files: 5, totalBytes: 16384,
      largestPages: [{ file: 'docs/big.html', bytes: 4096 }, { file: 'index.html', bytes: 2048 }, { file: 'docs/a.html', bytes: 1024 }, { file: 'docs/b.html', bytes: 1024 }],
    });
    expect(formatOutputSummary({ routes: 2, warnings: 1, durationMs: 1234 }, summariseOutput(new Map([['index.html', 2048], ['docs/big.html', 4096], ['app.js', 8192]])))).toBe([
      '| 项目 | 数值 |', '| --- | --- |', '| 路由 | 2 |', '| 警告 | 1 |', '| 用时 | 1.23 秒 |', '| 输出 | 3 个文件，共 14.0 KB |',
      '| 最大的页面 | docs/big.html（4.0 KB） |', '|  | index.html（2.0 KB） |',
    ].join('\n'));
  });

  test('a writer\'s summary is what its committed folder holds: files written twice, removed, and copied over', async () => {
    const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'summary-'));
    const source = path.join(parent, 'static');
    await fs.mkdir(path.join(source, 'img'), { recursive: true });
    await fs.writeFile(path.join(source, 'img/logo.svg'), '<svg/>');
    await fs.writeFile(path.join(source, 'robots.txt'), 'User-agent: *\n');
    await fs.writeFile(path.join(source, '.nojekyll'), '');
    const outDir = path.join(parent, 'dist');
    const writer = await createOutputWriter(outDir, 'atomic');
    await writer.write('index.html', '<p>首页</p>');
    await writer.write('docs/intro.html', 'x'.repeat(100));
    await writer.write('docs/intro.html', '<p>简介，第二次写</p>');
    await writer.write('robots.txt', 'replaced by the static file');
    await writer.write('gone.html', '<p>');
    await writer.remove('gone.html');
    await writer.write('search/shard-0.json', new Uint8Array([1, 2, 3]));
    await writer.copyFolder(source);
    await writer.copyFolder(path.join(parent, 'no-such-folder'));
    const summary = writer.summary();
    await writer.commit();
    expect(summary).toEqual(summariseOutput(await walk(outDir)));
    expect(summary.files).toBe(6);
  });

  test('a build reports the summary of the folder it leaves', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n\n正文。\n', 'static/img/logo.svg': '<svg/>' });
    const outDir = path.join(siteDir, 'dist');
    const result = await buildSite({ rootDir: repoRoot, siteDir, outDir });
    expect(result.output).toEqual(summariseOutput(await walk(outDir)));
    expect(result.output.largestPages.length).toBeGreaterThan(0);
  });
});
