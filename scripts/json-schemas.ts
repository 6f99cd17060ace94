// npm run schemas: writes the JSON Schemas of the site's YAML files into schemas/, generated from the zod schemas the
// build validates them with, so an editor (VS Code's YAML extension, through each file's yaml-language-server
// modeline) completes keys and underlines mistakes as the build would. test/scripts/json-schemas.test.ts fails when
// a file here is not what this writes.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { authorsFileSchema } from '../build/blog/authors-file.ts';
import { blogFrontMatterSchema } from '../build/blog/front-matter.ts';
import { tagsFileSchema } from '../build/blog/tags-file.ts';
import { siteConfigSchema } from '../build/config/schema.ts';
import { categorySchema } from '../build/content/category-file.ts';
import { frontMatterSchema } from '../build/content/front-matter.ts';

/** Where the schemas are written, from the repository root. */
export const SCHEMAS_DIR = 'schemas';

/** Each schema file, what it describes and the files it is for (globs from the repository root). */
export const JSON_SCHEMAS = [
  { file: 'site-config.schema.json', title: '站点配置（content/site.config.yaml）', schema: siteConfigSchema, for: ['content/site.config.yaml'] },
  { file: 'category.schema.json', title: '文档目录的分类文件（_category_.yaml）', schema: categorySchema, for: ['content/**/_category_.yaml', 'content/**/_category_.yml'] },
  { file: 'authors.schema.json', title: '博客作者（content/blog/authors.yml）', schema: authorsFileSchema, for: ['content/blog/authors.yml'] },
  { file: 'tags.schema.json', title: '博客标签（content/blog/tags.yml）', schema: tagsFileSchema, for: ['content/blog/tags.yml'] },
  { file: 'front-matter.schema.json', title: '文档与页面的 front matter', schema: frontMatterSchema, for: [] },
  { file: 'blog-front-matter.schema.json', title: '博客文章的 front matter', schema: blogFrontMatterSchema, for: [] },
] as const;

/** The text of one schema file: draft-07 (what editors support best), describing what may be written (defaults optional). */
export function jsonSchemaText(entry: (typeof JSON_SCHEMAS)[number]): string {
  const generated = z.toJSONSchema(entry.schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' });
  const { $schema, ...rest } = generated;
  return `${JSON.stringify({ $schema, title: entry.title, description: '由 npm run schemas 从 build/ 中的 zod schema 生成，请勿手改', ...rest }, null, 2)}\n`;
}

/** Writes every schema file under `rootDir`. */
export async function writeJsonSchemas(rootDir: string): Promise<void> {
  await fs.mkdir(path.join(rootDir, SCHEMAS_DIR), { recursive: true });
  for (const entry of JSON_SCHEMAS) await fs.writeFile(path.join(rootDir, SCHEMAS_DIR, entry.file), jsonSchemaText(entry));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeJsonSchemas(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  console.log(`已写入 ${SCHEMAS_DIR}/ 下的 ${JSON_SCHEMAS.length} 个 JSON Schema`);
}
