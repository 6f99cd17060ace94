import { describe, expect, test } from 'vitest';
import { parseLineRanges, readCodeBlockDisplay } from '../../../build/markdown/code-meta.ts';

describe('parseLineRanges', () => {
  test('expands single lines and ranges', () => {
    expect([...parseLineRanges('1,3-5')]).toEqual([1, 3, 4, 5]);
  });

  test('ignores parts that are not numbers', () => {
    expect([...parseLineRanges('2, x, 4-')]).toEqual([2]);
  });
});

describe('readCodeBlockDisplay', () => {
  test('reads a quoted title, ranges and line numbers from the meta string', () => {
    const display = readCodeBlockDisplay('a\nb', 'title="app.js" {2} showLineNumbers');
    expect(display).toEqual({ code: 'a\nb', title: 'app.js', highlightedLines: new Set([2]), firstLineNumber: 1 });
  });

  test('accepts single-quoted titles and a starting line number', () => {
    expect(readCodeBlockDisplay('a', "title='加载 示例.js' showLineNumbers=10")).toMatchObject({
      title: '加载 示例.js',
      firstLineNumber: 10,
    });
  });

  test('removes marker lines in every comment style and highlights what they mark', () => {
    const code = [
      '// highlight-next-line',
      'one',
      '# highlight-start',
      'two',
      'three',
      '# highlight-end',
      'four',
      '<!-- highlight-next-line -->',
      'five',
      '{/* highlight-next-line */}',
      'six',
    ].join('\n');
    const display = readCodeBlockDisplay(code, '');
    expect(display.code).toBe('one\ntwo\nthree\nfour\nfive\nsix');
    expect([...display.highlightedLines].sort()).toEqual([1, 2, 3, 5, 6]);
  });

  test('keeps comments that only mention highlighting', () => {
    const code = '// highlight-next-line is a marker\nconst a = 1; // highlight-next-line';
    expect(readCodeBlockDisplay(code, '').code).toBe(code);
  });
});
