// Compiled HTML (with its searchable blocks) kept in a scratch file, or in memory for a small site: read back whole,
// serialised with the rest of the page (as the compiled cache copies it, byte for byte), gone on close.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import fc from 'fast-check';
import { OWN_JSON } from '../../../build/content/compiled-cache.ts';
import { createHtmlSpill, type HtmlSpill } from '../../../build/content/html-spill.ts';
import { forSending, received, SEARCH_JSON } from '../../../build/content/compile-protocol.ts';
import type { CompiledMarkdown } from '../../../build/markdown/types.ts';

const page = (html: string, search: CompiledMarkdown['search'] = { blocks: [], terms: [] }): CompiledMarkdown => ({
  html, headings: [], ids: ['加载'], references: [], directives: [], readingTimeMinutes: 1, firstSentence: '加载', search, warnings: [],
});

test('a kept page reads its HTML back, serialises it, and leaves no file in the folder', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'html-spill-'));
  onTestFinished(() => fs.rm(dir, { recursive: true, force: true }));
  const spill = createHtmlSpill(dir);
  const first = spill.keep(page('<h1 id="加载">加载文档</h1><p>𠮷 &amp; é</p>'));
  const second = spill.keep(page(''));
  const third = spill.keep(page('<p>第三页</p>'));
  expect(first.html).toBe('<h1 id="加载">加载文档</h1><p>𠮷 &amp; é</p>');
  expect(second.html).toBe('');
  expect(third.html).toBe('<p>第三页</p>');
  expect(first.ids).toEqual(['加载']);
  expect(first.firstSentence).toBe('加载');
  expect(Object.getOwnPropertyDescriptor(first, 'html')?.get).toBeTypeOf('function');
  expect(JSON.parse(JSON.stringify(third))).toEqual(page('<p>第三页</p>'));
  // Unlinked as soon as it was opened: nothing to clean up, even for a killed build.
  expect(await fs.readdir(dir)).toEqual([]);
  spill.close();
  expect(() => first.html).toThrow();
});

test('a small site\'s spill keeps its pages and twins in memory: nothing is read from a file, so closing loses nothing', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'html-spill-'));
  onTestFinished(() => fs.rm(dir, { recursive: true, force: true }));
  const spill = createHtmlSpill(dir, { inMemory: true });
  const loading = { blocks: [{ level: 2, id: '加载', text: '加载文档', termCounts: [0, 1, 1, 1] }], terms: ['加载', '文档'] };
  const kept = spill.keep(page('<h2 id="加载">加载文档</h2>', loading));
  const body = spill.keepText('# 加载文档\n');
  expect(kept.search).toEqual(loading);
  spill.close();
  // A spill on disk can no longer read its texts once closed (the first test); this one still can.
  expect(kept.html).toBe('<h2 id="加载">加载文档</h2>');
  expect(kept.search.terms).toEqual(['加载', '文档']);
  expect(body()).toBe('# 加载文档\n');
  expect(JSON.parse(JSON.stringify(kept))).toEqual(page('<h2 id="加载">加载文档</h2>', loading));
});

test('searchable blocks wait in the file too, page by page, and read back equal', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'html-spill-'));
  onTestFinished(() => fs.rm(dir, { recursive: true, force: true }));
  const spill = createHtmlSpill(dir);
  onTestFinished(() => spill.close());
  const loading = { blocks: [{ level: 2, id: '加载', text: '加载文档', termCounts: [0, 1, 1, 1] }], terms: ['加载', '文档'] };
  const selecting = { blocks: [{ level: 0, id: null, text: 'select 选择', termCounts: [0, 2] }], terms: ['select'] };
  const first = spill.keep(page('<h2 id="加载">加载文档</h2>', loading));
  const second = spill.keep(page('<p>select 选择</p>', selecting));
  expect(Object.getOwnPropertyDescriptor(first, 'search')?.get).toBeTypeOf('function');
  // Read alternately, as the search step reads one page's blocks and terms after another's.
  expect(first.search).toEqual(loading);
  expect(second.search).toEqual(selecting);
  expect(first.search.terms).toEqual(['加载', '文档']);
  expect(second.search.blocks).toEqual(selecting.blocks);
  expect(JSON.parse(JSON.stringify(first))).toEqual(page('<h2 id="加载">加载文档</h2>', loading));
});

