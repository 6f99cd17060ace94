// Everything a build keeps for the next one, in one object the builder owns, under one cache folder.
// In-memory parts make watch-mode rebuilds redo only what changed; files on disk (per site folder, so
// test fixture sites never evict the real site's entries) let a new process skip work done before.
import path from 'node:path';
import type { RememberedApi } from './api/site-api.ts';
import type { CompileCache, CompileCacheFiles } from './content/compile-content.ts';
import type { ExecutorSlot } from './executor/executor.ts';
import type { LastUpdatedResult } from './content/last-updated.ts';
import { hashText } from './content/load-content.ts';
import type { ClientAssets } from './output/client-assets.ts';
import type { LoadedRenderer } from './output/load-renderer.ts';
import type { WrittenFiles } from './output/output-writer.ts';
import type { RenderCache } from './output/render-pages.ts';
import type { SiteSearch } from './search/site-search.ts';

/** The project's cache folder: the CLI bundle, the theme renderer, the API model, dev output. */
export function cacheRoot(rootDir: string): string {
  return path.join(rootDir, 'node_modules', '.cache', 'cheerio-site');
}

/** What one builder remembers between builds; its executor too (build/executor/). */
export interface BuildCache extends ExecutorSlot {
  /** The cache folder (see `cacheRoot`). */
  root: string;
  /** Files on disk, named per site folder. */
  files: CompileCacheFiles & { search: string; devSearch: string; renderedHtml: string };
  compile: CompileCache;
  /** What each route's HTML was rendered from, and its Markdown twin (watch mode). */
  render: RenderCache;
  /** When each content file last changed in git: read once per builder, since commits do not happen mid-session. */
  lastUpdated?: Promise<LastUpdatedResult>;
  written: WrittenFiles;
  /** The theme renderer and client bundle, until a theme or client file changes. */
  renderer?: Promise<LoadedRenderer>;
  clientAssets?: Promise<ClientAssets>;
  search?: SiteSearch;
  /** The last API reference, with a fingerprint of the files it came from. */
  api?: RememberedApi;
  /** The same for each docs version's snapshot, by version name. */
  snapshotApis?: Map<string, { api?: RememberedApi }>;
}

/** A new, empty cache for the site in `siteDir` of the project in `rootDir`. */
export function createBuildCache(rootDir: string, siteDir: string): BuildCache {
  const root = cacheRoot(rootDir);
  const site = hashText(path.resolve(siteDir));
  return {
    root,
    files: {
      rootDir,
      cacheDir: root,
      codeBlocks: path.join(root, `code-blocks-${site}.txt`),
      pages: path.join(root, `pages-${site}`),
      search: path.join(root, `search-${site}`),
      // The dev server's search files have fixed names: kept apart, a build beside it neither evicts nor replaces them.
      devSearch: path.join(root, `search-${site}-dev`),
      renderedHtml: path.join(root, `rendered-html-${site}.txt`),
    },
    compile: { entries: new Map() },
    render: { keys: new Map(), twins: new Map() },
    written: new Map(),
  };
}
