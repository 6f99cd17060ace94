// `api:check` and `api:extract` share this: compare the checked-in model and key list with the installed cheerio.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { collectKeys, type ApiKey } from './keys.ts';
import { formatLocation } from '../diagnostics.ts';
import type { ApiModel, SymbolModel } from './model.ts';
import { formatModelFile, modelFilePath } from './model-file.ts';
import { compareKeys, hasNoDifferences, parseSymbolsFile, type KeyDifferences } from './symbols-file.ts';

/** The committed key list's path. */
export function symbolsFilePath(contentDir: string): string {
  return path.join(contentDir, 'api', 'symbols.yaml');
}

/** The result of comparing the committed keys with the installed cheerio. */
export interface KeyCheck {
  ok: boolean;
  committedVersion?: string;
  installedVersion: string;
  differences: KeyDifferences;
  keys: ApiKey[];
}

/** Compares content/api/symbols.yaml with the keys of `model`; a missing file counts as all keys new. */
export async function checkCommittedKeys(contentDir: string, model: ApiModel): Promise<KeyCheck> {
  const keys = collectKeys(model);
  const text = await readFile(symbolsFilePath(contentDir), 'utf8').catch(() => undefined);
  const committed = text === undefined ? { cheerio: '', pages: {} } : parseSymbolsFile(text);
  const differences = compareKeys(committed, keys);
  return {
    ok: committed.cheerio === model.cheerioVersion && hasNoDifferences(differences),
    ...(committed.cheerio ? { committedVersion: committed.cheerio } : {}),
    installedVersion: model.cheerioVersion,
    differences,
    keys,
  };
}

/** Lines listing new, changed and removed keys, for the translator. */
export function describeDifferences(differences: KeyDifferences): string[] {
  const lines: string[] = [];
  const section = (title: string, keys: string[]) => {
    if (keys.length === 0) return;
    lines.push(`${title} (${keys.length}):`, ...keys.map((key) => `  ${key}`));
  };
  section('新增的键 new keys', differences.added);
  section('英文原文有变化的键 changed keys', differences.changed);
  section('已删除的键 removed keys', differences.removed);
  return lines;
}

/** Whether content/api/model.json is exactly what the extractor made now; otherwise why not, in Chinese. */
export async function checkModelFile(contentDir: string, extracted: ApiModel): Promise<{ ok: true } | { ok: false; problem: string }> {
  const text = await readFile(modelFilePath(contentDir), 'utf8').catch(() => undefined);
  const file = formatLocation({ file: modelFilePath(contentDir) });
  if (text === formatModelFile(extracted)) return { ok: true };
  const fix = '请运行 `npm run api:extract` 重新生成并提交它。';
  if (text === undefined) return { ok: false, problem: `缺少 ${file}；${fix}` };
  let committed: Partial<ApiModel>;
  try {
    committed = JSON.parse(text) as Partial<ApiModel>;
  } catch {
    return { ok: false, problem: `${file} 不是有效的 JSON；${fix}` };
  }
  const made = (of: Partial<ApiModel>) => `cheerio ${of.cheerioVersion ?? '?'}（提取器第 ${of.extractorVersion ?? '?'} 版）`;
  const changed = changedSymbols(Array.isArray(committed.symbols) ? committed.symbols : [], extracted.symbols);
  const details = [
    ...(made(committed) !== made(extracted) ? [`文件是为 ${made(committed)}生成的`] : []),
    ...(changed.length > 0 ? [`有差异的符号：${changed.join('、')}`] : []),
  ];
  const detail = details.length > 0 ? details.join('，') : '内容相同，但不是 api:extract 写出的格式';
  return { ok: false, problem: `${file} 与已安装的 ${made(extracted)}的提取结果不一致（${detail}）；${fix}` };
}

// Names of symbols added, removed or changed between two models, so the maintainer sees what an upgrade touched.
function changedSymbols(committed: readonly SymbolModel[], extracted: readonly SymbolModel[]): string[] {
  const before = new Map(committed.map((symbol) => [symbol.name, JSON.stringify(symbol)]));
  const after = new Map(extracted.map((symbol) => [symbol.name, JSON.stringify(symbol)]));
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  return names.filter((name) => before.get(name) !== after.get(name));
}
