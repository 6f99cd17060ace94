// Reads a docs folder's `_category_.yaml` (label, position, generated index page).
import { parseDocument } from 'yaml';
import * as z from 'zod';
import { BuildError } from '../diagnostics.ts';
import { slugSchema } from './front-matter.ts';
import { yamlToJs } from './yaml-data.ts';
import type { ContentCategory } from './types.ts';

const categorySchema = z.strictObject({
  label: z.string().min(1),
  position: z.number().optional(),
  collapsed: z.boolean().default(true),
  collapsible: z.boolean().default(true),
  /** Says the generated index page has no English original (upstream:check lists pages that say nothing). */
  upstream: z.literal('own').optional(),
  link: z
    .discriminatedUnion('type', [
      z.strictObject({
        type: z.literal('generated-index'),
        slug: slugSchema.optional(),
        title: z.string().optional(),
        description: z.string().default(''),
        keywords: z.array(z.string()).default([]),
      }),
      z.strictObject({ type: z.literal('doc'), id: z.string().min(1) }),
    ])
    .optional(),
});

/** Parses one category file; `docsRoute` is the docs base route such as `/docs`. */
export function parseCategoryFile(text: string, file: string, dirName: string, docsRoute: string): ContentCategory {
  const document = parseDocument(text, {});
  const yamlError = document.errors[0];
  if (yamlError) {
    const line = yamlError.linePos?.[0].line;
    throw new BuildError({ file, ...(line ? { line } : {}) }, `invalid YAML: ${yamlError.message.split('\n')[0]}`);
  }
  const result = categorySchema.safeParse(yamlToJs(document, file, text) ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new BuildError({ file, key: issue.path.join('.') }, issue.message);
  }
  const { label, position, collapsed, link } = result.data;
  const category: ContentCategory = { sourceFile: file, dirName, label, collapsed, ...(position !== undefined ? { position } : {}) };
  if (link?.type === 'doc') {
    category.link = { type: 'doc', id: dirName ? resolveDocId(dirName, link.id) : link.id };
  } else if (link) {
    const slug = link.slug ?? `/category/${dirName}`;
    category.link = {
      type: 'generated-index',
      route: `${docsRoute}${slug.startsWith('/') ? slug : `/${slug}`}`,
      title: link.title ?? label,
      description: link.description,
      keywords: link.keywords,
    };
  }
  return category;
}

// A category's doc link may name a sibling (`loading`) or a full id (`basics/loading`).
function resolveDocId(dirName: string, id: string): string {
  return id.includes('/') ? id : `${dirName}/${id}`;
}
