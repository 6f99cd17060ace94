// Snippets and highlights: text parts only, Chinese counted two characters to a word.
import { expect, test } from 'vitest';
import { highlightParts, snippetParts, type TextPart } from '../../client/search/snippet.ts';

const render = (parts: TextPart[]) => parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join('');

test('highlights every occurrence of the query, case and width ignored', () => {
  expect(render(highlightParts('Load and LOAD the ｌｏａｄ', 'load'))).toBe('[Load] and [LOAD] the [ｌｏａｄ]');
});

test('highlights Chinese runs and Latin words of a mixed query', () => {
  expect(render(highlightParts('使用 loadBuffer 加载字节', 'loadbuffer 加载'))).toBe('使用 [loadBuffer] [加载]字节');
});

test('a query that looks like markup stays plain text', () => {
  const parts = highlightParts('见 <img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>');
  expect(parts.map((part) => part.text).join('')).toBe('见 <img src=x onerror=alert(1)>');
});

test('a long Latin text is cut to ten words around the first match', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen attr fifteen sixteen seventeen';
  const snippet = render(snippetParts(text, 'attr', 10));
  // Near the end the window shifts back so it still shows ten words.
  expect(snippet).toBe('…nine ten eleven twelve thirteen fourteen [attr] fifteen sixteen seventeen');
  const middle = render(snippetParts(`${text} a b c d e f g h`, 'attr', 10));
  expect(middle).toBe('…thirteen fourteen [attr] fifteen sixteen seventeen a b c d…');
});

test('Chinese text counts two characters as one word', () => {
  const text = '一二三四五六七八九十甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥选择器天地玄黄宇宙洪荒日月盈昃';
  const snippet = render(snippetParts(text, '选择器', 5));
  expect(snippet.replace(/[…[\]]/g, '')).toHaveLength(10);
  expect(snippet).toContain('[选择器]');
  expect(snippet.startsWith('…')).toBe(true);
  expect(snippet.endsWith('…')).toBe(true);
});

test('a short text is shown whole; without a match the snippet is the start of the text', () => {
  expect(render(snippetParts('加载文档', '加载', 10))).toBe('[加载]文档');
  const text = Array.from({ length: 20 }, (_, index) => `w${index}`).join(' ');
  expect(render(snippetParts(text, 'nothing', 5))).toBe('w0 w1 w2 w3 w4…');
});
