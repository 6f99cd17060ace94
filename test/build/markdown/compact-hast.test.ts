// The code-block cache keeps highlighted blocks as compact JSON (build/markdown/compact-hast.ts): a page whose blocks
// come from the cache is the page compiled fresh, and any tree comes back equal to what plain JSON gives back.
import fc from 'fast-check';
import type { Element, ElementContent } from 'hast';
import { describe, expect, test } from 'vitest';
import { createMemoryCodeBlockCache, type CodeBlockCache } from '../../../build/markdown/code-block-cache.ts';
import { compactHastJson, hastFromCompactJson } from '../../../build/markdown/compact-hast.ts';
import { siteCompiler, realSiteMarkdownFiles, syntheticBlocks } from '../../helpers/code-blocks.ts';

// A memory cache that counts the blocks it answers and the blocks it is given.
function countingCache(): CodeBlockCache & { hits: number; stored: string[] } {
  const cache = createMemoryCodeBlockCache();
  const counted = {
    ...cache, hits: 0, stored: [] as string[],
    get(key: string) {
      const block = cache.get(key);
      if (block !== undefined) counted.hits++;
      return block;
    },
    set(key: string, block: string) {
      counted.stored.push(block);
      cache.set(key, block);
    },
  };
  return counted;
}

describe('highlighted blocks from the code-block cache', () => {
  test('every page of the real site, API pages included, and synthetic blocks with titles, marked lines and line numbers compile to the same HTML from the cache', async () => {
    const files = await realSiteMarkdownFiles();
    const metas = ['', 'title="示例.js"', '{1,3}', 'showLineNumbers=3'];
    const synthetic = syntheticBlocks(4).map(({ language, code }, index) => `\`\`\`${language} ${metas[index % metas.length]}\n${code}\n\`\`\`\n`).join('\n');
    const pages = [...files.map((file) => ({ source: file.body, filePath: file.sourceFile })), { source: synthetic, filePath: '/site/synthetic.md' }];
    const cache = countingCache();
    const compile = await siteCompiler(files, cache);
    const fresh: string[] = [];
    for (const page of pages) fresh.push((await compile(page)).html);
    // A block the site repeats is highlighted once already.
    const highlighted = cache.stored.length;
    const blocks = highlighted + cache.hits;
    expect(highlighted).toBeGreaterThan(200);
    cache.hits = 0;
    for (const [index, page] of pages.entries()) expect((await compile(page)).html, page.filePath).toBe(fresh[index]);
    expect(cache.hits).toBe(blocks);
    expect(cache.stored).toHaveLength(highlighted);
  });
});

// Trees of text, elements with the property values hast has, and other nodes (comments; text with a position).
const propertyValue = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }));
const properties = fc.dictionary(fc.constantFrom('className', 'style', 'dataLine', 'ariaLabel', 'hidden', 'tabIndex'), propertyValue, { maxKeys: 3 });
const { node } = fc.letrec<{ node: ElementContent }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string().map((value): ElementContent => ({ type: 'text', value })),
    fc.string().map((value): ElementContent => ({ type: 'comment', value })),
    fc.string().map((value): ElementContent => ({ type: 'text', value, position: { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } } })),
    fc.record({ tagName: fc.constantFrom('span', 'div', 'pre', 'code'), properties, children: fc.array(tie('node'), { maxLength: 4 }) })
      .map(({ tagName, properties, children }): ElementContent => ({ type: 'element', tagName, properties, children })),
  ),
}));

describe('compactHastJson and hastFromCompactJson', () => {
  test('give back the tree plain JSON gives back, for any tree', () => {
    fc.assert(fc.property(node, (tree) => {
      expect(hastFromCompactJson(compactHastJson(tree))).toEqual(JSON.parse(JSON.stringify(tree)));
    }), { numRuns: 500 });
  });

  test('give each element properties of its own: editing one leaves the others and the stored JSON as they were', () => {
    const span = (): Element => ({ type: 'element', tagName: 'span', properties: { className: ['token'] }, children: [{ type: 'text', value: 'x' }] });
    const json = compactHastJson({ type: 'element', tagName: 'code', properties: {}, children: [span(), span()] });
    const first = hastFromCompactJson(json) as Element;
    const [a, b] = first.children as Element[];
    (a!.properties.className as string[]).push('highlighted');
    a!.properties.style = 'color:red';
    expect(b!.properties).toEqual({ className: ['token'] });
    expect(((hastFromCompactJson(json) as Element).children[0] as Element).properties).toEqual({ className: ['token'] });
  });

  test('store a highlighted block in less than half of its plain JSON', async () => {
    const cache = countingCache();
    const compile = await siteCompiler([], cache);
    const { language, code } = syntheticBlocks(1)[0]!;
    await compile({ source: `\`\`\`${language}\n${code}\n\`\`\`\n`, filePath: '/site/page.md' });
    const [stored] = cache.stored;
    expect(stored!.length * 2).toBeLessThan(JSON.stringify(hastFromCompactJson(stored!)).length);
  });
});
