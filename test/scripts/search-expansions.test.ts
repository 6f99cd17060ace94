// `npm run search:expansions`: the checked-in glossary data is what the script makes from the glossary now, and
// the checked-in Traditional table never folds a character the content itself uses. The table may lag behind
// the content (a new character is then simply not folded), so edits to the guides do not require regenerating it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { expect, test } from 'vitest';
import { GLOSSARY_EXPANSIONS_FILE, queryExpansionModules, queryExpansions } from '../../scripts/search-expansions.ts';
import { TRADITIONAL_EXPANSIONS } from '../../theme/lib/search/traditional-chinese.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

test('the checked-in glossary data is up to date (run `npm run search:expansions` after editing the glossary)', () => {
  const expected = queryExpansionModules(repoRoot)[GLOSSARY_EXPANSIONS_FILE];
  expect(readFileSync(path.join(repoRoot, GLOSSARY_EXPANSIONS_FILE), 'utf8')).toBe(expected);
});

test('the checked-in Traditional table folds only characters the content lacks (else run `npm run search:expansions`)', () => {
  const content = fg.sync('content/**/*.{md,mdx,yaml,yml,json}', { cwd: repoRoot }).map((file) => readFileSync(path.join(repoRoot, file), 'utf8')).join('');
  const pairs = [...TRADITIONAL_EXPANSIONS.traditional];
  expect(pairs.length).toBeGreaterThan(400);
  const used = pairs.filter((character, index) => index % 2 === 0 && content.includes(character));
  expect(used).toEqual([]);
});

test('the script keeps Simplified characters the content uses, and every glossary term and alias, English in lower case', () => {
  const { glossary, traditional } = queryExpansions(repoRoot);
  const simplified = [...traditional.traditional].filter((_, index) => index % 2 === 1);
  expect(simplified).toEqual(expect.arrayContaining(['选', '择', '历', '载', '编', '码']));
  expect(glossary.terms).toMatchObject({ selector: '选择器', traverse: '遍历', 'base url': '基准 URL', serialize: '序列化' });
  expect(glossary.aliases).toMatchObject({ traversal: 'traverse', manipulation: 'manipulate' });
  expect(glossary.variants).toMatchObject({ 选取器: '选择器', 载入: '加载' });
});
