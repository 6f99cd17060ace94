// Parsing raw doc comments: margins, block tags, and examples whose code keeps its indentation.
import { describe, expect, test } from 'vitest';
import { parseDocComment } from '../../../build/api/doc-comment.ts';

describe('parseDocComment', () => {
  test('splits the summary from @param, @returns, @see and @category', () => {
    const comment = parseDocComment(`/**
     * Gets the first element.
     *
     * @category Traversing
     * @param selector - Selector to match.
     * @param {string} other The other one.
     * @returns The element.
     * @see {@link https://api.jquery.com/first/}
     */`);
    expect(comment).toMatchObject({
      summary: 'Gets the first element.',
      category: 'Traversing',
      params: { selector: 'Selector to match.', other: 'The other one.' },
      returns: 'The element.',
      see: ['{@link https://api.jquery.com/first/}'],
    });
  });

  test('keeps the indentation inside example fences and splits captions from code', () => {
    const comment = parseDocComment(`/**
     * @example This is the markup:
     *
     * \`\`\`html
     * <ul>
     *   <li>@notATag</li>
     * </ul>
     * \`\`\`
     *
     * And more:
     *
     * \`\`\`js
     * $('li');
     * \`\`\`
     */`);
    expect(comment.examples).toEqual([
      [
        { kind: 'text', text: 'This is the markup:' },
        { kind: 'code', language: 'html', code: '<ul>\n  <li>@notATag</li>\n</ul>' },
        { kind: 'text', text: 'And more:' },
        { kind: 'code', language: 'js', code: "$('li');" },
      ],
    ]);
  });

  test('marks @private and @internal comments', () => {
    expect(parseDocComment('/** @private */').isPrivate).toBe(true);
    expect(parseDocComment('/** Text. @internal */').isPrivate).toBe(false);
    expect(parseDocComment('/**\n * Text.\n * @internal\n */').isPrivate).toBe(true);
  });

  test('reads a one-line comment', () => {
    expect(parseDocComment('/** Mimic jQuery. */').summary).toBe('Mimic jQuery.');
  });
});
