// The API reference of the last build, kept on disk: reading and validating the model and every translation file, then
// writing every API page's Markdown, would be the slowest step of a warm build. A new process reuses the stored pages
// while the files they came from (by name, size and modification time) and the build's version (its code and packages,
// build/cache-version.ts) are unchanged: the caller's key holds both. Only a successful result is stored, so bad input
// still fails with its own error.
import fs from 'node:fs/promises';
import { writeJsonFile } from '../deferred-writes.ts';
import type { ApiContent } from './index.ts';

/** The API content stored in `file` under `key`; undefined when there is none, it is for another key, or it is unreadable. */
export async function readApiCache(file: string, key: string): Promise<ApiContent | undefined> {
  try {
    const stored = JSON.parse(await fs.readFile(file, 'utf8')) as { key?: unknown; content?: ApiContent };
    return stored.key === key && Array.isArray(stored.content?.docs) ? stored.content : undefined;
  } catch {
    return undefined;
  }
}

/** Stores `content` in `file` under `key`; a failed write only loses the cache. */
export async function writeApiCache(file: string, key: string, content: ApiContent): Promise<void> {
  await writeJsonFile(file, { key, content }).catch(() => {});
}
