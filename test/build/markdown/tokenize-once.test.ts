import path from 'node:path';
import type { Code } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { HighlighterCore } from 'shiki/core';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, test } from 'vitest';
import { apiReference } from '../../../build/api/site-api.ts';
import { WarningCollector } from '../../../build/diagnostics.ts';
import { silentLogger } from '../../../build/log.ts';
import { CODE_THEMES, createCodeHighlighter, HIGHLIGHTED_LANGUAGES, loadLanguageFor, resolveLanguage } from '../../../build/markdown/code-highlighter.ts';
import { codeToHastTokenizedOnce } from '../../../build/markdown/tokenize-once.ts';
import { loadSiteContent, markdownFiles, withApiReference } from '../../../build/site-content.ts';
import { createRandom } from '../../../scripts/bench/seeded-random.ts';
import { htmlBlock, jsBlock, tsBlock } from '../../../scripts/bench/synthetic-code.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

// Every fenced block of the real site, its API pages included, with its language.
async function realSiteBlocks(): Promise<{ language: string; code: string }[]> {
  const contentDir = path.join(repoRoot, 'content');
  const content = await loadSiteContent({ contentDir, docsRoute: '/docs', blogRoute: '/blog', includeDrafts: true, warnings: new WarningCollector() });
  const api = await apiReference({}, { rootDir: repoRoot, contentDir, docsRoute: '/docs', strict: false, dev: true, logger: silentLogger });
  const blocks: { language: string; code: string }[] = [];
  for (const file of markdownFiles(withApiReference(content, api))) {
    visit(fromMarkdown(file.body), 'code', (node: Code) => void blocks.push({ language: node.lang ?? 'text', code: node.value }));
  }
  return blocks;
}

// Lines that end inside a construct (comments, strings, templates, embedded languages) carry state to the next.
const edgeCases: { language: string; code: string }[] = [
  { language: 'js', code: 'const a = `x ${\n  b + "y\n"}`; /* open\n still */ const c = /re[g]/g;\n\n\tlet   d;  ' },
  { language: 'ts', code: 'type T<U> = { [K in keyof U]?: U[K] };\nexport default class A implements B {}\n// 中文注释' },
  { language: 'html', code: '<script>\nconst x = 1 < 2;\n</script>\n<style>\na { color: red }\n</style>\n<p class="x">文本</p>' },
  { language: 'md', code: '# 标题\n\n```js\nconst x = 1;\n```\n\n- item *em* **strong**' },
  { language: 'diff', code: '- old\n+ new\n  same' },
  { language: 'yaml', code: 'a: 1\nb:\n  - "two"\n  - three # comment' },
  { language: 'bash', code: 'npm install cheerio && echo "$HOME" | tee out.txt' },
  { language: 'json', code: '{ "a": [1, true, null], "b": "c" }' },
  { language: 'tsx', code: 'const el = <div className="a">{value}</div>;' },
  { language: 'css', code: '.a > b:hover { margin: 0 auto !important; }' },
  { language: 'xml', code: '<?xml version="1.0"?>\n<root><![CDATA[ x ]]></root>' },
  { language: 'text', code: 'plain text' },
];

function syntheticBlocks(pages: number): { language: string; code: string }[] {
  const random = createRandom(7);
  return Array.from({ length: pages }, (_, page) => [
    { language: 'js', code: jsBlock(random, page) },
    { language: 'ts', code: tsBlock(random, page) },
    { language: 'html', code: htmlBlock(random, page) },
  ]).flat();
}

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
