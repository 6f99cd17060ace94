// Query expansion alone: what each kind of word becomes, on small hand-made data and on the generated data.
import { describe, expect, test } from 'vitest';
import { alternativeTerms, englishForms, expandedQueryTerms, expandedQueryText, expandQuery, foldTraditional, queryAlternatives, type QueryExpansions } from '../../../../theme/lib/search/expand-query.ts';
import { GLOSSARY_EXPANSIONS } from '../../../../theme/lib/search/glossary-expansions.ts';
import { TRADITIONAL_EXPANSIONS } from '../../../../theme/lib/search/traditional-chinese.ts';

const data: QueryExpansions = {
  terms: { traverse: '遍历', selector: '选择器', 'base url': '基准 URL', document: '文档' },
  aliases: { traversal: 'traverse', select: 'selector' },
  variants: { 选取器: '选择器', 档案: '文档' },
  traditional: '遍遍歷历選选擇择載载檔档',
  taiwanPhrases: { 文件: '文档', 载入: '加载' },
};

describe('English words', () => {
  test('a glossary term also finds its Chinese term', () => {
    expect(queryAlternatives('traverse', data)).toEqual([['traverse', '遍历']]);
  });

  test('an inflection also finds its stem and the stem\'s Chinese term', () => {
    expect(queryAlternatives('traversing', data)).toEqual([['traversing', 'traverse', '遍历']]);
    expect(queryAlternatives('Selectors', data)).toEqual([['Selectors', 'selector', '选择器']]);
  });

  test('an adjective in -ional is a word of its own, not its noun: optional is not option', () => {
    const withOption = { ...data, terms: { ...data.terms, option: '选项', function: '函数' } };
    expect(queryAlternatives('optional functional', withOption)).toEqual([['optional'], ['functional']]);
    expect(queryAlternatives('options removal', withOption)).toEqual([['options', 'option', '选项'], ['removal', 'remov']]);
  });

  test('an alias finds its term in both languages', () => {
    expect(queryAlternatives('traversal', data)).toEqual([['traversal', 'traverse', '遍历']]);
  });

  test('a two-word term or alias is looked up before its words', () => {
    expect(queryAlternatives('base URL', data)).toEqual([['base URL', '基准 URL']]);
    expect(queryAlternatives('encoding sniffing', { ...data, terms: { ...data.terms, 'encoding detection': '检测编码' }, aliases: { 'encoding sniffing': 'encoding detection' } })).toEqual([['encoding sniffing', 'encoding detection', '检测编码']]);
  });

  test('an inflection of another word also finds its bare stem, which prefix matching widens', () => {
    expect(queryAlternatives('parsing', data)).toEqual([['parsing', 'pars']]);
    expect(queryAlternatives('using', data)).toEqual([['using']]);
  });

  test('a query written as code keeps its English words', () => {
    expect(queryAlternatives('cheerio.traverse()', data)).toEqual([['cheerio'], ['traverse']]);
    expect(expandQuery('$.traversing', data)).toBe('$.traversing');
  });

  test('names are never stemmed', () => {
    expect(queryAlternatives('loadBuffer HTMLParsing', data)).toEqual([['loadBuffer'], ['HTMLParsing']]);
  });

  test('englishForms lists the stems an inflection may come from', () => {
    expect(englishForms('traversing')).toEqual(['traversing', 'travers', 'traverse']);
    expect(englishForms('mapping')).toEqual(['mapping', 'mapp', 'mappe', 'map']);
    expect(englishForms('properties')).toContain('property');
    expect(englishForms('modified')).toContain('modify');
    expect(englishForms('tied')).toContain('tie');
    expect(englishForms('manipulation')).toContain('manipulate');
  });
});

describe('Chinese words', () => {
  test('a glossary term is not also looked up in English (that would fetch one more shard)', () => {
    expect(queryAlternatives('遍历', data)).toEqual([['遍历']]);
    expect(expandQuery('遍历', data)).toBe('遍历');
  });

  test('a rejected variant finds the accepted term first, and itself', () => {
    expect(queryAlternatives('选取器', data)).toEqual([['选择器', '选取器']]);
  });

  test('Traditional characters the index lacks are folded to Simplified', () => {
    expect(foldTraditional('遍歷選擇器', data)).toBe('遍历选择器');
    expect(queryAlternatives('遍歷', data)).toEqual([['遍历']]);
    expect(expandQuery('遍歷', data)).toBe('遍历');
  });

  test('Taiwan phrases apply only to words typed in Traditional characters', () => {
    expect(queryAlternatives('載入檔案', data)).toEqual([['加载文档', '载入档案']]);
    expect(queryAlternatives('加載文件', data)).toEqual([['加载文档', '加载文件']]);
    // Typed in Simplified, 文件 means a file, not a document.
    expect(queryAlternatives('文件', data)).toEqual([['文件']]);
  });
});

describe('the query run', () => {
  test('is the query itself when nothing expands', () => {
    expect(expandQuery('cheerio.load', data)).toBe('cheerio.load');
    expect(expandQuery('加', data)).toBe('加');
  });

  test('is the folded text when only Traditional characters change', () => {
    expect(expandQuery('選擇', data)).toBe('选择');
  });

  test('requires every word, each by any of its alternatives, each alternative by all its terms', () => {
    const alternative = (text: string) => ({ combineWith: 'AND', tokenize: alternativeTerms, boostTerm: expect.any(Function), queries: [text] });
    expect(expandQuery('cheerio traverse', data)).toEqual({
      combineWith: 'AND',
      queries: [
        { combineWith: 'AND', queries: ['cheerio'] },
        { combineWith: 'OR', queries: [alternative('traverse'), alternative('遍历')] },
      ],
    });
  });

  test('looks a Chinese alternative up by its bigrams, which imply its characters', () => {
    expect(alternativeTerms('子元素')).toEqual(['子元', '元素']);
    expect(alternativeTerms('流')).toEqual(['流']);
    expect(alternativeTerms('基准 URL')).toEqual(['基准', 'url']);
    expect(expandedQueryTerms('traversing cheerio', data)).toEqual(['traversing', 'traverse', '遍历', 'cheerio']);
  });
});

describe('the hosted service\'s query text', () => {
  test('holds every alternative and makes each expanded word\'s alternatives optional', () => {
    expect(expandedQueryText('cheerio traverse', data)).toEqual({ query: 'cheerio traverse 遍历', optionalWords: ['traverse', '遍历'] });
  });

  test('is the query as typed when nothing expands, or folded', () => {
    expect(expandedQueryText('.attr()', data)).toEqual({ query: '.attr()', optionalWords: [] });
    expect(expandedQueryText('選擇', data)).toEqual({ query: '选择', optionalWords: [] });
  });
});

describe('the generated data', () => {
  const all = { ...GLOSSARY_EXPANSIONS, ...TRADITIONAL_EXPANSIONS };

  test('holds the glossary and its aliases', () => {
    expect(queryAlternatives('traversing manipulation selector', all)).toEqual([
      ['traversing', 'traverse', '遍历'],
      ['manipulation', 'manipulate', '操作'],
      ['selector', '选择器'],
    ]);
  });

  test('folds the Traditional characters readers type', () => {
    expect(foldTraditional('選擇器 遍歷 加載 編碼 屬性', all)).toBe('选择器 遍历 加载 编码 属性');
  });

  test('pairs each Traditional character with another, Simplified one', () => {
    const pairs = [...all.traditional];
    expect(pairs.length % 2).toBe(0);
    for (let index = 0; index < pairs.length; index += 2) expect(pairs[index]).not.toBe(pairs[index + 1]);
  });
});
