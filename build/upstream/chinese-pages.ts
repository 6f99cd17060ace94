// The Chinese pages that translate the English site — the current docs and the posts — with their pins, read
// straight from content/ (no build), so `upstream:check` answers in well under a second.
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { blogFrontMatterSchema } from '../blog/front-matter.ts';
import { splitFrontMatterWith } from '../content/front-matter.ts';
import type { ChinesePage } from './drift.ts';

/** The docs pages (not a version's snapshot) and posts under `contentDir`, each with its route and pin. */
export function readChinesePages(contentDir: string, projectDir: string): ChinesePage[] {
  const docs = fg.sync('docs/**/*.md', { cwd: contentDir }).sort();
  const posts = fg.sync('blog/*.md', { cwd: contentDir }).sort();
  return [...docs, ...posts].map((relative) => {
    const file = path.join(contentDir, relative);
    const { frontMatter } = splitFrontMatterWith(blogFrontMatterSchema, fs.readFileSync(file, 'utf8'), file);
    const name = relative.replace(/\.md$/, '');
    const route = relative.startsWith('docs/')
      ? (frontMatter.slug?.startsWith('/') ? `/docs${frontMatter.slug}` : `/${name.replace(/(^|\/)index$/, '')}`)
      : `/blog/${frontMatter.slug?.replace(/^\//, '') ?? name.slice('blog/'.length).replace(/^\d{4}-\d{2}-\d{2}-/, '')}`;
    return { file: path.relative(projectDir, file), route, pin: frontMatter.upstream };
  });
}
