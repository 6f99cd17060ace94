import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatOutputSummary, summariseOutput } from '../../../build/output/output-summary.ts';

describe('the build summary', () => {
  test('counts files and bytes and names the largest pages, largest first', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summary-'));
    await fs.mkdir(path.join(dir, 'docs'));
    await fs.writeFile(path.join(dir, 'index.html'), 'x'.repeat(2048));
    await fs.writeFile(path.join(dir, 'docs/big.html'), 'x'.repeat(4096));
    await fs.writeFile(path.join(dir, 'app.js'), 'x'.repeat(8192));
    const summary = await summariseOutput(dir);
    expect(summary).toEqual({ files: 3, totalBytes: 14336, largestPages: [{ file: 'docs/big.html', bytes: 4096 }, { file: 'index.html', bytes: 2048 }] });
    expect(formatOutputSummary({ routes: 2, warnings: 1, durationMs: 1234 }, summary)).toBe([
      '| 项目 | 数值 |', '| --- | --- |', '| 路由 | 2 |', '| 警告 | 1 |', '| 用时 | 1.23 秒 |', '| 输出 | 3 个文件，共 14.0 KB |',
      '| 最大的页面 | docs/big.html（4.0 KB） |', '|  | index.html（2.0 KB） |',
    ].join('\n'));
  });
});
