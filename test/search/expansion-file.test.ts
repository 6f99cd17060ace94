// The pieces of query expansion's small files: which alternatives a query reads from them, which queries have a
// stored first page, and how two files' terms join with stand-in documents that keep each term's document count.
import { expect, test } from 'vitest';
import { answerFiles, answerWords, expansionTargets, inflections, queryExpander } from '../../theme/lib/search/expand-query.ts';
import { mergeExpansionTerms, type ExpansionFile } from '../../theme/lib/search/expansion-file.ts';
import { GLOSSARY_EXPANSIONS } from '../../theme/lib/search/glossary-expansions.ts';
import { packPostings } from '../../theme/lib/search/index-file.ts';
import { packRecords } from '../../theme/lib/search/records-file.ts';
import { filesForQuery, shardOfTerm } from '../../theme/lib/search/shard-keys.ts';

const expander = queryExpander(GLOSSARY_EXPANSIONS);
const targets = expansionTargets(GLOSSARY_EXPANSIONS);

test('an English word looks up its own terms in the shards and its glossary Chinese apart, by the bigrams', () => {
  expect(expander.lookups('child')).toEqual({ terms: ['child'], alternatives: [{ number: targets.indexOf('子元素'), terms: ['子元', '元素'] }] });
  // A rejected variant typed: the variant's own terms as an unexpanded query has them, the accepted term apart.
  expect(expander.lookups('选取器')).toEqual({ terms: ['选取', '取器'], alternatives: [{ number: targets.indexOf('选择器'), terms: ['选择', '择器'] }] });
  // An inflection's stem outside the glossary is looked up in the shards: prefix matching finds it in the word's own.
  expect(expander.lookups('queries')).toEqual({ terms: ['queries', 'query'], alternatives: [] });
});

test('an alternative whose terms are in the shards the query needs anyway is read from them, not from its file', () => {
  const layout = { shardCount: 50, splitPrefixes: {}, expansionUrl: '/search/expansion-{n}.json' };
  // Selector gains selector as an alternative of its own: the same terms, so the same shard.
  expect(filesForQuery('Selector', layout, expander)).toEqual({ shards: [shardOfTerm('selector', layout)], expansions: [targets.indexOf('选择器')] });
  // Without files (one shard, or an older build) every term's shard is fetched.
  const { expansionUrl: _, ...withoutFiles } = layout;
  expect(filesForQuery('child', withoutFiles, expander).shards).toEqual([...new Set(['child', '子元', '元素'].map((term) => shardOfTerm(term, layout)))].sort((a, b) => a - b));
});

test('only a glossary word typed alone, as the glossary writes it, has a stored first page', () => {
  expect(expander.answerWord('child')).toBe(answerWords(GLOSSARY_EXPANSIONS).indexOf('child'));
  expect(expander.answerWord('select')).toBe(answerWords(GLOSSARY_EXPANSIONS).indexOf('select'));
  expect(expander.answerWord('base url')).toBe(answerWords(GLOSSARY_EXPANSIONS).indexOf('base url'));
  // Child is also looked up as child, so it ranks otherwise; the rest are not a glossary word alone.
  for (const query of ['Child', 'children', 'child 加载', 'cheerio.load', '子元素']) expect(expander.answerWord(query), query).toBeUndefined();
});

test('a glossary word\'s regular inflections that expand as it does have a stored first page too, after the glossary\'s own words', () => {
  const words = answerWords(GLOSSARY_EXPANSIONS);
  expect(inflections('wrap')).toEqual(['wraps', 'wrapping', 'wrapped']);
  expect(inflections('modify')).toEqual(['modifies', 'modifying', 'modified']);
  expect(inflections('parse')).toEqual(['parses', 'parsing', 'parsed']);
  expect(inflections('option')).toEqual(['options']);
  for (const word of ['traversing', 'selectors', 'parsed', 'wrapping', 'tagged', 'modifies', 'modified', 'options', 'siblings', 'classes']) {
    expect(expander.answerWord(word), word).toBe(words.indexOf(word));
    expect(words.indexOf(word), word).toBeGreaterThanOrEqual(Object.keys({ ...GLOSSARY_EXPANSIONS.terms, ...GLOSSARY_EXPANSIONS.aliases }).length);
  }
  // A two-word term whose first word expands, typed letter by letter after that word, exactly as the glossary writes it.
  for (const text of ['encoding d', 'encoding de', 'encoding detectio', 'class n']) {
    expect(expander.answerWord(text), text).toBe(words.indexOf(text));
    expect(words.indexOf(text), text).toBeGreaterThan(words.indexOf('wraps'));
  }
  for (const text of ['Encoding de', 'encoding  de', 'base u', 'encoding de x']) expect(expander.answerWord(text), text).toBeUndefined();
  // Not a regular inflection (children), an adjective of its own (optional), or not as typed: no stored page.
  for (const word of ['children', 'optional', 'manipulational', 'Traversing']) expect(expander.answerWord(word), word).toBeUndefined();
});

test('a stored text\'s page is in the file of the glossary word it is made from, one file a glossary word', () => {
  const words = answerWords(GLOSSARY_EXPANSIONS);
  const files = answerFiles(GLOSSARY_EXPANSIONS);
  const fileOf = (text: string) => words[files[words.indexOf(text)]!];
  const glossary = new Set([...Object.keys(GLOSSARY_EXPANSIONS.terms), ...Object.keys(GLOSSARY_EXPANSIONS.aliases)]);
  expect(files).toHaveLength(words.length);
  for (const word of glossary) expect(fileOf(word), word).toBe(word);
  expect(new Set(files).size).toBe(glossary.size);
  for (const form of ['modifies', 'modifying', 'modified']) expect(fileOf(form), form).toBe('modify');
  expect(fileOf('modifications')).toBe('modification');
  for (const text of ['encoding d', 'encoding detectio']) expect(fileOf(text), text).toBe('encoding detection');
  expect(fileOf('class n')).toBe('class name');
  expect(expander.answerFile(words.indexOf('traversing'))).toBe(words.indexOf('traverse'));
});

// A file of one term (field 2) naming `documents` (id → frequency), of `count` documents in the whole index.
const fileOf = (term: string, documents: Record<number, number>, count: number): ExpansionFile => ({
  terms: [term], ranks: [7], positions: [70], postings: [packPostings({ 2: documents })], counts: [[2, count]],
  documents: [], recordIds: [], records: packRecords([]),
});

test('two files\' postings of one term are joined and filled up with stand-ins to its document count', () => {
  const { runs, standIns } = mergeExpansionTerms([fileOf('元素', { 3: 1, 9: 2 }, 6), fileOf('元素', { 9: 2, 12: 1 }, 6)], () => false, 100);
  expect(standIns).toEqual([100, 101, 102]);
  expect(runs).toEqual(new Map([[7, [['元素', { 2: { 3: 1, 9: 2, 12: 1, 100: 1, 101: 1, 102: 1 } }]]]]));
});

test('a term a loaded shard holds is not taken from a file: the shard has all its documents', () => {
  const { runs, standIns } = mergeExpansionTerms([fileOf('元素', { 3: 1 }, 6)], (term) => term === '元素', 100);
  expect(runs.size).toBe(0);
  expect(standIns).toEqual([]);
});