test('a twin\'s body waits in the file too and reads back whole', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'html-spill-'));
  onTestFinished(() => fs.rm(dir, { recursive: true, force: true }));
  const spill = createHtmlSpill(dir);
  const body = spill.keepText('\n\n# 加载文档\n\n```js\nconst $ = cheerio.load(\'<p>𠮷</p>\');\n```\n');
  const empty = spill.keepText('');
  const kept = spill.keep(page('<p>之后的页面</p>'));
  expect(body()).toBe('\n\n# 加载文档\n\n```js\nconst $ = cheerio.load(\'<p>𠮷</p>\');\n```\n');
  expect(empty()).toBe('');
  expect(kept.html).toBe('<p>之后的页面</p>');
  spill.close();
  expect(() => body()).toThrow();
});

// Random compiled pages: any text in the HTML, first sentence, first heading, ids and searchable blocks.
const text = fc.string({ unit: 'binary', maxLength: 40 });
const compiledPages = fc.record({
  html: text, firstSentence: text, firstHeading: fc.option(text, { nil: undefined }), ids: fc.array(text, { maxLength: 3 }),
  blocks: fc.array(fc.record({ level: fc.nat(6), id: fc.option(text, { nil: null }), text, termCounts: fc.array(fc.nat(), { maxLength: 4 }) }), { maxLength: 3 }),
}).map(({ html, firstSentence, firstHeading, ids, blocks }): CompiledMarkdown => ({
  html, ...(firstHeading === undefined ? {} : { firstHeading }), headings: [], ids, references: [], directives: [], readingTimeMinutes: 1, firstSentence,
  search: { blocks, terms: ids }, warnings: [],
}));

// A spill in a folder of its own, both gone when the test ends.
async function spillForTest(options: { inMemory?: boolean } = {}): Promise<HtmlSpill> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'html-spill-'));
  onTestFinished(() => fs.rm(dir, { recursive: true, force: true }));
  const spill = createHtmlSpill(dir, options);
  onTestFinished(() => spill.close());
  return spill;
}

test.each([false, true])('a kept page carries its JSON text, the very text JSON.stringify gives, whatever its fields hold (in memory: %s)', async (inMemory) => {
  const spill = await spillForTest({ inMemory });
  fc.assert(
    fc.property(compiledPages, (compiled) => {
      const kept = spill.keep(compiled) as CompiledMarkdown & { [OWN_JSON]: () => string };
      expect(kept.html).toBe(compiled.html);
      expect(kept.firstSentence).toBe(compiled.firstSentence);
      expect(kept[OWN_JSON]()).toBe(JSON.stringify(kept));
      expect(JSON.parse(kept[OWN_JSON]())).toEqual(JSON.parse(JSON.stringify(compiled)));
    }),
    { numRuns: 300 },
  );
});

test.each([false, true])('a page from a compile worker arrives whole, its searchable blocks as the JSON text it was sent as, which the spill keeps as it is (in memory: %s)', async (inMemory) => {
  const spill = await spillForTest({ inMemory });
  fc.assert(
    fc.property(compiledPages, (compiled) => {
      // Through a message, as the pool receives it.
      const arrived = received(structuredClone(forSending(compiled)));
      expect(arrived[SEARCH_JSON]).toBe(JSON.stringify(compiled.search));
      const kept = spill.keep(arrived) as CompiledMarkdown & { [OWN_JSON]: () => string };
      expect(Object.getOwnPropertySymbols(kept)).not.toContain(SEARCH_JSON);
      expect(kept.html).toBe(compiled.html);
      expect(kept.search).toEqual(compiled.search);
      expect(kept[OWN_JSON]()).toBe(JSON.stringify(compiled));
      // Unspilled (watch mode), the page reads as it was sent, and once its blocks are read it holds them alone.
      expect(JSON.stringify(arrived)).toBe(JSON.stringify(compiled));
      expect(arrived[SEARCH_JSON]).toBeUndefined();
    }),
    { numRuns: 300 },
  );
});
