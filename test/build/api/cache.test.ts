// The model cache: a cold cache runs the extractor once and writes the model; a warm one is read
// back without extracting; a damaged cache file is rebuilt.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { loadApiModel, modelCacheFile } from '../../../build/api/cache.ts';
import { cheerioPackageRoot } from '../../../build/api/index.ts';

const rootDir = path.resolve(fileURLToPath(new URL('../../../', import.meta.url)));
const packageRoot = cheerioPackageRoot(rootDir);
const folders: string[] = [];
const freshCacheDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'api-cache-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('loadApiModel', () => {
  test('extracts on a cold cache, then reads the cached model keyed by the cheerio version', async () => {
    const cacheDir = freshCacheDir();
    const cold = await loadApiModel(packageRoot, cacheDir);
    expect(cold.extracted).toBe(true);
    const file = modelCacheFile(cacheDir, cold.model.cheerioVersion);
    expect(path.basename(file)).toMatch(/^api-model-1\.2\.0-\d+\.json$/);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(cold.model);
    const warm = await loadApiModel(packageRoot, cacheDir);
    expect(warm).toEqual({ model: cold.model, extracted: false });
  });

  test('removes the models of other versions when it extracts', async () => {
    const cacheDir = freshCacheDir();
    writeFileSync(path.join(cacheDir, 'api-model-1.1.2-1.json'), '{}');
    await loadApiModel(packageRoot, cacheDir);
    expect(readdirSync(cacheDir).filter((name) => name.startsWith('api-model-'))).toHaveLength(1);
  });

  test('rebuilds a damaged cache file', async () => {
    const cacheDir = freshCacheDir();
    const { model } = await loadApiModel(packageRoot, cacheDir);
    writeFileSync(modelCacheFile(cacheDir, model.cheerioVersion), '{"cheerioVer');
    const again = await loadApiModel(packageRoot, cacheDir);
    expect(again.extracted).toBe(true);
    expect(again.model).toEqual(model);
  });
});
