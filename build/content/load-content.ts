// Finds the docs, standalone pages and category files under content/ and turns them into the content model.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { allReportingEvery, type WarningCollector } from '../diagnostics.ts';
import { readMarkdownText } from './binary-file.ts';
import { parseCategoryFile } from './category-file.ts';
import { findContentFiles } from './find-content-files.ts';
import { splitFrontMatter } from './front-matter.ts';
import type { ContentCategory, ContentFile, DocsContent } from './types.ts';

/** Where content lives and how docs routes start. */
export interface ContentOptions {
  contentDir: string;
  /** Docs route prefix, e.g. `/docs`. */
  docsRoute: string;
  /** Dev mode keeps drafts; a production build drops them. */
  includeDrafts: boolean;
  /** Collects content warnings such as symbolic-link loops and files that are not text. */
  warnings?: WarningCollector;
}

const MARKDOWN = '**/*.{md,mdx}';
const CATEGORY = '**/_category_.{yaml,yml,json}';

/** Loads docs, standalone pages and category files. */
export async function loadContent(options: ContentOptions): Promise<DocsContent> {
  const pagesDir = path.join(options.contentDir, 'pages');
  const [{ docs, categories }, pages] = await allReportingEvery<unknown>([
    loadDocsFolder(path.join(options.contentDir, 'docs'), options),
    findContentFiles(pagesDir, MARKDOWN, options.warnings, ['**/_*'])
      .then((pageFiles) => allReportingEvery(pageFiles.map((file) => readContentFile('page', pagesDir, file, options)))),
  ]) as [Pick<DocsContent, 'docs' | 'categories'>, (ContentFile | undefined)[]];
  return { docs, pages: pages.filter((file) => keepFile(file, options)), categories };
}

/** Loads the docs and category files of one docs folder (content/docs/, or a version's snapshot), routed under `options.docsRoute`. */
export async function loadDocsFolder(docsDir: string, options: Omit<ContentOptions, 'contentDir'>): Promise<Pick<DocsContent, 'docs' | 'categories'>> {
  const [docFiles, categoryFiles] = await Promise.all([
    findContentFiles(docsDir, MARKDOWN, options.warnings, ['**/_*']),
    // The docs folder's loops were reported with its Markdown files.
    findContentFiles(docsDir, CATEGORY, undefined),
  ]);
  // Every page's and category's errors are reported together.
  const [docs, categories] = await allReportingEvery<unknown>([
    allReportingEvery(docFiles.map((file) => readContentFile('doc', docsDir, file, options))),
    allReportingEvery(categoryFiles.map((file) => readCategory(docsDir, file, options.docsRoute))),
  ]) as [Awaited<ReturnType<typeof readContentFile>>[], ContentCategory[]];
  return { docs: docs.filter((file) => keepFile(file, options)), categories };
}

// Files that are text, and drafts only when they are wanted.
function keepFile(file: ContentFile | undefined, options: Pick<ContentOptions, 'includeDrafts'>): file is ContentFile {
  return file !== undefined && (options.includeDrafts || !file.frontMatter.draft);
}

/** Reads one Markdown file and derives its id and route; undefined for a file that is not text. */
export async function readContentFile(
  kind: 'doc' | 'page',
  root: string,
  relativeFile: string,
  options: Pick<ContentOptions, 'docsRoute' | 'warnings'>,
): Promise<ContentFile | undefined> {
  const sourceFile = path.join(root, relativeFile);
  const text = await readMarkdownText(sourceFile, options.warnings);
  if (text === undefined) return undefined;
  const { frontMatter, body } = splitFrontMatter(text, sourceFile);
  const withoutExtension = relativeFile.replace(/\.mdx?$/, '').split(path.sep).join('/');
  const dirName = path.posix.dirname(withoutExtension) === '.' ? '' : path.posix.dirname(withoutExtension);
  const baseName = path.posix.basename(withoutExtension);
  const ownName = frontMatter.id ?? baseName;
  const id = dirName ? `${dirName}/${ownName}` : ownName;
  const prefix = kind === 'doc' ? options.docsRoute : '';
  const route = routeFor(prefix, dirName, baseName, frontMatter.slug);
  return { kind, sourceFile, id, dirName, route, frontMatter, body, hash: hashText(text) };
}

function routeFor(prefix: string, dirName: string, baseName: string, slug: string | undefined): string {
  if (slug) return normaliseRoute(slug.startsWith('/') ? `${prefix}${slug}` : `${prefix}/${dirName}/${slug}`);
  const ownPath = baseName === 'index' ? dirName : dirName ? `${dirName}/${baseName}` : baseName;
  return normaliseRoute(`${prefix}/${ownPath}`);
}

/** Collapses duplicate slashes and drops a trailing slash (trailing slash is off site-wide). */
export function normaliseRoute(route: string): string {
  const collapsed = route.replace(/\/{2,}/g, '/').replace(/\/$/, '');
  return collapsed.startsWith('/') ? collapsed || '/' : `/${collapsed}`;
}

async function readCategory(docsDir: string, relativeFile: string, docsRoute: string): Promise<ContentCategory> {
  const sourceFile = path.join(docsDir, relativeFile);
  const text = await fs.readFile(sourceFile, 'utf8');
  const dirName = path.posix.dirname(relativeFile.split(path.sep).join('/'));
  return parseCategoryFile(text, sourceFile, dirName === '.' ? '' : dirName, docsRoute);
}

/** A short stable hash of a text. */
export function hashText(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 16);
}
