import { createHighlighterCore, type HighlighterCore, type RegexEngine } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { beforeAll, describe, expect, test } from 'vitest';
import { CODE_THEMES, createCodeHighlighter, HIGHLIGHTED_LANGUAGES, loadLanguageFor, resolveLanguage } from '../../../build/markdown/code-highlighter.ts';
import { sharedPatternEngine } from '../../../build/markdown/shared-pattern-engine.ts';
import { createRandom } from '../../../scripts/bench/seeded-random.ts';
import { edgeCases, realSiteBlocks, syntheticBlocks } from '../../helpers/code-blocks.ts';

// Patterns with what makes a search's answer depend on where it starts: \G, \A, ^, lookbehind, empty matches,
// patterns that match at the same place (the first listed must win) and ones that never match.
const patterns = [
  'a', 'b+', 'ab', '\\bfoo\\b', '(?<=a)b', '\\Ga', '\\G(?:b|c)', '\\Aa', '^b', '$', '(?=c)', '\\s+', '"[^"]*"',
  '[a-c]{2}', '(a)(b)?', 'x', '中文', '(?<!b)c', 'a|ab', '\\w+',
];
const alphabet = ['a', 'b', 'c', ' ', '"', 'foo', '中文', 'x'];
// vscode-textmate's find options: none, "not the beginning of the string", "not the beginning of the search".
const options = [0, 1, 4];

const onigurumaEngine = () => createOnigurumaEngine(import('shiki/wasm'));

describe('sharedPatternEngine', () => {
  test('answers every search as Oniguruma\'s own scanner does, walking lines left to right as a tokenizer does', async () => {
    const plain = await onigurumaEngine();
    const shared = sharedPatternEngine(plain);
    const random = createRandom(16);
    let searches = 0;
    for (let round = 0; round < 400; round++) {
      const list = Array.from({ length: random.integer(1, 6) }, () => random.pick(patterns));
      const text = Array.from({ length: random.integer(0, 11) }, () => random.pick(alphabet)).join('');
      const [expected, actual] = [plain.createScanner(list), shared.createScanner(list)];
      const [expectedLine, actualLine] = [plain.createString(text), shared.createString(text)];
      // Start positions that move forward, stay, and jump back, each with an option.
      let start = 0;
      for (let step = 0; step < 8 && start <= text.length; step++) {
        const option = random.pick(options);
        expect(actual.findNextMatchSync(actualLine, start, option), `${JSON.stringify(list)} on "${text}" from ${start}`).toEqual(
          expected.findNextMatchSync(expectedLine, start, option),
        );
        searches++;
        start = random.next() < 0.2 ? random.integer(0, start) : start + random.integer(0, 2);
      }
    }
    expect(searches).toBeGreaterThan(2000);
  });

  test('compiles each distinct pattern once, however many scanners list it', async () => {
    const plain = await onigurumaEngine();
    const compiled: string[] = [];
    const counting: RegexEngine = {
      createString: (text) => plain.createString(text),
      createScanner: (list) => {
        compiled.push(...list.map(String));
        return plain.createScanner(list);
      },
    };
    const shared = sharedPatternEngine(counting);
    for (const list of [['a', 'b+'], ['b+', 'x'], ['a', 'x', 'b+']]) shared.createScanner(list);
    expect(compiled.sort()).toEqual(['a', 'b+', 'x']);
  });

  test('a search on a plain string answers like one on an engine string', async () => {
    const shared = sharedPatternEngine(await onigurumaEngine());
    const scanner = shared.createScanner(['b+', '(?<=a)b']);
    const line = shared.createString('aabbb');
    expect(scanner.findNextMatchSync('aabbb', 1, 0)).toEqual(scanner.findNextMatchSync(line, 1, 0));
    expect(scanner.findNextMatchSync('aabbb', 0, 0)).toMatchObject({ index: 0, captureIndices: [{ start: 2, end: 5 }] });
  });

  describe('highlighting through it', () => {
    let highlighter: HighlighterCore;
    let plainHighlighter: HighlighterCore;
    beforeAll(async () => {
      highlighter = await createCodeHighlighter();
      plainHighlighter = await createHighlighterCore({
        engine: onigurumaEngine(),
        themes: [import('shiki/themes/github-light-default.mjs'), import('shiki/themes/github-dark-default.mjs')],
      });
      for (const loaded of [highlighter, plainHighlighter]) {
        for (const language of HIGHLIGHTED_LANGUAGES) await loadLanguageFor(loaded, language);
        await loadLanguageFor(loaded, 'md');
      }
    });

    test('gives the tree Shiki makes with Oniguruma\'s own scanners, for every block of the real site and more', async () => {
      const blocks = [...(await realSiteBlocks()), ...edgeCases, ...syntheticBlocks(30)];
      expect(blocks.length).toBeGreaterThan(300);
      for (const { language, code } of blocks) {
        const options = { lang: resolveLanguage(highlighter, language), themes: CODE_THEMES, defaultColor: 'light', tokenizeTimeLimit: 0 } as const;
        expect(highlighter.codeToHast(code, options), `${language} block:\n${code}`).toEqual(plainHighlighter.codeToHast(code, options));
      }
    });
  });
});
