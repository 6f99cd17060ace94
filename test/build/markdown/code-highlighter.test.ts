import { beforeAll, describe, expect, test } from 'vitest';
import type { HighlighterCore } from 'shiki/core';
import { createCodeHighlighter, HIGHLIGHTED_LANGUAGES, isKnownLanguage, loadLanguageFor, resolveLanguage } from '../../../build/markdown/code-highlighter.ts';

describe('resolveLanguage', () => {
  let highlighter: HighlighterCore;
  beforeAll(async () => {
    highlighter = await createCodeHighlighter();
    // Markdown's grammar comes last, after every other one.
    await loadLanguageFor(highlighter, 'md');
  });

  test.each([
    ['js', 'js'], ['JavaScript', 'javascript'], ['jsx', 'jsx'], ['ts', 'ts'], ['tsx', 'tsx'], ['json', 'json'],
    ['bash', 'bash'], ['sh', 'sh'], ['shell', 'shell'], ['html', 'html'], ['xml', 'xml'], ['css', 'css'],
    ['yaml', 'yaml'], ['yml', 'yml'], ['diff', 'diff'], ['md', 'md'], ['markdown', 'markdown'],
  ])('knows the fence language %s', (language, expected) => {
    expect(resolveLanguage(highlighter, language)).toBe(expected);
  });

  test('the list of known languages is exactly what the highlighter loads', () => {
    expect([...HIGHLIGHTED_LANGUAGES].sort()).toEqual([...highlighter.getLoadedLanguages()].sort());
    expect(['JS', 'txt', 'text'].every(isKnownLanguage)).toBe(true);
    expect(['python', 'jsx2', 'brainfuck'].some(isKnownLanguage)).toBe(false);
  });

  test.each(['text', 'txt', 'plaintext', 'python', 'brainfuck', ''])('falls back to plain text for %j', (language) => {
    expect(resolveLanguage(highlighter, language)).toBe('text');
  });
});

describe('loadLanguageFor', () => {
  test('a new highlighter has no grammar; each block\'s language loads only its own (html with javascript and css)', async () => {
    const highlighter = await createCodeHighlighter();
    expect(highlighter.getLoadedLanguages()).toEqual([]);
    await loadLanguageFor(highlighter, 'TS');
    await loadLanguageFor(highlighter, 'html');
    await loadLanguageFor(highlighter, 'python');
    expect(new Set(highlighter.getLoadedLanguages())).toEqual(new Set(['typescript', 'ts', 'cts', 'mts', 'html', 'javascript', 'js', 'cjs', 'mjs', 'css']));
  });
});
