import type { HighlighterCore } from 'shiki/core';
import { INITIAL, type StateStack } from 'shiki/textmate';
import { beforeAll, describe, expect, test } from 'vitest';
import { CODE_THEMES, createCodeHighlighter, loadLanguageFor } from '../../../build/markdown/code-highlighter.ts';
import { codeToHastTokenizedOnce } from '../../../build/markdown/tokenize-once.ts';
import { MAX_KEPT_LINES, TokenizedLines, type TokenizedLine } from '../../../build/markdown/tokenized-lines.ts';

interface ScopedToken {
  startIndex: number;
  scopes: string[];
}

interface Grammar {
  tokenizeLine(line: string, state: StateStack | null): TokenizedLine<ScopedToken[]>;
}

describe('TokenizedLines', () => {
  let highlighter: HighlighterCore;
  let grammar: Grammar;
  beforeAll(async () => {
    highlighter = await createCodeHighlighter();
    await loadLanguageFor(highlighter, 'js');
    grammar = highlighter.getInternalContext().getLanguage('javascript') as unknown as Grammar;
  });

  // Tokenizes `lines` from the initial state through `cache`, counting how often the grammar really ran.
  const tokenizeThrough = (cache: TokenizedLines<ScopedToken[]>, lines: string[]) => {
    let state: StateStack = INITIAL;
    let ran = 0;
    const results: ScopedToken[][] = [];
    const states: StateStack[] = [];
    for (const line of lines) {
      const result = cache.get(line, state, () => (ran++, grammar.tokenizeLine(line, state)));
      results.push(result.tokens);
      states.push((state = result.ruleStack));
    }
    return { ran, results, states };
  };

  test('a line after an equal state reached in another block is answered without tokenizing', () => {
    const cache = new TokenizedLines<ScopedToken[]>();
    const first = tokenizeThrough(cache, ['const a = 1;', 'function f() {', '  return a;']);
    // The same first line again makes a new state object, equal in structure to the first block's.
    const state = grammar.tokenizeLine('const a = 1;', INITIAL).ruleStack;
    expect(state).not.toBe(first.states[0]);
    let ran = false;
    const answer = cache.get('function f() {', state, () => ((ran = true), grammar.tokenizeLine('function f() {', state)));
    expect(ran).toBe(false);
    expect(answer.tokens).toEqual(grammar.tokenizeLine('function f() {', state).tokens);
  });

  test('the same text after a different state is tokenized again, with its own scopes', () => {
    const cache = new TokenizedLines<ScopedToken[]>();
    const plain = tokenizeThrough(cache, ['let x = 1;', 'const y = 2;']);
    const inComment = tokenizeThrough(cache, ['/* open', 'const y = 2;']);
    expect(inComment.ran).toBe(2);
    expect(inComment.results[1]).not.toEqual(plain.results[1]);
    expect(inComment.results[1]!.every((token) => token.scopes.some((scope) => scope.startsWith('comment.')))).toBe(true);
  });

  test('keeps at most MAX_KEPT_LINES lines, dropping the least recently used', () => {
    const cache = new TokenizedLines<ScopedToken[]>();
    const tokenized = (line: string) => (): TokenizedLine<ScopedToken[]> => ({ tokens: [{ startIndex: 0, scopes: [line] }], ruleStack: INITIAL, stoppedEarly: false });
    cache.get('first', INITIAL, tokenized('first'));
    cache.get('second', INITIAL, tokenized('second'));
    for (let index = 0; index < MAX_KEPT_LINES - 2; index++) cache.get(`line ${index}`, INITIAL, tokenized(`line ${index}`));
    // Using "first" again makes "second" the oldest, which the next new line pushes out.
    cache.get('first', INITIAL, () => expect.unreachable('first is kept'));
    cache.get('one more', INITIAL, tokenized('one more'));
    let again = 0;
    cache.get('first', INITIAL, () => (again++, tokenized('first')()));
    cache.get('second', INITIAL, () => (again += 10, tokenized('second')()));
    expect(again).toBe(10);
  });

  test('a line cut short by the time limit is not kept', () => {
    const cache = new TokenizedLines<ScopedToken[]>();
    const cut = { tokens: [], ruleStack: INITIAL, stoppedEarly: true };
    expect(cache.get('slow', INITIAL, () => cut)).toBe(cut);
    let ran = false;
    cache.get('slow', INITIAL, () => ((ran = true), cut));
    expect(ran).toBe(true);
  });

  test('blocks whose lines repeat in other contexts still come out as the tree Shiki makes', () => {
    const blocks = [
      'const a = `x\nconst b = 1;\n`;',
      'const b = 1;\n/*\nconst b = 1;\n*/\nconst b = 1;',
      '"use strict";\nconst b = 1;',
      'const a = `x\nconst b = 1;\n`;',
    ];
    for (const code of blocks) {
      const options = { lang: 'javascript', themes: CODE_THEMES, defaultColor: 'light', tokenizeTimeLimit: 0 } as const;
      expect(codeToHastTokenizedOnce(highlighter, code, options), code).toEqual(highlighter.codeToHast(code, options));
    }
  });
});
