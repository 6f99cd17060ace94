import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildSite } from '../../../build/index.ts';
import { createFixtureSite, repoRoot } from '../../helpers/fixture-site.ts';

// A site with the real API translations, one of which has been taken out.
async function siteMissingOneTranslation(): Promise<string> {
  const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' });
  await fs.cp(path.join(repoRoot, 'content/api'), path.join(siteDir, 'content/api'), { recursive: true });
  const file = path.join(siteDir, 'content/api/zh-Hans/functions/merge.yaml');
  const text = await fs.readFile(file, 'utf8');
  // Drop the first top-level key (the function's own description) and its block.
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^merge:/.test(line));
  let end = start + 1;
  while (end < lines.length && (lines[end]!.startsWith(' ') || lines[end] === '')) end++;
  await fs.writeFile(file, [...lines.slice(0, start), ...lines.slice(end)].join('\n'));
  return siteDir;
}

describe('API translation coverage in a build', () => {
  test('a missing translation is reported, and fails the build only with --strict', async () => {
    const siteDir = await siteMissingOneTranslation();
    const lines: string[] = [];
    const logger = { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line), error: () => {}, progress: () => {} };
    const result = await buildSite({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dist'), logger });
    expect(result.routes).toContain('/docs/api/functions/merge');
    const table = lines.find((line) => line.startsWith('API 翻译覆盖率'));
    expect(table).toMatch(/^API 翻译覆盖率：379 \/ 380/);
    expect(table).toMatch(/functions\/merge\s+3 \/ 4\s+75%/);
    await expect(buildSite({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dist-strict'), strict: true, logger }))
      .rejects.toThrow(/API 翻译覆盖率：379 \/ 380，--strict 要求全部翻译；未翻译的键在 functions\/merge/);
  });
});

describe('the checked-in API model in a build', () => {
  test('a build fails naming content/api/model.json when it is missing or for another cheerio', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' });
    await fs.cp(path.join(repoRoot, 'content/api'), path.join(siteDir, 'content/api'), { recursive: true });
    const modelFile = path.join(siteDir, 'content/api/model.json');
    const model = JSON.parse(await fs.readFile(modelFile, 'utf8')) as { cheerioVersion: string };
    const logger = { info: () => {}, warn: () => {}, error: () => {}, progress: () => {} };
    await fs.writeFile(modelFile, JSON.stringify({ ...model, cheerioVersion: '1.1.2' }));
    await expect(buildSite({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dist'), logger }))
      .rejects.toThrow(/content\/api\/model\.json: API 模型是为 cheerio 1\.1\.2 生成的，但已安装的是 cheerio 1\.2\.0；请运行 `npm run api:extract`/);
    await fs.rm(modelFile);
    await expect(buildSite({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dist'), logger }))
      .rejects.toThrow(/content\/api\/model\.json: 缺少 API 模型文件.*请运行 `npm run api:extract` 重新生成并提交它/);
  });
});
