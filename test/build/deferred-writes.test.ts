import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { createDeferredWrites, replaceFile } from '../../build/deferred-writes.ts';
import { SiteBuilder } from '../../build/index.ts';
import { cacheRoot } from '../../build/cache.ts';
import { createFixtureSite, repoRoot } from '../helpers/fixture-site.ts';

describe('deferred cache writes', () => {
  test('run only the latest write of each file, not before they are due, and survive a failed one', async () => {
    const writes = createDeferredWrites(60_000);
    const done: string[] = [];
    writes.later('a.json', async () => void done.push('a, first'));
    writes.later('a.json', async () => void done.push('a, second'));
    writes.later('b.json', async () => {
      throw new Error('disk full');
    });
    writes.later('c.json', async () => void done.push('c'));
    expect(done).toEqual([]);
    await writes.flush();
    expect(done).toEqual(['a, second', 'c']);
    await writes.flush();
    expect(done).toEqual(['a, second', 'c']);
  });

  test('a watch-mode builder writes its code-block cache when it closes, a one-off build as it goes; both store pages as they compile', async () => {
    const files = { 'content/docs/intro.md': '# 简介\n\n```js\nconst a = 1;\n```\n' };
    const watched = await createFixtureSite(files);
    const builder = new SiteBuilder({ rootDir: repoRoot, siteDir: watched, outDir: path.join(watched, 'dev'), dev: true });
    const started = Date.now();
    await builder.build();
    const { codeBlocks, pages } = builder.cacheFiles();
    expect(existsSync(pages)).toBe(true);
    // Not written with the build, but once it has been quiet for a second (a busy machine's build may take that long).
    if (existsSync(codeBlocks)) expect((await fs.stat(codeBlocks)).mtimeMs).toBeGreaterThanOrEqual(started + 1000);
    await builder.close();
    expect(existsSync(codeBlocks)).toBe(true);

    const once = await createFixtureSite(files);
    const oneOff = new SiteBuilder({ rootDir: repoRoot, siteDir: once, outDir: path.join(once, 'dist') });
    await oneOff.build();
    expect(existsSync(oneOff.cacheFiles().codeBlocks)).toBe(true);
    await oneOff.close();
    for (const file of [pages, codeBlocks, oneOff.cacheFiles().pages, oneOff.cacheFiles().codeBlocks]) await fs.rm(file, { force: true, recursive: true });
    expect(path.dirname(pages)).toBe(cacheRoot(repoRoot));
  });

  test('without a delay, writes wait for `flush` however long it takes', async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const writes = createDeferredWrites();
    const done: string[] = [];
    writes.later('a.json', async () => void done.push('a'));
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(done).toEqual([]);
    await writes.flush();
    expect(done).toEqual(['a']);
  });

  test('a one-off build that fails after compiling (a warning under --strict) still writes its compile caches', async () => {
    const files = { 'content/docs/intro.md': '# 简介\n\n见[不存在的页](./missing.md)。\n\n```js\nconst a = 1;\n```\n' };
    const site = await createFixtureSite(files);
    const builder = new SiteBuilder({ rootDir: repoRoot, siteDir: site, outDir: path.join(site, 'dist'), strict: true });
    onTestFinished(() => builder.close());
    await expect(builder.build()).rejects.toThrow(/--strict/);
    const { pages, codeBlocks } = builder.cacheFiles();
    onTestFinished(async () => void (await Promise.all([pages, codeBlocks].map((file) => fs.rm(file, { force: true, recursive: true })))));
    const bodies = (await fs.readdir(pages)).filter((name) => name.endsWith('.page'));
    expect(await Promise.all(bodies.map((name) => fs.readFile(path.join(pages, name), 'utf8')))).toContainEqual(expect.stringContaining('简介'));
    expect(await fs.readFile(codeBlocks, 'utf8')).toContain('const');
  });
});

test('replaceFile writes many parts, strings and bytes, as their concatenation, in chunks of about a megabyte', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'replace-file-'));
  onTestFinished(() => fs.rm(dir, { recursive: true, force: true }));
  const parts = Array.from({ length: 3000 }, (_, n) => (n % 2 === 0 ? `第 ${n} 段\n` : Buffer.alloc(700 + n, n % 251)));
  const file = path.join(dir, 'cache.bin');
  // What fs.writeFile is handed: count the chunks, then write them.
  const chunkCounts: number[] = [];
  const writeFile = fs.writeFile;
  const spy = vi.spyOn(fs, 'writeFile').mockImplementation(async (target, data, options) => {
    const chunks = [...(data as Iterable<Uint8Array>)];
    chunkCounts.push(chunks.length);
    await writeFile(target, Buffer.concat(chunks), options);
  });
  onTestFinished(() => spy.mockRestore());
  await replaceFile(file, parts);
  expect(await fs.readFile(file)).toEqual(Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part))));
  // About 3.2 MB of parts: handed to fs.writeFile as four chunks, not 3,000 parts.
  expect(chunkCounts).toEqual([4]);
  expect(await fs.readdir(dir)).toEqual(['cache.bin']);
});
