// The API model cache: the extractor runs once per cheerio version and extractor version, and its
// output is kept under node_modules/.cache, so a warm build never loads the TypeScript compiler.
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EXTRACTOR_VERSION, type ApiModel } from './model.ts';

/** The cache file for a cheerio version. */
export function modelCacheFile(cacheDir: string, cheerioVersion: string): string {
  return path.join(cacheDir, `api-model-${cheerioVersion}-${EXTRACTOR_VERSION}.json`);
}

/** What loading the model did, for the build log and the benchmark. */
export interface LoadedModel {
  model: ApiModel;
  /** True when the extractor ran (cold cache). */
  extracted: boolean;
}

/** Returns the cached model of the installed cheerio, extracting and caching it on first use. */
export async function loadApiModel(packageRoot: string, cacheDir: string): Promise<LoadedModel> {
  const manifest = JSON.parse(await readFile(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
  const file = modelCacheFile(cacheDir, manifest.version);
  const cached = await readFile(file, 'utf8').catch(() => undefined);
  if (cached !== undefined) {
    try {
      const model = JSON.parse(cached) as ApiModel;
      if (model.cheerioVersion === manifest.version && model.extractorVersion === EXTRACTOR_VERSION) return { model, extracted: false };
    } catch {
      // A torn or hand-edited cache file is simply rebuilt.
    }
  }
  // Loaded lazily: the TypeScript compiler is large and only a cold cache needs it.
  const { extractApiModel } = await import('./extract.ts');
  const model = extractApiModel({ packageRoot });
  await writeModelCache(file, model);
  await removeOtherModelCaches(cacheDir, path.basename(file));
  return { model, extracted: true };
}

// Models of other cheerio or extractor versions are never read again.
async function removeOtherModelCaches(cacheDir: string, keep: string): Promise<void> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  const stale = names.filter((name) => /^api-model-.+\.json$/.test(name) && name !== keep);
  await Promise.all(stale.map((name) => rm(path.join(cacheDir, name), { force: true })));
}

/** Writes the cache atomically, so parallel builds never read half a file. */
export async function writeModelCache(file: string, model: ApiModel): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(model));
  await rename(temporary, file);
}
