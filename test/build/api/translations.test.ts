// Loading the Chinese texts: every mistake names the file, the line and the key.
import { describe, expect, test } from 'vitest';
import type { ApiKey } from '../../../build/api/keys.ts';
import { parseTranslationFile } from '../../../build/api/translations.ts';
import { computeCoverage, formatCoverageTable } from '../../../build/api/coverage.ts';

const key = (name: string, page = 'classes/Cheerio'): ApiKey => ({ key: name, kind: 'method', page, english: '', hash: '' });
const byKey = new Map([key('Cheerio.find'), key('Cheerio.attr#2.value'), key('load', 'variables/load')].map((entry) => [entry.key, entry]));

describe('parseTranslationFile', () => {
  test('reads keys with overload and parameter paths', () => {
    const texts = parseTranslationFile('Cheerio.find: 查找后代元素。\nCheerio.attr#2.value: |\n  要设置的值。\n', 'Cheerio.yaml', 'classes/Cheerio', byKey);
    expect(Object.fromEntries(texts)).toEqual({ 'Cheerio.find': '查找后代元素。', 'Cheerio.attr#2.value': '要设置的值。\n' });
  });

  test('rejects an unknown key with its file, line and key', () => {
    expect(() => parseTranslationFile('Cheerio.find: 查找。\nCheerio.fnd: 拼错了。\n', 'Cheerio.yaml', 'classes/Cheerio', byKey)).toThrow(
      /^Cheerio\.yaml:2 \(Cheerio\.fnd\): 未知的 API 键/,
    );
  });

  test('rejects a key that belongs to another page', () => {
    expect(() => parseTranslationFile('load: 加载。\n', 'Cheerio.yaml', 'classes/Cheerio', byKey)).toThrow(/\(load\): 这个键属于 content\/api\/zh-Hans\/variables\/load\.yaml/);
  });

  test("reads a translator's note on a known key of the page, and rejects one on an unknown key", () => {
    const texts = parseTranslationFile('Cheerio.find: 查找。\nCheerio.find.translatorNote: 原文有误。\n', 'Cheerio.yaml', 'classes/Cheerio', byKey);
    expect(texts.get('Cheerio.find.translatorNote')).toBe('原文有误。');
    expect(() => parseTranslationFile('Cheerio.fnd.translatorNote: 拼错了。\n', 'Cheerio.yaml', 'classes/Cheerio', byKey)).toThrow(/未知的 API 键/);
    expect(() => parseTranslationFile('load.translatorNote: 注。\n', 'Cheerio.yaml', 'classes/Cheerio', byKey)).toThrow(/这个键属于/);
    expect(computeCoverage([...byKey.values()], texts)).toMatchObject({ translated: 1, total: 3 });
  });

  test('rejects empty texts and duplicate keys', () => {
    expect(() => parseTranslationFile('Cheerio.find: ""\n', 'Cheerio.yaml', 'classes/Cheerio', byKey)).toThrow(/中文文本不能为空/);
    expect(() => parseTranslationFile('Cheerio.find: 一\nCheerio.find: 二\n', 'Cheerio.yaml', 'classes/Cheerio', byKey)).toThrow(/YAML 语法错误：同一个键写了两次/);
  });
});

describe('computeCoverage', () => {
  test('counts translated keys per page and lists the missing ones', () => {
    const coverage = computeCoverage([...byKey.values()], new Map([['Cheerio.find', '查找。']]));
    expect(coverage).toMatchObject({ translated: 1, total: 3 });
    expect(coverage.pages.find((page) => page.page === 'classes/Cheerio')?.missing).toEqual(['Cheerio.attr#2.value']);
    expect(formatCoverageTable(coverage)).toContain('合计');
  });
});
