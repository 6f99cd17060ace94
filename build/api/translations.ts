// Loads the Chinese texts of the API pages from content/api/zh-Hans/**.yaml (one file per page,
// `key: Markdown text`, plus optional `key.translatorNote` notes) and checks each key against the model,
// naming file, line and key on error.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { BuildError, throwAll } from '../diagnostics.ts';
import { yamlSyntaxErrors } from '../content/schema-errors.ts';
import { TRANSLATOR_NOTE_SUFFIX, type ApiKey } from './keys.ts';
import { literalBlockMap } from './literal-block-map.ts';

/** The Chinese text of every translated key, with the file each came from. */
export interface Translations {
  texts: Map<string, string>;
  /** Translation file of each page (`classes/Cheerio` → absolute path), existing or not. */
  fileOfPage(page: string): string;
}

/** The folder of the Chinese texts. */
export function translationDir(contentDir: string): string {
  return path.join(contentDir, 'api', 'zh-Hans');
}

/** Reads every translation file and validates it against the model's keys. */
export async function loadTranslations(contentDir: string, keys: readonly ApiKey[]): Promise<Translations> {
  const directory = translationDir(contentDir);
  const files = (await fg('**/*.yaml', { cwd: directory })).sort();
  const byKey = new Map(keys.map((key) => [key.key, key]));
  const texts = new Map<string, string>();
  for (const relative of files) {
    const file = path.join(directory, relative);
    const page = relative.replace(/\.yaml$/, '').split(path.sep).join('/');
    for (const [key, text] of parseTranslationFile(await readFile(file, 'utf8'), file, page, byKey)) texts.set(key, text);
  }
  return { texts, fileOfPage: (page) => path.join(directory, `${page}.yaml`) };
}

/** Parses one page's translation file; every key must belong to that page and hold non-empty text. */
export function parseTranslationFile(text: string, file: string, page: string, byKey: ReadonlyMap<string, ApiKey>): Map<string, string> {
  const texts = new Map<string, string>();
  // Files as translators write them (`key: |-` blocks) are read directly; anything else goes through the YAML parser.
  for (const { key, value, line } of literalBlockMap(text) ?? parsedEntries(text, file)) {
    const where = { file, key, ...(line ? { line } : {}) };
    // `Cheerio.data#3.translatorNote`: a note on a key's text, shown under its 原文; optional, so not counted in coverage.
    const known = byKey.get(key) ?? (key.endsWith(TRANSLATOR_NOTE_SUFFIX) ? byKey.get(key.slice(0, -TRANSLATOR_NOTE_SUFFIX.length)) : undefined);
    if (!known) throw new BuildError(where, '未知的 API 键：已安装的 cheerio 中没有它（运行 npm run api:extract 列出新增、改动和删除的键）');
    if (known.page !== page) throw new BuildError(where, `这个键属于 content/api/zh-Hans/${known.page}.yaml`);
    if (typeof value !== 'string' || value.trim() === '') throw new BuildError(where, '中文文本不能为空');
    texts.set(key, value);
  }
  return texts;
}

/** The file's top-level entries as the YAML parser reads them, each with its key's line; throws on invalid YAML. */
export function parsedEntries(text: string, file: string): { key: string; value: unknown; line: number | undefined }[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, uniqueKeys: true });
  throwAll(yamlSyntaxErrors(document, { file }));
  if (document.contents === null) return [];
  if (!isMap(document.contents)) throw new BuildError({ file, line: 1 }, '翻译文件应是“键: 中文文本”的映射');
  return document.contents.items.map((pair) => {
    const keyNode = pair.key;
    return {
      key: isScalar(keyNode) ? String(keyNode.value) : String(keyNode),
      value: isScalar(pair.value) ? pair.value.value : undefined,
      line: isScalar(keyNode) && keyNode.range ? lineCounter.linePos(keyNode.range[0]).line : undefined,
    };
  });
}
