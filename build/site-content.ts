// The "load content" step's result: the docs, standalone pages and categories under content/, the blog,
// and (joined by `withApiReference`) the generated API pages, as the route graph receives them.
import type { ApiPages } from './api/site-api.ts';
import { loadBlog } from './blog/load-blog.ts';
import type { BlogContent } from './blog/types.ts';
import { loadContent, type ContentOptions } from './content/load-content.ts';
import type { ContentFile, DocsContent } from './content/types.ts';
import type { WarningCollector } from './diagnostics.ts';

/** Everything found under content/, plus the generated API pages. */
export interface SiteContent extends DocsContent {
  blog: BlogContent;
}

/** Loads the docs, pages and categories and the blog, side by side. */
export async function loadSiteContent(options: ContentOptions & { blogRoute: string; warnings: WarningCollector }): Promise<SiteContent> {
  const [docs, blog] = await Promise.all([
    loadContent(options),
    loadBlog({ contentDir: options.contentDir, blogRoute: options.blogRoute, includeDrafts: options.includeDrafts, warnings: options.warnings }),
  ]);
  return { ...docs, blog };
}

/** A new content object with the API pages and their categories after the written ones. */
export function withApiReference(content: SiteContent, api: ApiPages): SiteContent {
  return { ...content, docs: [...content.docs, ...api.docs], categories: [...content.categories, ...api.categories] };
}

/** Every Markdown file of the site, in the order they are compiled. */
export function markdownFiles(content: SiteContent): ContentFile[] {
  return [...content.docs, ...content.pages, ...content.blog.posts];
}
