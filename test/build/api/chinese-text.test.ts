// The Chinese API texts in content/api/zh-Hans/ follow the same rules as the tutorial pages: zhlint's
// spacing and punctuation rules and the glossary's terms, checked per key with the key in the message.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { findRejectedTerms, readGlossary } from '../../content/chinese-glossary.ts';
import { lintChineseText } from '../../content/chinese-lint.ts';

const directory = path.resolve(fileURLToPath(new URL('../../../content/api/zh-Hans/', import.meta.url)));
const files = fg.sync('**/*.yaml', { cwd: directory }).sort();
const glossary = readGlossary();

describe('Chinese API texts', () => {
  test.each(files)('%s passes zhlint and the glossary', (file) => {
    const texts = parse(readFileSync(path.join(directory, file), 'utf8')) as Record<string, string>;
    const findings = Object.entries(texts).flatMap(([key, text]) => [
      ...lintChineseText(`${text}\n`).map((finding) => `${key}: ${finding.rule}\n    ${finding.text}`),
      ...findRejectedTerms(`${text}\n`, glossary).map(({ variant, term }) => `${key}: “${variant}”: write “${term.zh}” for ${term.en}`),
    ]);
    expect(findings).toEqual([]);
  });
});
