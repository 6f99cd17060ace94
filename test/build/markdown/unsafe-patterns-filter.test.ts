import fc from 'fast-check';
import type { PhrasingContent, Root, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import { describe, expect, test } from 'vitest';
import { rootWithNarrowEscapes } from '../../../build/markdown/unsafe-patterns-filter.ts';

// Text made mostly of the characters Markdown gives a meaning somewhere, with Chinese, spaces and line breaks.
const text = fc
  .array(fc.constantFrom('*', '_', '`', '#', '-', '+', '.', '!', '[', ']', '(', ')', '<', '>', '&', '|', '~', ':', '\\', '"', "'", '=', '{', '}', '1', 'a', 'Z', '中文', ' ', '\t', '\n', '@', 'www.', 'http://'), { maxLength: 14 })
  .map((parts) => parts.join(''));

const leaf = fc.oneof(
  text.map((value): PhrasingContent => ({ type: 'text', value })),
  text.map((value): PhrasingContent => ({ type: 'inlineCode', value })),
);
const phrasing: fc.Memo<PhrasingContent> = fc.memo((depth) =>
  depth <= 1 ? leaf : fc.oneof(
    leaf,
    fc.tuple(fc.constantFrom('emphasis', 'strong', 'delete'), fc.array(phrasing(depth - 1), { maxLength: 3 }))
      .map(([type, children]) => ({ type, children }) as PhrasingContent),
    fc.tuple(text, fc.array(phrasing(depth - 1), { maxLength: 3 }))
      .map(([url, children]): PhrasingContent => ({ type: 'link', url, children: children as never })),
  ),
);
const inline = fc.array(phrasing(3), { minLength: 1, maxLength: 5 });

const flow: fc.Arbitrary<RootContent> = fc.oneof(
  inline.map((children): RootContent => ({ type: 'paragraph', children })),
  fc.tuple(fc.integer({ min: 1, max: 6 }), inline).map(([depth, children]): RootContent => ({ type: 'heading', depth: depth as 1, children })),
  fc.tuple(fc.boolean(), fc.array(inline, { minLength: 1, maxLength: 3 })).map(([ordered, items]): RootContent => ({
    type: 'list', ordered, children: items.map((children) => ({ type: 'listItem', children: [{ type: 'paragraph', children }] })),
  })),
  fc.array(fc.array(inline, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 3 }).map((rows): RootContent => ({
    type: 'table', children: rows.map((cells) => ({ type: 'tableRow', children: cells.map((children) => ({ type: 'tableCell', children })) })),
  })),
  fc.tuple(text, fc.constantFrom(undefined, 'js', 'a`b'), fc.constantFrom(undefined, 'title="x"', 'a b')).map(([value, lang, meta]): RootContent => ({ type: 'code', value, lang, meta })),
  fc.array(inline, { minLength: 1, maxLength: 2 }).map((items): RootContent => ({ type: 'blockquote', children: items.map((children) => ({ type: 'paragraph', children })) })),
);
const trees = fc.array(flow, { minLength: 1, maxLength: 4 }).map((children): Root => ({ type: 'root', children }));

// The options the twins use (build/markdown/markdown-text.ts).
const options: Options = { extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', fences: true, rule: '-', emphasis: '*', strong: '*' };

// The Markdown, or the error message, of a serialization.
const outcome = (serialize: () => string) => {
  try {
    return serialize();
  } catch (error) {
    return (error as Error).message;
  }
};

describe('rootWithNarrowEscapes (each escape given only the patterns its text can match)', () => {
  test('serializes every tree exactly as mdast-util-to-markdown does with the whole list', () => {
    fc.assert(
      fc.property(trees, (tree) => {
        const narrowed = outcome(() => toMarkdown(structuredClone(tree), { ...options, handlers: { root: rootWithNarrowEscapes } }));
        expect(narrowed).toBe(outcome(() => toMarkdown(structuredClone(tree), options)));
      }),
      { numRuns: 1500 },
    );
  });

  test('hands an escape only patterns whose character its text holds, and the whole list back afterwards', () => {
    const seen: string[][] = [];
    let whole = 0;
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: '中文 a*b' }] }] };
    toMarkdown(tree, {
      ...options,
      handlers: {
        root: (node, parent, state, info) => {
          whole = state.unsafe.length;
          const escape = state.safe;
          state.safe = function (value, config) {
            seen.push(state.unsafe.map((pattern) => pattern.character));
            return escape.call(state, value, config);
          };
          const result = rootWithNarrowEscapes(node, parent, state, info);
          expect(state.unsafe).toHaveLength(whole);
          return result;
        },
      },
    });
    expect(seen.length).toBeGreaterThan(0);
    // The text's own escape sees its characters' patterns (and the paragraph's line breaks around it), nothing else.
    for (const characters of seen) expect(new Set(characters).size).toBeLessThan(whole);
    expect(seen.flat()).toContain('*');
    expect(seen.flat()).not.toContain('#');
  });
});
