import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { isCompiledMarkdown, loadCompiledCache } from '../../../build/content/compiled-cache.ts';
import type { CompiledMarkdown } from '../../../build/markdown/types.ts';

const compiled = (html: string): CompiledMarkdown => ({ html, markdown: '', headings: [], ids: ['a'], references: [], directives: [], readingTimeMinutes: 1, firstSentence: html, search: { blocks: [], terms: [] }, warnings: [] });

async function cacheFile(): Promise<string> {
  return path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'compiled-cache-')), 'compiled.json');
}

describe('the compiled Markdown cache on disk', () => {
  test('a second process gets what the first compiled, warnings included', async () => {
    const file = await cacheFile();
    const first = await loadCompiledCache(file, 'v1', isCompiledMarkdown);
    const warnings = [{ code: 'raw-html' as const, message: 'raw HTML <script> is not allowed', line: 3, column: 1 }];
    first.set('page-a', { ...compiled('<p>甲</p>'), warnings });
    await first.save();
    const second = await loadCompiledCache(file, 'v1', isCompiledMarkdown);
    expect(second.get('page-a')).toEqual({ html: '<p>甲</p>', markdown: '', headings: [], ids: ['a'], references: [], directives: [], readingTimeMinutes: 1, firstSentence: '<p>甲</p>', search: { blocks: [], terms: [] }, warnings });
    expect(second.hits).toBe(1);
    expect(second.get('page-b')).toBeUndefined();
  });

  test('another pipeline version starts empty, and entries a build did not use are dropped', async () => {
    const file = await cacheFile();
    const first = await loadCompiledCache(file, 'v1', isCompiledMarkdown);
    first.set('old', compiled('旧'));
    first.set('kept', compiled('留'));
    await first.save();
    expect((await loadCompiledCache(file, 'v2', isCompiledMarkdown)).get('kept')).toBeUndefined();
    const second = await loadCompiledCache(file, 'v1', isCompiledMarkdown);
    second.get('kept');
    await second.save();
    const third = await loadCompiledCache(file, 'v1', isCompiledMarkdown);
    expect(third.get('old')).toBeUndefined();
    expect(third.get('kept')?.html).toBe('留');
  });
});
