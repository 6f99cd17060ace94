// Markdown twins kept on disk between builds, keyed by what a twin is made from (the page's title,
// description, content and cards, and the site's URL), in a file of the build's version (build/cache-version.ts): a
// build whose pages did not change converts no HTML to Markdown.
import { createHash } from 'node:crypto';
import { cacheVersion } from '../cache-version.ts';
import { loadCompiledCache, type CompiledCache } from '../content/compiled-cache.ts';
import type { MarkdownTwin, TwinSource } from './twin-text.ts';

/** Twins by key (see `twinKey`). */
export type TwinCache = CompiledCache<MarkdownTwin>;

/** Loads the twin cache file written by a build of the same version as the project in `rootDir`, else starts empty. */
export function loadTwinCache(file: string, rootDir: string): Promise<TwinCache> {
  return loadCompiledCache(file, cacheVersion(rootDir), isMarkdownTwin);
}

// A stored twin: its four texts (a damaged or hand-edited entry is made again).
function isMarkdownTwin(value: unknown): value is MarkdownTwin {
  if (typeof value !== 'object' || value === null) return false;
  const { route, title, description, body } = value as Partial<Record<keyof MarkdownTwin, unknown>>;
  return [route, title, description, body].every((text) => typeof text === 'string');
}

/** The key of a page's twin: what it is made from, and the site URL its links are made absolute against. */
export function twinKey(source: TwinSource, siteUrl: string): string {
  const { kind, route, title, description, contentHtml = '', categoryCards, hero, translation } = source;
  // The body, most of the bytes, is hashed as it is after the rest's JSON (which ends the array, so the two cannot
  // run together): escaping it into JSON first would cost more than hashing it.
  return createHash('sha1').update(JSON.stringify([siteUrl, kind, route, title, description, categoryCards, hero, translation])).update('\0').update(contentHtml).digest('base64url');
}
