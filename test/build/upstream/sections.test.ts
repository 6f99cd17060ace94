// The sections a translation is pinned to: their slugs and hashes, which ignore line wrapping.
import { describe, expect, test } from 'vitest';
import { englishSections, TOP_SECTION } from '../../../build/upstream/sections.ts';

const page = `# Loading

Cheerio parses documents.

## The \`load\` function

Pass a string of HTML
to load it.

\`\`\`js
// ## not a heading
\`\`\`

## Streams

Streams are chunked.

## Streams
`;

describe('englishSections', () => {
  test('the text before the first H2, then each H2 keyed by its github-slugger slug (code fences are not headings)', () => {
    expect(englishSections(page).map((section) => [section.slug, section.title])).toEqual([
      [TOP_SECTION, ''], ['the-load-function', 'The load function'], ['streams', 'Streams'], ['streams-1', 'Streams'],
    ]);
  });

  test('re-wrapping lines changes no hash', () => {
    const rewrapped = page.replace('Pass a string of HTML\nto load it.', 'Pass a string\n  of HTML to load   it.');
    expect(englishSections(rewrapped)).toEqual(englishSections(page));
  });

  test('one changed sentence changes exactly its section', () => {
    const before = englishSections(page);
    const after = englishSections(page.replace('Streams are chunked.', 'Streams arrive in chunks.'));
    expect(after.filter((section, index) => section.hash !== before[index]!.hash).map((section) => section.slug)).toEqual(['streams']);
  });

  test('the title and description are part of the opening section', () => {
    expect(englishSections(page, 'Title')[0]!.hash).not.toBe(englishSections(page, 'Other title')[0]!.hash);
  });
});
