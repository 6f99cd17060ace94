import fc from 'fast-check';
import { parse, parseDocument } from 'yaml';
import { describe, expect, test } from 'vitest';
import { plainYamlMap } from '../../../build/content/plain-yaml-map.ts';

// Values that look plain but are not text to YAML, or are text only in some spellings, and characters that end or
// change a plain scalar.
const trickyValues = [
  '1', '0', '10', '007', '-1', '+1', '1.5', '.5', '1e3', '1E-3', '0x1F', '0o17', '0b1', '1_000', '.inf', '-.Inf', '.NaN', '~', 'null', 'Null',
  '0b12', '0bf30c02ab4a00f8', '0o8', '0o17a', '0x1g', '0xf_f',
  'NULL', 'true', 'True', 'TRUE', 'false', 'FALSE', 'yes', 'no', 'on', 'off', 'y', 'n', '2024-01-02', '2024-1-2 10:00', '12:30', '1:2:3',
  '999999999999999', '9999999999999999', '', ' ', 'a: b', 'a #b', 'a#b', 'a:b', 'a:', '-a', '- a', '?a', ':a', ',a', '[a]', '{a}', 'a]', '#a',
  '&a', '*a', '!a', '|', '>', "'a'", '"a"', '%a', '@a', '`a`', 'a\tb', 'a ', ' a', 'a\r', '加载文档', '加载 HTML 与 XML', 'Cheerio 的 `load`',
  'a\u3000', '\u3000a', 'a, b', 'a [b]', 'a {b}', 'x - y', 'https://cheerio.js.org/docs', 'a\'b', 'a"b', '---', '...', '<<',
  'a\r#', 'a\rb', 'a\u0000b', 'a\u0085b', 'a\u2028b', 'a\ufeffb', '\ud83d\ude00', 'a\ud800', '\u00a0a', 'a\u00a0',
];
// Characters that end, break or change a plain scalar, for values made of them.
const awkward = fc.constantFrom('a', ' ', ':', '#', '-', '中', '\t', "'", '1', '.', 'e', '+', '_', 'x', 'b', 'o', 'f', '0', '7', '8',
  '\u3000', '\u00a0', '\u2028', '\r',
  '!', '&', '*', '|', '>', '%', '@', '`', '"', '[', ']', '{', '}', ',', '?', '~', 'n', 'u', 'l', 'T', 'F', '\ufeff', '\u0085');
const keys = [
  'title', 'description', 'sidebar_position', 'slug', 'id', 'draft', 'a-b', 'a_b', '_x', 'X1', '<<', '1a', 'a b', '"q"', '__proto__', 'constructor',
  'Cheerio.attr#1.name', 'a.b', 'a.', '.a', 'a#', 'a #b', '#a', 'a.-#_',
];

const value = fc.oneof(
  fc.constantFrom(...trickyValues), fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 8 }), fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.string({ unit: awkward, maxLength: 8 }), fc.integer().map(String),
);
const line = fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 })), value, fc.constantFrom(': ', ':', ':  ', ' : '))
  .map(([key, text, separator]) => `${key}${separator}${text}`);

describe('plain front matter read without the YAML parser', () => {
  test('reads what the parser reads, wherever it answers at all (random front matter)', () => {
    fc.assert(fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), (lines) => {
      const text = lines.join('\n');
      const plain = plainYamlMap(text);
      if (plain === undefined) return;
      expect(parseDocument(text).errors).toEqual([]);
      expect(plain).toEqual(parse(text));
      expect(Object.getPrototypeOf(plain)).toBe(Object.prototype);
    }), { numRuns: 20_000 });
  });

  test('answers the front matter pages write most', () => {
    expect(plainYamlMap('sidebar_position: 3\ndescription: 用 Cheerio 加载 HTML 文档')).toEqual({ sidebar_position: 3, description: '用 Cheerio 加载 HTML 文档' });
    expect(plainYamlMap('title: 简介\ndraft: true\nslug: /intro')).toEqual({ title: '简介', draft: true, slug: '/intro' });
  });

  test('leaves everything else to the parser', () => {
    for (const text of ['title: "引号"', 'keywords: [a, b]', 'keywords:\n  - a', 'a: 1.5', 'a: 007', 'a: null', 'a: True', 'a: b # 注释', '# 注释\na: b', '', 'a: b\na: c', 'a:', 'date: 2024-01-02', 'a: b\r', 'a: b\r#c']) {
      expect(plainYamlMap(text), text).toBeUndefined();
    }
  });
});
