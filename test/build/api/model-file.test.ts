// The checked-in API model: a build reads content/api/model.json as it is, and fails naming that file and
// `npm run api:extract` when it is missing, damaged, or made for another cheerio or extractor version.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { BuildError } from '../../../build/diagnostics.ts';
import { cheerioPackageRoot } from '../../../build/api/index.ts';
import { EXTRACTOR_VERSION, type ApiModel } from '../../../build/api/model.ts';
import { formatModelFile, loadApiModel, modelFilePath } from '../../../build/api/model-file.ts';

const rootDir = path.resolve(fileURLToPath(new URL('../../../', import.meta.url)));
const packageRoot = cheerioPackageRoot(rootDir);
const checkedIn = JSON.parse(readFileSync(path.join(rootDir, 'content/api/model.json'), 'utf8')) as ApiModel;
const folders: string[] = [];
// A content folder whose api/model.json holds `text`, or none when `text` is undefined.
const contentWith = (text: string | undefined) => {
  const contentDir = mkdtempSync(path.join(tmpdir(), 'api-model-'));
  folders.push(contentDir);
  mkdirSync(path.join(contentDir, 'api'));
  if (text !== undefined) writeFileSync(modelFilePath(contentDir), text);
  return contentDir;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

// The error loadApiModel throws for a content folder, checked to be a BuildError about the model file.
async function failure(contentDir: string): Promise<BuildError> {
  const error = await loadApiModel(packageRoot, contentDir).then(() => undefined, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(BuildError);
  expect((error as BuildError).location.file).toBe(modelFilePath(contentDir));
  expect((error as BuildError).message).toContain(path.join('api', 'model.json'));
  expect((error as BuildError).message).toContain('npm run api:extract');
  return error as BuildError;
}

describe('loadApiModel', () => {
  test('reads the checked-in model of the installed cheerio', async () => {
    const model = await loadApiModel(packageRoot, path.join(rootDir, 'content'));
    expect(model).toEqual(checkedIn);
    expect(model.cheerioVersion).toBe('1.2.0');
    expect(model.extractorVersion).toBe(EXTRACTOR_VERSION);
  });

  test('the checked-in file is in the format api:extract writes', () => {
    expect(readFileSync(path.join(rootDir, 'content/api/model.json'), 'utf8')).toBe(formatModelFile(checkedIn));
  });

  test('fails naming the file when it is missing', async () => {
    expect((await failure(contentWith(undefined))).message).toMatch(/缺少 API 模型文件（已安装的是 cheerio 1\.2\.0）/);
  });

  test('fails when the model was made for another cheerio version', async () => {
    const error = await failure(contentWith(formatModelFile({ ...checkedIn, cheerioVersion: '1.1.2' })));
    expect(error.message).toMatch(/API 模型是为 cheerio 1\.1\.2 生成的，但已安装的是 cheerio 1\.2\.0/);
  });

  test('fails when the model was made by another extractor version', async () => {
    const error = await failure(contentWith(formatModelFile({ ...checkedIn, extractorVersion: EXTRACTOR_VERSION - 1 })));
    expect(error.message).toMatch(new RegExp(`第 ${EXTRACTOR_VERSION - 1} 版提取器生成，当前提取器是第 ${EXTRACTOR_VERSION} 版`));
  });

  test('fails when the file is not JSON', async () => {
    expect((await failure(contentWith('{"cheerioVer'))).message).toMatch(/API 模型文件不是有效的 JSON/);
  });
});
