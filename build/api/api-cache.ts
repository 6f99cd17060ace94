// The API reference of the last build, kept on disk: reading and validating the model and every translation file, then
// writing every API page's Markdown, would be the slowest step of a warm build. A new process reuses the stored pages
// while the files they came from (by name, size and modification time), the installed cheerio and the code that makes
// them are unchanged. Only a successful result is stored, so bad input still fails with its own error.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { writeJsonFile } from '../deferred-writes.ts';
import type { ApiContent } from './index.ts';

// The sources that turn the model and the translations into pages (front matter is validated with the content's schema).
const GENERATOR_SOURCES = ['build/api/**/*.ts', 'build/content/front-matter.ts', 'build/content/load-content.ts', 'theme/lib/strings.ts'];

/** A fingerprint of the code that generates the API pages in the project at `rootDir`, and of the installed packages. */
export function apiGeneratorVersion(rootDir: string): string {
  const hash = createHash('sha1');
  for (const file of fg.sync(GENERATOR_SOURCES, { cwd: rootDir }).sort()) hash.update(`${file}\0`).update(readFileSync(path.join(rootDir, file)));
  // zod (front matter) and yaml (translations) shape the result too; an install rewrites this file.
  const lock = fg.sync('node_modules/.package-lock.json', { cwd: rootDir, stats: true })[0]?.stats;
  hash.update(`lock\0${lock ? `${lock.size}:${lock.mtimeMs}` : 'none'}`);
  return hash.digest('base64url');
}

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
