import type { HighlighterCore } from 'shiki/core';
import { beforeAll, describe, expect, test } from 'vitest';
import { CODE_THEMES, createCodeHighlighter, HIGHLIGHTED_LANGUAGES, loadLanguageFor, resolveLanguage } from '../../../build/markdown/code-highlighter.ts';
import { codeToHastTokenizedOnce } from '../../../build/markdown/tokenize-once.ts';
import { edgeCases, realSiteBlocks, syntheticBlocks } from '../../helpers/code-blocks.ts';

describe('codeToHastTokenizedOnce', () => {
  let highlighter: HighlighterCore;
  beforeAll(async () => {
    highlighter = await createCodeHighlighter();
    // Markdown's grammar loads the others first; loading it last is what a build does for a Markdown block.
    for (const language of HIGHLIGHTED_LANGUAGES) await loadLanguageFor(highlighter, language);
    await loadLanguageFor(highlighter, 'md');
  });

  const highlightBoth = (language: string, code: string) => {
    const options = { lang: resolveLanguage(highlighter, language), themes: CODE_THEMES, defaultColor: 'light', tokenizeTimeLimit: 0 } as const;
    return { shiki: highlighter.codeToHast(code, options), once: codeToHastTokenizedOnce(highlighter, code, options) };
  };

  test('every code block of the real site, API pages included, comes out as the tree Shiki makes', async () => {
    const blocks = await realSiteBlocks();
    expect(blocks.length).toBeGreaterThan(200);
    for (const { language, code } of blocks) {
      const { shiki, once } = highlightBoth(language, code);
      expect(once, `${language} block:\n${code}`).toEqual(shiki);
    }
  });

  test('synthetic blocks and lines that carry state to the next come out as the tree Shiki makes', () => {
    for (const { language, code } of [...edgeCases, ...syntheticBlocks(30)]) {
      const { shiki, once } = highlightBoth(language, code);
      expect(once, `${language} block:\n${code}`).toEqual(shiki);
    }
  });

  test('the dark colours differ from the light ones, so both themes were applied', () => {
    const { once } = highlightBoth('js', 'const answer = "forty-two"; // comment');
    const styles = JSON.stringify(once);
    expect(styles).toContain('--shiki-dark:');
    expect(styles).toMatch(/color:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}/);
  });
});
