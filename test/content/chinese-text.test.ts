// Lints the Chinese prose of every content page with zhlint: a space between Chinese and Latin
// letters or digits, full-width punctuation in Chinese sentences, no space beside it. The rules and
// what is cut out before linting (front matter, admonition titles, tables, raw HTML) are in
// chinese-lint.ts; code blocks and inline code are never linted.
import { describe, expect, test } from 'vitest';
import { lintChineseText } from './chinese-lint.ts';
import { readContentFiles } from './chinese-markdown.ts';

const contentFiles = readContentFiles();

describe('Chinese text in content/', () => {
  test('is found in the Markdown files', () => {
    expect(contentFiles.length).toBeGreaterThan(0);
  });

  test.each(contentFiles.map((file) => [file.path, file.source] as const))(
    '%s passes zhlint with no findings',
    (path, source) => {
      const findings = lintChineseText(source).map(
        (finding) => `${path}:${finding.line} ${finding.rule}\n    ${finding.text}`,
      );
      expect(findings, 'zhlint findings').toEqual([]);
    },
  );
});

describe('the Chinese text check', () => {
  test('finds missing spaces and half-width punctuation, with their lines', () => {
    const findings = lintChineseText('---\ntitle: 标题\n---\n\n# 标题\n\n中文English中文,中文.\n');
    expect(findings.map((finding) => finding.line)).toEqual([7, 7, 7, 7]);
    expect(findings.map((finding) => finding.rule.split(' ')[0])).toEqual([
      'spaceBetweenMixedwidthContent',
      'spaceBetweenMixedwidthContent',
      'fullwidthPunctuation',
      'fullwidthPunctuation',
    ]);
  });

  test('lints front matter values, admonition titles, table cells and raw HTML', () => {
    const source = [
      '---',
      'description: 中文English',
      '---',
      '',
      ':::tip 标题English',
      '内容',
      ':::',
      '',
      '| 列 | 说明 |',
      '| --- | --- |',
      '| `a` | 中文English |',
      '',
      '<div>',
      '  <p>中文English</p>',
      '</div>',
      '',
    ].join('\n');
    expect([...new Set(lintChineseText(source).map((finding) => finding.line))]).toEqual([2, 5, 11, 14]);
  });

  test('leaves code, heading ids and footnote references alone', () => {
    const source = [
      '## 标题 {#english-id}',
      '',
      '用 `foo,bar` 调用，**宽容**[^1]：见下文。',
      '',
      '```js',
      "const text = '中文English,中文.';",
      '```',
      '',
      '[^1]: 脚注。',
      '',
    ].join('\n');
    expect(lintChineseText(source)).toEqual([]);
  });
});
