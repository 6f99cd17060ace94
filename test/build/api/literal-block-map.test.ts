import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { literalBlockMap } from '../../../build/api/literal-block-map.ts';
import { parsedEntries } from '../../../build/api/translations.ts';

const translationDir = path.resolve(import.meta.dirname, '../../../content/api/zh-Hans');

// The entries the YAML parser reads (the path every other file takes); undefined when it finds an error.
function parsed(text: string): ReturnType<typeof parsedEntries> | undefined {
  try {
    return parsedEntries(text, 'page.yaml');
  } catch {
    return undefined;
  }
}

// Keys and block headers as translators write them, and ones YAML reads otherwise.
const goodKeys = ['Cheerio', 'Cheerio.attr#2', 'Cheerio.attr#2.name', 'load.translatorNote', '$', '_x', 'a-b', 'x.example1'];
const badKeys = ['True', 'null', 'FALSE', 'a b', '-a', 'a:b', '1a', '"q"', '__proto__', 'a.', '#a', 'a#b'];
const badHeaders = [': |', ': >-', ':|-', ': |- ', ': |2-', ': |+', ': "x"', ': x', ':', ': |- # c'];
// Text YAML keeps as it is inside a block, and characters that end, break or change one.
const legal = fc.constantFrom('a', ' ', ':', '#', '-', '中', '\t', "'", '"', '`', '|', '>', '{', '}', '[', ']', '*', '&', '!', '%', '@', '.', '\u00a0', '\u3000', '\\');
const illegal = fc.constantFrom('\r', '\u2028', '\u0085', '\ufeff', '\u0000', '\u001b');
const text = fc.oneof({ weight: 9, arbitrary: fc.string({ unit: legal, maxLength: 10 }) }, fc.string({ unit: fc.oneof(legal, illegal), maxLength: 6 }));
// A block's line: mostly at its indentation, sometimes deeper, shallower, blank or made of spaces only.
const blockLine = (indent: number) => fc.oneof(
  { weight: 6, arbitrary: text.map((line) => ' '.repeat(indent) + line) },
  text.map((line) => ' '.repeat(indent + 2) + line),
  text.map((line) => ' '.repeat(Math.max(0, indent - 1)) + line),
  fc.constantFrom('', ' '.repeat(indent), ' '.repeat(indent + 1), ' ', '---', '...', '# 注释', '\t'),
);
const block = fc.tuple(
  fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...goodKeys) }, fc.constantFrom(...badKeys)),
  fc.oneof({ weight: 8, arbitrary: fc.constant(': |-') }, fc.constantFrom(...badHeaders)),
  fc.integer({ min: 1, max: 4 }),
).chain(([key, header, indent]) => fc.tuple(text.filter((line) => line.trim() !== ''), fc.array(blockLine(indent), { maxLength: 5 }))
  .map(([first, rest]) => [`${key}${header}`, ' '.repeat(indent) + first, ...rest].join('\n')));
const file = fc.tuple(fc.array(fc.oneof({ weight: 6, arbitrary: block }, fc.constantFrom('# 注释', '', '  ', '#', ' # x')), { maxLength: 6 }), fc.constantFrom('', '\n', '\n\n', '\n  '))
  .map(([parts, end]) => parts.join('\n') + end);

describe('translation files read without the YAML parser', () => {
  test('reads what the parser reads, wherever it answers at all (random files)', () => {
    fc.assert(fc.property(file, (text) => {
      const blocks = literalBlockMap(text);
      if (blocks === undefined) return;
      expect(parsed(text)).toEqual(blocks);
    }), { numRuns: 30_000 });
  });

  test('answers every translation file of the site, as the parser reads it', () => {
    const files = fs.readdirSync(translationDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(10);
    for (const name of files) {
      const text = fs.readFileSync(path.join(translationDir, name), 'utf8');
      const blocks = literalBlockMap(text);
      expect(blocks, name).toBeDefined();
      expect(blocks, name).toEqual(parsed(text));
    }
  });

  test('reads blocks with blank lines, deeper lines and comments between them', () => {
    const text = '# 注释\nCheerio: |-\n  第一段。\n\n    缩进的代码\n  # 不是注释\n\n# 注释\nCheerio.length: |-\n  个数。\n';
    expect(literalBlockMap(text)).toEqual([
      { key: 'Cheerio', value: '第一段。\n\n  缩进的代码\n# 不是注释', line: 2 },
      { key: 'Cheerio.length', value: '个数。', line: 9 },
    ]);
  });

  test('leaves everything else to the parser', () => {
    for (const text of ['a: 文本', 'a: |\n  x', 'a: >-\n  x', 'a: |-\n\n  x', 'a: |-\n  x\n y', 'a: |-\n  x\n   ', 'a: |-\n  x\na: |-\n  y', 'True: |-\n  x',
      'a: |-\n  x\r\n', '\ufeffa: |-\n  x', 'a: |-\nb: |-\n  x', '  \na: |-\n  x', 'a: |-\n  x\n---', '"a": |-\n  x', 'a: |-  \n  x']) {
      expect(literalBlockMap(text), JSON.stringify(text)).toBeUndefined();
    }
  });
});
