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

  test('keeps lines in use and drops a line unused for MAX_KEPT_LINES new ones', () => {
    const cache = new TokenizedLines<ScopedToken[]>();
    const tokenizations: string[] = [];
    const get = (line: string) => cache.get(line, INITIAL, () => (tokenizations.push(line), { tokens: [{ startIndex: 0, scopes: [line] }], ruleStack: INITIAL, stoppedEarly: false }));
    get('unused');
    get('in use');
    for (let index = 0; index < 2 * MAX_KEPT_LINES; index++) {
      get(`line ${index}`);
      if (index % 1000 === 0) get('in use');
    }
    expect(tokenizations.filter((line) => line === 'in use')).toHaveLength(1);
    get('unused');
    expect(tokenizations.filter((line) => line === 'unused')).toHaveLength(2);
    // The first new lines are gone too; the last ones are kept.
    get('line 0');
    get(`line ${2 * MAX_KEPT_LINES - 1}`);
    expect(tokenizations.filter((line) => line === 'line 0')).toHaveLength(2);
    expect(tokenizations.filter((line) => line === `line ${2 * MAX_KEPT_LINES - 1}`)).toHaveLength(1);
  });

  test('a state without the fields it compares (a changed vscode-textmate) is refused, not taken as equal to every other', () => {
    const cache = new TokenizedLines<ScopedToken[]>();
    const renamed = { parent: null, rule: 1, endRule: null, names: null } as unknown as StateStack;
    expect(() => cache.get('x', renamed, () => ({ tokens: [], ruleStack: INITIAL, stoppedEarly: false }))).toThrow(/StateStackImpl/);
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
