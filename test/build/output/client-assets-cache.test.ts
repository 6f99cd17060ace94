import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { readClientAssetsCache, writeClientAssetsCache } from '../../../build/output/client-assets-cache.ts';
import type { ClientAssets } from '../../../build/output/client-assets.ts';

const assets: ClientAssets = {
  scripts: ['/assets/main-A.js'],
  modulePreloads: ['/assets/chunks/x-B.js'],
  searchPageModules: ['/assets/search-page-C.js'],
  styles: ['/assets/style-D.css'],
  playgroundRunner: '/assets/playground-runner-E.js',
  files: [
    { path: 'assets/main-A.js', contents: new TextEncoder().encode('console.log("主");\n') },
    { path: 'assets/media/logo-F.png', contents: new Uint8Array([0x89, 0x50, 0x0a, 0x00, 0xff]) },
    { path: 'assets/empty-G.js', contents: new Uint8Array() },
  ],
};

async function cacheFile(): Promise<string> {
  return path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-assets-cache-')), 'client-assets.bin');
}

const asPlain = (value: ClientAssets | undefined) => value && { ...value, files: value.files.map((file) => ({ path: file.path, bytes: [...file.contents] })) };

describe('the client bundle kept on disk', () => {
  test('what was stored under a key is read back byte for byte under that key only', async () => {
    const file = await cacheFile();
    await writeClientAssetsCache(file, 'sources-1', assets);
    expect(asPlain(await readClientAssetsCache(file, 'sources-1'))).toEqual(asPlain(assets));
    // Another fingerprint of the theme and client sources: the bundle must be made again.
    expect(await readClientAssetsCache(file, 'sources-2')).toBeUndefined();
  });

  test('a missing, truncated or damaged file is a miss, not an error', async () => {
    const file = await cacheFile();
    expect(await readClientAssetsCache(file, 'sources-1')).toBeUndefined();
    await writeClientAssetsCache(file, 'sources-1', assets);
    const bytes = await fs.readFile(file);
    await fs.writeFile(file, bytes.subarray(0, bytes.length - 2));
    expect(await readClientAssetsCache(file, 'sources-1')).toBeUndefined();
    await fs.writeFile(file, '{not json\nabc');
    expect(await readClientAssetsCache(file, 'sources-1')).toBeUndefined();
  });
});
