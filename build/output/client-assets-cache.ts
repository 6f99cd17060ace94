// The client bundle of the last build, kept on disk: a new process whose theme and client sources and build version
// (build/cache-version.ts) did not change, which the caller's key holds, reads the files esbuild made before instead
// of starting esbuild again.
import fs from 'node:fs/promises';
import { replaceFile } from '../deferred-writes.ts';
import type { ClientAssets } from './client-assets.ts';

// The file: one line of JSON (the key, the asset URLs, each file's path and length), then the files' bytes back to back.
interface CacheHeader extends Omit<ClientAssets, 'files'> {
  key: string;
  files: { path: string; length: number }[];
}

/** The assets stored in `file` under `key`; undefined when there are none, they are for another key, or the file is damaged. */
export async function readClientAssetsCache(file: string, key: string): Promise<ClientAssets | undefined> {
  try {
    const bytes = await fs.readFile(file);
    const newline = bytes.indexOf(0x0a);
    if (newline < 0) return undefined;
    const { key: storedKey, files, ...urls } = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as CacheHeader;
    const total = files.reduce((sum, entry) => sum + entry.length, 0);
    if (storedKey !== key || newline + 1 + total !== bytes.length) return undefined;
    let at = newline + 1;
    return { ...urls, files: files.map((entry) => ({ path: entry.path, contents: bytes.subarray(at, (at += entry.length)) })) };
  } catch {
    return undefined;
  }
}

/** Stores `assets` in `file` under `key`, through a temporary file; a failed write only loses the cache. */
export async function writeClientAssetsCache(file: string, key: string, assets: ClientAssets): Promise<void> {
  const { files, ...urls } = assets;
  const header: CacheHeader = { ...urls, key, files: files.map((entry) => ({ path: entry.path, length: entry.contents.length })) };
  await replaceFile(file, Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), ...files.map((entry) => entry.contents)])).catch(() => {});
}
