// The "load content" step's result: the docs, standalone pages and categories under content/, the blog,
// and (joined by `withApiReference`) the generated API pages, as the route graph receives them.
import path from 'node:path';
import { readUpstreamLock, type UpstreamLock } from './upstream/lock-file.ts';
import type { ApiPages, ApiReferences } from './api/site-api.ts';
import type { ApiTranslationState } from './api/translated-from.ts';
import type { LoadedConfig } from './config/load-config.ts';
import { CURRENT_VERSION_NAME } from './config/schema.ts';
import { loadBlog } from './blog/load-blog.ts';
import type { BlogContent } from './blog/types.ts';
import { loadContent, type ContentOptions } from './content/load-content.ts';
import type { ContentFile, DocsContent } from './content/types.ts';
import type { WarningCollector } from './diagnostics.ts';
import { loadVersionSnapshots, type VersionSnapshot } from './versions/docs-versions.ts';

/** Everything found under content/, plus the generated API pages. */
export interface SiteContent extends DocsContent {
  blog: BlogContent;
  /** The docs versions' snapshots (content/versions/<name>/), in config order; `docs` and `categories` are the current version's. */
  versions: VersionSnapshot[];
  /** The English original as last synced, when the config names one (content/upstream.lock.json). */
  upstreamLock?: UpstreamLock;
  /** The current API texts' translation state (joined by `withApiReference`). */
  upstreamApi?: ApiTranslationState;
}

/** Loads the docs, pages and categories, the blog and (given the config) the docs versions' snapshots, side by side. */
export async function loadSiteContent(options: ContentOptions & { blogRoute: string; warnings: WarningCollector; loaded?: LoadedConfig }): Promise<SiteContent> {
  const [docs, blog, versions] = await Promise.all([
    loadContent(options),
    loadBlog({ contentDir: options.contentDir, blogRoute: options.blogRoute, includeDrafts: options.includeDrafts, warnings: options.warnings }),
    options.loaded ? loadVersionSnapshots(options.loaded, options) : [],
  ]);
  const upstream = options.loaded?.config.upstream;
  return { ...docs, blog, versions, ...(upstream ? { upstreamLock: readUpstreamLock(path.join(options.contentDir, upstream.lock)) } : {}) };
}

/** A new content object with the API pages and their categories after the written ones, in each version. */
export function withApiReference(content: SiteContent, api: ApiPages | ApiReferences): SiteContent {
  // The API pages' files are copies: the reference is kept for the next build, and a one-off build lets go of its files'
  // sources once they are compiled (`forgetSources`).
  const join = <T extends Pick<SiteContent, 'docs' | 'categories'>>(docs: T, pages: ApiPages | undefined): T =>
    pages ? { ...docs, docs: [...docs.docs, ...pages.docs.map((file) => ({ ...file }))], categories: [...docs.categories, ...pages.categories] } : docs;
  const snapshots = 'snapshots' in api ? api.snapshots : undefined;
  return {
    ...join(content, api),
    ...(api.translation ? { upstreamApi: api.translation } : {}),
    versions: content.versions.map((version) => join(version, snapshots?.get(version.name))),
  };
}

/** The docs and categories of each docs version, current first, each with its version name and docs route. */
export function docsOfEachVersion(content: SiteContent, docsRoute: string): (Pick<SiteContent, 'docs' | 'categories'> & { version: string; docsRoute: string })[] {
  return [
    { version: CURRENT_VERSION_NAME, docsRoute, docs: content.docs, categories: content.categories },
    ...content.versions.map((snapshot) => ({ version: snapshot.name, docsRoute: snapshot.docsRoute, docs: snapshot.docs, categories: snapshot.categories })),
  ];
}

/**
 * Lets go of every Markdown file's source text, which nothing reads once a one-off build has compiled it: after the
 * compiled pages, the largest text such a build holds to its end.
 */
export function forgetSources(content: SiteContent): void {
  for (const file of markdownFiles(content)) file.body = '';
}

/** Every Markdown file of the site, in the order they are compiled. */
export function markdownFiles(content: SiteContent): ContentFile[] {
  return [...content.docs, ...content.pages, ...content.blog.posts, ...content.versions.flatMap((version) => version.docs)];
}
