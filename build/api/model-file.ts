// content/api/model.json: the API model of the pinned cheerio, written by `npm run api:extract` and checked in,
// so a build reads one JSON file instead of starting the TypeScript compiler on cheerio's declarations, which is
// slow and memory-hungry. `npm run api:check` proves the file still equals the extractor's output.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BuildError } from '../diagnostics.ts';
import { EXTRACTOR_VERSION, type ApiModel } from './model.ts';

const regenerate = '请运行 `npm run api:extract` 重新生成并提交它';

/** The checked-in model's path under the content folder. */
export function modelFilePath(contentDir: string): string {
  return path.join(contentDir, 'api', 'model.json');
}

/** The model as the checked-in file's text: indented, one value a line, so an upgrade's diff is readable. */
export function formatModelFile(model: ApiModel): string {
  return `${JSON.stringify(model, null, 2)}\n`;
}

/**
 * Returns the checked-in model; a BuildError naming the file when it is missing, damaged or for another cheerio.
 * A docs version's snapshot (`snapshot: true`) documents the cheerio it was cut for, so its version is not checked.
 */
export async function loadApiModel(packageRoot: string, contentDir: string, { snapshot = false }: { snapshot?: boolean } = {}): Promise<ApiModel> {
  const file = modelFilePath(contentDir);
  const installed = (JSON.parse(await readFile(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new BuildError({ file }, `缺少 API 模型文件（已安装的是 cheerio ${installed}）；${regenerate}`);
    throw new BuildError({ file }, `无法读取 API 模型文件（${error.code ?? error.message}）`);
  });
  let model: Partial<ApiModel>;
  try {
    model = JSON.parse(text) as Partial<ApiModel>;
  } catch (error) {
    throw new BuildError({ file }, `API 模型文件不是有效的 JSON（${(error as Error).message}）；${regenerate}`);
  }
  if (!snapshot && model.cheerioVersion !== installed) {
    throw new BuildError({ file }, `API 模型是为 cheerio ${model.cheerioVersion ?? '（未知版本）'} 生成的，但已安装的是 cheerio ${installed}；${regenerate}`);
  }
  if (model.extractorVersion !== EXTRACTOR_VERSION || !Array.isArray(model.symbols)) {
    throw new BuildError({ file }, `API 模型由第 ${model.extractorVersion ?? '?'} 版提取器生成，当前提取器是第 ${EXTRACTOR_VERSION} 版；${regenerate}`);
  }
  return model as ApiModel;
}
