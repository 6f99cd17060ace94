import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { codeBlockKey, loadCodeBlockCache } from '../../../build/markdown/code-block-cache.ts';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'code-block-cache-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

// A block's stored text, kept as given (rehype-code-blocks stores compact JSON), with line breaks and Chinese in the code.
const block = (text: string) => JSON.stringify({ type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: text }] });
const keyOf = (code: string) => codeBlockKey('js', '', code);

describe('loadCodeBlockCache', () => {
  test('a saved block comes back in the next process, byte for byte; another highlighter version starts empty', async () => {
    const file = path.join(dir, 'round-trip.txt');
    const first = await loadCodeBlockCache(file, '4.6.0');
    first.set(keyOf('a'), block('const a = 1;\n// 注释\ttab'));
    first.set(keyOf('b'), block('b'));
    await first.save();
    const second = await loadCodeBlockCache(file, '4.6.0');
    expect(second.get(keyOf('a'))).toBe(block('const a = 1;\n// 注释\ttab'));
    expect([...second.keys()].sort()).toEqual([keyOf('a'), keyOf('b')].sort());
    const upgraded = await loadCodeBlockCache(file, '4.7.0');
    expect([...upgraded.keys()]).toEqual([]);
  });

  test('a missing or unreadable file is an empty cache; a line without a key is skipped', async () => {
    expect([...(await loadCodeBlockCache(path.join(dir, 'missing.txt'), '1')).keys()]).toEqual([]);
    const file = path.join(dir, 'damaged.txt');
    const cache = await loadCodeBlockCache(file, '1');
    cache.set(keyOf('kept'), block('kept'));
    await cache.save();
    await fs.appendFile(file, 'no tab on this line\n');
    const reloaded = await loadCodeBlockCache(file, '1');
    expect([...reloaded.keys()]).toEqual([keyOf('kept')]);
    await fs.mkdir(path.join(dir, 'a-folder.txt'));
    expect([...(await loadCodeBlockCache(path.join(dir, 'a-folder.txt'), '1')).keys()]).toEqual([]);
  });

  test('save keeps only what this process used, unless told to keep the rest; keepOnly drops old versions of edited blocks', async () => {
    const file = path.join(dir, 'pruned.txt');
    const first = await loadCodeBlockCache(file, '1');
    for (const code of ['old', 'unused', 'same']) first.set(keyOf(code), block(code));
    await first.save();

    const second = await loadCodeBlockCache(file, '1');
    second.get(keyOf('same'));
    second.set(keyOf('new'), block('new'));
    await second.save({ keepUnused: true, keepOnly: new Set([keyOf('same'), keyOf('new')]) });
    expect([...(await loadCodeBlockCache(file, '1')).keys()].sort()).toEqual([keyOf('new'), keyOf('old'), keyOf('same'), keyOf('unused')].sort());

    const third = await loadCodeBlockCache(file, '1');
    third.get(keyOf('same'));
    third.get(keyOf('old'));
    await third.save({ keepOnly: new Set([keyOf('same')]) });
    expect([...(await loadCodeBlockCache(file, '1')).keys()]).toEqual([keyOf('same')]);
  });

  test('many large blocks are written and read a line at a time, each whole', async () => {
    const file = path.join(dir, 'many.txt');
    const cache = await loadCodeBlockCache(file, '1');
    const text = 'x'.repeat(64 * 1024);
    for (let index = 0; index < 200; index++) cache.set(keyOf(String(index)), block(`${index}${text}`));
    await cache.save();
    const reloaded = await loadCodeBlockCache(file, '1');
    expect([...reloaded.keys()]).toHaveLength(200);
    expect(reloaded.get(keyOf('199'))).toBe(block(`199${text}`));
  });
});
