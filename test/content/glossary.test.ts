// Holds the pages to the glossary: content/glossary.yaml is well-formed, and no page's prose uses a
// variant the glossary rejects (code blocks and inline code are not prose and are never checked).
import { describe, expect, test } from 'vitest';
import { findRejectedTerms, glossaryProblems, proseOf, readGlossary, readGlossaryYaml } from './chinese-glossary.ts';
import { readContentFiles } from './chinese-markdown.ts';

const contentFiles = readContentFiles();

describe('the glossary', () => {
  test('is well-formed: every entry has en and zh, and no term appears twice', () => {
    expect(glossaryProblems(readGlossaryYaml())).toEqual([]);
  });

  test('never rejects a variant that is part of a Chinese term it prescribes', () => {
    const { terms } = readGlossary();
    const clashes = terms.flatMap((term) =>
      term.reject
        .filter((variant) => terms.some((other) => other.zh.includes(variant)))
        .map((variant) => `${term.en}: ${variant}`),
    );
    expect(clashes).toEqual([]);
  });

  test('only lists Chinese terms the pages actually use', () => {
    const prose = contentFiles.flatMap((file) => proseOf(file.source).map((piece) => piece.text)).join('\n');
    const unused = readGlossary().terms.filter((term) => !prose.includes(term.zh)).map((term) => term.zh);
    expect(unused).toEqual([]);
  });

  test('reports missing fields and duplicate terms', () => {
    const problems = glossaryProblems({
      terms: [{ en: 'node', zh: '节点' }, { en: 'node', zh: '' }, { zh: '元素', reject: '元件' }],
      keep_in_english: ['npm', 'npm'],
    });
    expect(problems).toEqual([
      'node: `zh` must be a non-empty string',
      'node: the English term appears twice',
      'terms[2]: `en` must be a non-empty string',
      'terms[2]: `reject` must be a list of non-empty strings',
      '`keep_in_english` lists a word twice',
    ]);
  });
});

describe('glossary terms in content/', () => {
  const glossary = readGlossary();

  test.each(contentFiles.map((file) => [file.path, file.source] as const))(
    '%s uses no rejected variant',
    (path, source) => {
      const findings = findRejectedTerms(source, glossary).map(
        ({ line, variant, term }) => `${path}:${line} “${variant}”: write “${term.zh}” for ${term.en}`,
      );
      expect(findings, 'rejected glossary variants').toEqual([]);
    },
  );

  test('finds a rejected variant in prose but not in code', () => {
    const source = ['---', 'title: 载入文档', '---', '', '先载入文档。', '', '`载入`', '', '```js', '// 载入', '```', ''].join('\n');
    const findings = findRejectedTerms(source, glossary);
    expect(findings.map(({ line, variant }) => `${line} ${variant}`)).toEqual(['2 载入', '5 载入']);
  });
});
