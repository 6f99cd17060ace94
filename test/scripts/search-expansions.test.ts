// `npm run search:expansions`: the checked-in expansion data is what the script makes from the glossary and the
// content now, and the Traditional table never folds a character the content itself uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { expect, test } from 'vitest';
import { queryExpansionModules, queryExpansions } from '../../scripts/search-expansions.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

test('the checked-in expansion data is up to date (run `npm run search:expansions` after editing the glossary)', () => {
  for (const [file, text] of Object.entries(queryExpansionModules(repoRoot))) {
    expect(readFileSync(path.join(repoRoot, file), 'utf8'), file).toBe(text);
  }
});

test('the Traditional table folds only characters the content lacks, to characters it uses', () => {
  const content = fg.sync('content/**/*.{md,mdx,yaml,yml,json}', { cwd: repoRoot }).map((file) => readFileSync(path.join(repoRoot, file), 'utf8')).join('');
  const pairs = [...queryExpansions(repoRoot).traditional.traditional];
  expect(pairs.length).toBeGreaterThan(200);
  for (let index = 0; index < pairs.length; index += 2) {
    expect(content.includes(pairs[index]!), pairs[index]).toBe(false);
    expect(content.includes(pairs[index + 1]!), pairs[index + 1]).toBe(true);
  }
});

test('every glossary term and alias is in the data, English in lower case', () => {
  const { glossary } = queryExpansions(repoRoot);
  expect(glossary.terms).toMatchObject({ selector: '选择器', traverse: '遍历', 'base url': '基准 URL', serialize: '序列化' });
  expect(glossary.aliases).toMatchObject({ traversal: 'traverse', manipulation: 'manipulate' });
  expect(glossary.variants).toMatchObject({ 选取器: '选择器', 载入: '加载' });
});
