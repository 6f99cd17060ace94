// `api:check` and `api:extract` share this: compare the committed key list with the installed cheerio.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { collectKeys, type ApiKey } from './keys.ts';
import type { ApiModel } from './model.ts';
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
