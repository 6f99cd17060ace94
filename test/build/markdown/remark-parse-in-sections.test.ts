import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import fg from 'fast-glob';
import remarkCjkFriendly from 'remark-cjk-friendly';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, test } from 'vitest';
import { loadApiContent } from '../../../build/api/index.ts';
import { LONG_DOCUMENT, remarkParseInSections, sectionStarts, type ParseInSectionsOptions } from '../../../build/markdown/remark-parse-in-sections.ts';

const rootDir = path.resolve(import.meta.dirname, '../../..');

// The parser of compile-markdown.ts: remark-parse with the syntax extensions it adds.
const parser = (sections?: ParseInSectionsOptions) => {
  const processor = sections ? unified().use(remarkParse).use(remarkParseInSections, sections) : unified().use(remarkParse);
  return processor.use(remarkGfm).use(remarkCjkFriendly).use(remarkDirective).freeze();
};
const whole = parser();
// The generated API pages, made once for the tests that read them.
let apiPages: ReturnType<typeof loadApiContent> | undefined;
const apiContent = () => (apiPages ??= loadApiContent({ rootDir, contentDir: path.join(rootDir, 'content'), docsRoute: '/docs' }));
// Sections as short as the document allows, so that short documents split too.
const everywhere = parser({ longDocument: 0, sectionLength: 0 });

// Lines that start or end a block, or look as if they did: headings, fences, directives, lists, quotes, tables and
// plain text, which sections may hold; and, rarer, what makes the document parse whole (definitions, raw HTML,
// indented fences and directives, directives with attributes), or is close to it.
const splittable = fc.constantFrom(
  '# 标题', '## Heading', '### H3 {#id}', '#no-space', '###### h6', '####### seven', '  ## indented',
  '', '', '', '', '   ', '\t',
  'text with *emphasis* and `code`', '中文段落，**加粗**。', 'a [link][ref] and [^1] and [ref]', 'Setext', '===', '---', '***',
  '```', '```js', '````', '```a`b', '~~~', '~~~~ info ~~~', '    ```', '\t```', '> ```', '- ```',
  ':::', '::::', ':::tip', '::::api-original', ':::tip[标题]', '::leaf', ':::tip ', ':::x-', ':::tip trailing',
  '- item', '1. item', '  - nested', '  continued', '    indented code', '> quote', '> ## quoted heading', '| a | b |', '| - | - |',
);
const wholeOnly = fc.constantFrom(
  '[ref]: /url', '[^1]: a footnote', '  [ref]: /indented', '> [ref]: /quoted', '- [ref]: /listed',
  '  ```', '   ~~~', '  :::', '  :::tip', ':::tip{.x}', ':::tip[a]{#b}', '::: tip', ':::-x',
  '<div>', '</div>', '<!-- note -->', '<pre>', '</pre>', '  <b>', 'x<y', 'a\rb',
);
// A heading after a blank line, where a section may start.
const sectionStart = fc.constantFrom('\n## 小节', '\n# Part', '\n### x', '\n\n## Two blank lines');
const lines = fc.oneof({ weight: 30, arbitrary: splittable }, { weight: 8, arbitrary: sectionStart }, { weight: 1, arbitrary: wholeOnly });
const document = fc.tuple(fc.array(lines, { maxLength: 40 }), fc.constantFrom('\n', '\r\n'), fc.constantFrom('', '\n', '\n\n'))
  .map(([parts, lineEnding, end]) => parts.join('\n').replaceAll('\n', lineEnding) + end);

describe('remark-parse-in-sections', () => {
  test('gives the tree of the whole document, positions included (random documents)', () => {
    let split = 0;
    fc.assert(fc.property(document, (text) => {
      if (sectionStarts(text, 0)) split++;
      expect(everywhere.parse(text)).toEqual(whole.parse(text));
    }), { numRuns: 3_000 });
    // The property says something only if many documents were in fact parsed in sections.
    expect(split).toBeGreaterThan(800);
  });

  test('parses every Markdown file of the site and every API page as it would whole', async () => {
    const files = await fg('content/**/*.md', { cwd: rootDir, absolute: true });
    const api = await apiContent();
    const documents = [...files.map((file) => fs.readFileSync(file, 'utf8')), ...api.docs.map((page) => page.body)];
    expect(documents.length).toBeGreaterThan(25);
    let split = 0;
    for (const text of documents) {
      if (sectionStarts(text, 0)) split++;
      expect(everywhere.parse(text)).toEqual(whole.parse(text));
    }
    expect(split).toBeGreaterThan(documents.length / 2);
  });

  test('splits the longest API page, the one it is for, at its default sizes', async () => {
    const api = await apiContent();
    const cheerio = api.docs.find((page) => page.id === 'api/classes/Cheerio')!.body;
    expect(cheerio.length).toBeGreaterThan(LONG_DOCUMENT);
    expect(sectionStarts(cheerio)!.length).toBeGreaterThan(20);
  });

  test('parses whole when a definition may serve a reference in another section', () => {
    const text = 'See [the docs][docs] and [^1].\n\n## Two\n\n[docs]: https://cheerio.js.org\n\n## Three\n\n[^1]: A note.\n';
    const tree = everywhere.parse(text);
    expect(tree).toEqual(whole.parse(text));
    expect(JSON.stringify(tree)).toContain('"type":"linkReference"');
    expect(JSON.stringify(tree)).toContain('"type":"footnoteReference"');
  });

  test('does not split inside a fence or a container directive, nor after raw HTML', () => {
    const fenced = 'a\n\n```md\n\n## not a heading\n```\n\n## Heading\n';
    expect(sectionStarts(fenced, 0)).toEqual([0, fenced.indexOf('## Heading')]);
    const contained = '::::api-original\n\n## English\n\n:::\n\n## Still inside\n::::\n\n## Out\n';
    expect(sectionStarts(contained, 0)).toEqual([0, contained.indexOf('## Out')]);
    expect(sectionStarts('<pre>\n\n## inside\n</pre>\n\n## after\n', 0)).toBeUndefined();
    expect(sectionStarts('a\r```\n\n## code\n```\n', 0)).toBeUndefined();
  });
});
