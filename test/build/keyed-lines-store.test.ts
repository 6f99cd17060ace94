import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { writeKeyedLines } from '../../build/keyed-lines-file.ts';
import { openKeyedLinesStore } from '../../build/keyed-lines-store.ts';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'keyed-lines-store-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

// Values with multi-byte characters and lines longer than a read chunk (64 KiB), so offsets are bytes, not characters.
const value = (index: number) => JSON.stringify(`${index}：中文、emoji 🙂，${'长'.repeat(index % 3 === 0 ? 40_000 : 10)}`);

test('values written by the file module are read back from their offsets, long lines and multi-byte text included', async () => {
  const file = path.join(dir, 'read.txt');
  const entries = Array.from({ length: 30 }, (_, index): [string, string] => [`key-${index}`, value(index)]);
  await writeKeyedLines(file, 'v1', entries);
  const store = await openKeyedLinesStore(file, 'v1');
  expect([...store.keys()]).toEqual(entries.map(([key]) => key));
  for (const [key, expected] of entries) expect(store.read(key)).toBe(expected);
  expect(store.read('missing')).toBeUndefined();
  expect([...(await openKeyedLinesStore(file, 'v2')).keys()]).toEqual([]);
  expect([...(await openKeyedLinesStore(path.join(dir, 'missing.txt'), 'v1')).keys()]).toEqual([]);
});

test('added values are read back at once, a rewrite keeps only the keys it is given, and the next process sees them', async () => {
  const file = path.join(dir, 'rewrite.txt');
  await writeKeyedLines(file, 'v1', [['old', value(1)], ['dropped', value(2)]]);
  const store = await openKeyedLinesStore(file, 'v1');
  store.add('new', value(3));
  store.add('forgotten', value(4));
  store.delete('forgotten');
  expect(store.read('new')).toBe(value(3));
  expect(store.has('forgotten')).toBe(false);
  await store.rewrite(['old', 'new', 'forgotten']);
  expect([...store.keys()].sort()).toEqual(['new', 'old']);
  expect(store.read('old')).toBe(value(1));
  store.add('after', value(5));
  expect(store.read('after')).toBe(value(5));
  const next = await openKeyedLinesStore(file, 'v1');
  expect(Object.fromEntries([...next.keys()].map((key) => [key, next.read(key)]))).toEqual({ old: value(1), new: value(3) });
  // The scratch file was unlinked when opened, and the temporary file renamed: nothing else is left beside the cache.
  expect((await fs.readdir(dir)).filter((name) => name.startsWith('rewrite'))).toEqual(['rewrite.txt']);
});
