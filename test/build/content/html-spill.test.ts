// Compiled HTML kept in a scratch file: read back whole, serialised with the rest of the page, gone on close.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { createHtmlSpill } from '../../../build/content/html-spill.ts';
import type { CompiledMarkdown } from '../../../build/markdown/types.ts';

const page = (html: string): CompiledMarkdown => ({
  html, headings: [], ids: ['加载'], references: [], directives: [], plainText: '加载', search: { blocks: [], terms: [] }, warnings: [],
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
  expect(first.plainText).toBe('加载');
  expect(Object.getOwnPropertyDescriptor(first, 'plainText')?.get).toBeTypeOf('function');
  expect(JSON.parse(JSON.stringify(third))).toEqual(page('<p>第三页</p>'));
  // Unlinked as soon as it was opened: nothing to clean up, even for a killed build.
  expect(await fs.readdir(dir)).toEqual([]);
  spill.close();
  expect(() => first.html).toThrow();
});
