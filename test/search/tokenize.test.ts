// The shared tokenizer: Chinese bigrams, Latin words and identifiers, punctuation, full-width forms.
import { expect, test } from 'vitest';
import { foldForSearch, isCjkTerm, tokenize, tokenizeQuery } from '../../theme/lib/search/tokenize.ts';

test('splits a Chinese run into its characters and every bigram', () => {
  expect(tokenize('选择器')).toEqual(['选', '选择', '择', '择器', '器']);
});

test('a single Chinese character is a term of its own', () => {
  expect(tokenize('的')).toEqual(['的']);
});

test('mixed Chinese and Latin text gives both kinds of terms, with no bigram across the boundary', () => {
  expect(tokenize('使用load加载')).toEqual(['使', '使用', '用', 'load', '加', '加载', '载']);
});

test('an identifier keeps the whole word and gives its camelCase parts', () => {
  expect(tokenize('loadBuffer')).toEqual(['loadbuffer', 'load', 'buffer']);
  expect(tokenize('HTMLParser2Options')).toEqual(['htmlparser2options', 'html', 'parser2', 'options']);
  expect(tokenize('decode_entities')).toEqual(['decode_entities', 'decode', 'entities']);
});

test('punctuation separates terms: `.attr()` is attr, `cheerio.load(html)` three words', () => {
  expect(tokenize('.attr()')).toEqual(['attr']);
  expect(tokenize('cheerio.load(html)')).toEqual(['cheerio', 'load', 'html']);
  expect(tokenize('$')).toEqual([]);
});

test('Chinese punctuation breaks bigrams', () => {
  expect(tokenize('加载，遍历')).toEqual(['加', '加载', '载', '遍', '遍历', '历']);
  expect(tokenize('“选择”')).toEqual(['选', '选择', '择']);
});

test('full-width letters and digits match their ASCII forms', () => {
  expect(tokenize('ＡＴＴＲ１')).toEqual(tokenize('attr1'));
  expect(foldForSearch('ＬｏａｄＢｕｆｆｅｒ')).toBe('loadbuffer');
});

test('documents and queries are tokenized the same way; a query drops repeated terms', () => {
  expect(tokenizeQuery('加载 加载 load')).toEqual(['加', '加载', '载', 'load']);
  expect(isCjkTerm('加载')).toBe(true);
  expect(isCjkTerm('load')).toBe(false);
});

test('folding keeps the length of the text, so offsets stay valid', () => {
  const text = 'Ａ文ﬁx';
  expect(foldForSearch(text)).toHaveLength(text.length);
});
