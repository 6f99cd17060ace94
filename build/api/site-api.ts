// The "API reference" build step: the generated API pages and their sidebar categories, when the site has
// a content/api/ folder, and their translation coverage (a table in production builds, an error below
// 100% with --strict). Reused from the builder's cache while cheerio and content/api/ are unchanged.
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import fg from 'fast-glob';
import type { BuildCache } from '../cache.ts';
import { BuildError } from '../diagnostics.ts';
import type { Logger } from '../log.ts';
import { cheerioPackageRoot, formatCoverageTable, isFullyTranslated, loadApiContent, type ApiContent } from './index.ts';

/** Where the site is and how the build runs. */
export interface SiteApiOptions {
  rootDir: string;
  contentDir: string;
  docsRoute: string;
  strict: boolean;
  /** The dev server rebuilds often: it reports only a short line, and only while coverage is incomplete. */
  dev: boolean;
  logger: Logger;
}

async function apiFingerprint(options: SiteApiOptions): Promise<string> {
  const hash = createHash('sha1').update(await fs.promises.readFile(path.join(cheerioPackageRoot(options.rootDir), 'package.json')));
  const files = (await fg('**/*', { cwd: path.join(options.contentDir, 'api') })).sort();
  for (const file of files) hash.update(file).update(await fs.promises.readFile(path.join(options.contentDir, 'api', file)));
  return hash.digest('base64url');
}

/** Returns the API pages and categories (none when the site has no content/api/), remembering them in `cache`. */
export async function apiReference(cache: BuildCache, options: SiteApiOptions): Promise<Pick<ApiContent, 'docs' | 'categories'>> {
  if (!fs.existsSync(path.join(options.contentDir, 'api'))) return { docs: [], categories: [] };
  const fingerprint = await apiFingerprint(options);
  const api = cache.api?.fingerprint === fingerprint ? cache.api.content : await loadApiContent({ ...options, cacheDir: cache.root });
  cache.api = { fingerprint, content: api };
  const { coverage } = api;
  const summary = `API 翻译覆盖率：${coverage.translated} / ${coverage.total}`;
  if (!options.dev) options.logger.info(`${summary}\n${formatCoverageTable(coverage)}`);
  else if (!isFullyTranslated(coverage)) options.logger.warn(summary);
  if (options.strict && !isFullyTranslated(coverage)) {
    const missing = coverage.pages.filter((page) => page.translated < page.total).map((page) => page.page);
    throw new BuildError({ file: path.join(options.contentDir, 'api') }, `${summary} with --strict; untranslated keys on ${missing.join(', ')}`);
  }
  return api;
}
