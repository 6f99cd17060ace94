// `npm run api:check`'s model half on temporary copies: the checked-in model passes against the same model,
// and a stale, missing or damaged copy fails with a message naming the file, the changed symbols and the fix.
// (That the real file equals the extractor's output is asserted in extract.test.ts, which runs the extractor.)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { checkModelFile } from '../../../build/api/check.ts';
import type { ApiModel } from '../../../build/api/model.ts';
import { formatModelFile, modelFilePath } from '../../../build/api/model-file.ts';

const contentDir = path.resolve(fileURLToPath(new URL('../../../content', import.meta.url)));
const model = JSON.parse(readFileSync(modelFilePath(contentDir), 'utf8')) as ApiModel;
const folders: string[] = [];
// A temporary copy of content/api/, to be damaged by the test.
const copyOfContent = () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'api-check-'));
  folders.push(copy);
  cpSync(path.join(contentDir, 'api'), path.join(copy, 'api'), { recursive: true });
  return copy;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('checkModelFile', () => {
  test('passes when the file is exactly the extracted model', async () => {
    expect(await checkModelFile(copyOfContent(), model)).toEqual({ ok: true });
  });

  test('fails on a stale model, naming the file and the symbols that changed', async () => {
    const copy = copyOfContent();
    const stale: ApiModel = {
      ...model,
      symbols: model.symbols
        .filter((symbol) => symbol.name !== 'merge')
        .map((symbol) => (symbol.name === 'contains' ? { ...symbol, comment: { ...symbol.comment, summary: 'Outdated text.' } } : symbol)),
    };
    writeFileSync(modelFilePath(copy), formatModelFile(stale));
    const result = await checkModelFile(copy, model);
    expect(result.ok).toBe(false);
    const problem = result.ok ? '' : result.problem;
    expect(problem).toContain(path.join('api', 'model.json'));
    expect(problem).toContain('有差异的符号：contains、merge');
    expect(problem).toContain('请运行 `npm run api:extract` 重新生成并提交它');
  });

  test('fails on a model of another cheerio version', async () => {
    const copy = copyOfContent();
    writeFileSync(modelFilePath(copy), formatModelFile({ ...model, cheerioVersion: '1.1.2' }));
    const result = await checkModelFile(copy, model);
    expect(result.ok ? '' : result.problem).toMatch(/文件是为 cheerio 1\.1\.2（提取器第 \d+ 版）生成的）；请运行 `npm run api:extract`/);
  });

  test('fails when the file is missing or not JSON', async () => {
    const missing = copyOfContent();
    rmSync(modelFilePath(missing));
    expect(await checkModelFile(missing, model)).toMatchObject({ ok: false, problem: expect.stringMatching(/^缺少 .*model\.json；请运行/) });
    const damaged = copyOfContent();
    writeFileSync(modelFilePath(damaged), '{"cheerioVer');
    expect(await checkModelFile(damaged, model)).toMatchObject({ ok: false, problem: expect.stringMatching(/model\.json 不是有效的 JSON/) });
  });
});
