// Reads the optional content/blog/tags.yml: tag key → label, permalink and description.
import fs from 'node:fs/promises';
import * as z from 'zod';
import { MAX_SEGMENT_BYTES } from '../content/front-matter.ts';
import { parseYamlData } from '../content/yaml-data.ts';
import type { BlogTag } from './types.ts';

/** The tags file (content/blog/tags.yml): tag key → label, permalink and description. */
export const tagsFileSchema = z.record(z.string().min(1), z.strictObject({
  label: z.string().min(1),
  /** The tag page's path under the tags route, e.g. `/release`; defaults to the key. */
  permalink: z.string().regex(/^\/?[^\s/?#%]+$/, 'permalink 只能是一个路径段，例如 /release').refine((value) => !/^\/?\.{1,2}$/.test(value), 'permalink 不能是 "." 或 ".."')
    .refine((value) => Buffer.byteLength(value.replace(/^\//, '')) <= MAX_SEGMENT_BYTES, `permalink 最多 ${MAX_SEGMENT_BYTES} 字节 UTF-8：它会成为文件名`).optional(),
  description: z.string().optional(),
}));

/** Loads the tags file, or returns undefined when there is none (then any tag string is allowed). */
export async function loadTagsFile(file: string, tagsRoute: string): Promise<BlogTag[] | undefined> {
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return undefined;
  const { data } = parseYamlData(tagsFileSchema, text, file);
  return Object.entries(data).map(([key, entry]) => ({
    key,
    label: entry.label,
    route: `${tagsRoute}/${(entry.permalink ?? key).replace(/^\//, '')}`,
    ...(entry.description ? { description: entry.description } : {}),
  }));
}

/**
 * A tag written as a plain string when it is not in a tags file: its label is the string itself; undefined when it
 * names no page (blank, ".", "..", or too long for a file name).
 */
export function plainTag(text: string, tagsRoute: string): BlogTag | undefined {
  // `%` too: a route is plain text, percent-encoded only when it becomes a URL.
  const slug = text.trim().toLowerCase().replace(/[\s/?#%\u0000-\u001f\u007f]+/g, '-');
  if (/^(?:-*|\.{1,2})$/.test(slug) || Buffer.byteLength(slug) > MAX_SEGMENT_BYTES) return undefined;
  return { key: text, label: text, route: `${tagsRoute}/${slug}` };
}
