// Reads content/blog/authors.yml: author key → name, title, url, avatar and social links.
import fs from 'node:fs/promises';
import * as z from 'zod';
import { webUrl } from '../config/schema.ts';
import { BuildError } from '../diagnostics.ts';
import { parseYamlData } from '../content/yaml-data.ts';
import { socialHref } from './socials.ts';
import type { BlogAuthor } from './types.ts';

/** One author as written in the authors file or inline in a post's front matter. */
export const authorSchema = z.strictObject({
  name: z.string().min(1),
  title: z.string().optional(),
  url: webUrl.optional(),
  /** A path under static/ (`/img/authors/me.svg`) or an absolute URL. */
  image: z.string().min(1).optional(),
  socials: z.record(z.string(), z.string().min(1)).default({}),
});

/** The authors file (content/blog/authors.yml): author key → author. */
export const authorsFileSchema = z.record(z.string().regex(/^[\w.-]+$/, '作者键只能用字母、数字、_、. 和 -'), authorSchema);

/** Turns a validated author entry into a BlogAuthor; a social value that is no link throws. */
export function toBlogAuthor(key: string, entry: z.output<typeof authorSchema>, inline: boolean, where: { file: string; line?: number; key: string }): BlogAuthor {
  const socials = Object.entries(entry.socials).map(([platform, value]) => {
    const href = socialHref(platform, value);
    if (!href) throw new BuildError({ ...where, key: `${where.key}.socials.${platform}` }, `社交链接 ${JSON.stringify(value)} 既不是完整网址，也不是已知平台的用户名`);
    return { platform, href };
  });
  return {
    key, name: entry.name, socials, inline,
    ...(entry.title ? { title: entry.title } : {}),
    ...(entry.url ? { url: entry.url } : {}),
    ...(entry.image ? { imageUrl: entry.image } : {}),
  };
}

/** Loads the authors file; a missing file means no authors. */
export async function loadAuthorsFile(file: string): Promise<BlogAuthor[]> {
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return [];
  const { data, lineOf } = parseYamlData(authorsFileSchema, text, file);
  return Object.entries(data).map(([key, entry]) => toBlogAuthor(key, entry, false, { file, key, ...lineAt(lineOf([key])) }));
}

function lineAt(line: number | undefined): { line?: number } {
  return line ? { line } : {};
}
