import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readKeyedLines, writeKeyedLines } from '../../build/keyed-lines-file.ts';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'keyed-lines-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

test('entries come back as written, values whole; another header reads as empty', async () => {
  const file = path.join(dir, 'cache.txt');
  const entries: [string, string][] = [['a:1:/zh/', JSON.stringify({ html: '<p>一\n二\t三</p>' })], ['b', '"x"']];
  await writeKeyedLines(file, 'compiled v1', entries);
  expect([...await readKeyedLines(file, 'compiled v1')]).toEqual(entries);
  expect([...await readKeyedLines(file, 'compiled v2')]).toEqual([]);
});

test('a key with a tab or line break is refused and the file on disk stays as it was', async () => {
  const file = path.join(dir, 'kept.txt');
  await writeKeyedLines(file, 'h', [['good', '1']]);
  await expect(writeKeyedLines(file, 'h', [['ok', '1'], ['bad\tkey', '2']])).rejects.toThrow(/tab or a line break/);
  expect([...await readKeyedLines(file, 'h')]).toEqual([['good', '1']]);
  expect((await fs.readdir(dir)).filter((name) => name.includes('.tmp'))).toEqual([]);
});
