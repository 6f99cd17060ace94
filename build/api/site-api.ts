// The "API reference" build step: the generated API pages and their sidebar categories, when the site has
// a content/api/ folder, and their translation coverage (a line in production builds, a table below 100% or on
// request, an error below 100% with --strict). Reused from the builder's cache while cheerio and content/api/ are unchanged.
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import fg from 'fast-glob';
import { cacheVersion } from '../cache-version.ts';
import { BuildError } from '../diagnostics.ts';
import type { Logger } from '../log.ts';
import { hashText } from '../content/load-content.ts';
import { readApiCache, writeApiCache } from './api-cache.ts';
import { cheerioPackageRoot, formatCoverageTable, isFullyTranslated, loadApiContent, type ApiContent } from './index.ts';

/** The last API reference a builder produced, with a fingerprint of the files it came from. */
export interface RememberedApi {
  fingerprint: string;
  content: ApiContent;
}

/** Where the site is and how the build runs. */
export interface SiteApiOptions {
  rootDir: string;
  contentDir: string;
  docsRoute: string;
  strict: boolean;
  /** The dev server rebuilds often: it reports only a short line, and only while coverage is incomplete. */
  dev: boolean;
  /** A production build prints the per-page table only below 100%, or with this set (`build --api-coverage`). */
  coverageTable?: boolean;
  logger: Logger;
  /** Set for a docs version's snapshot: its name prefixes the coverage line, and its model is not checked against the installed cheerio. */
  snapshot?: string;
  /** Where a new process finds the API reference an earlier one made from the same files (build/api/api-cache.ts); unset, nothing is stored. */
  cacheDir?: string;
}

// The installed cheerio's version and every file under content/api/ by name, size and modification time
// (reading them all on every watch-mode build cost more than the rest of the step).
async function apiFingerprint(options: SiteApiOptions): Promise<string> {
  const hash = createHash('sha1').update(await fs.promises.readFile(path.join(cheerioPackageRoot(options.rootDir), 'package.json')));
  const files = (await fg('**/*', { cwd: path.join(options.contentDir, 'api'), stats: true })).sort((a, b) => a.path.localeCompare(b.path));
  for (const { path: file, stats } of files) hash.update(`${file}\0${stats?.size}\0${stats?.mtimeMs}\0`);
  return hash.digest('base64url');
}

/** The API pages, their sidebar categories, and which of their texts' English changed since translated. */
export type ApiPages = Pick<ApiContent, 'docs' | 'categories'> & Partial<Pick<ApiContent, 'translation'>>;

/** Returns the API pages (none when the site has no content/api/), reusing and updating `memory.api`. */
export async function apiReference(memory: { api?: RememberedApi }, options: SiteApiOptions): Promise<ApiPages> {
  if (!fs.existsSync(path.join(options.contentDir, 'api'))) return { docs: [], categories: [] };
  const fingerprint = await apiFingerprint(options);
  const api = memory.api?.fingerprint === fingerprint ? memory.api.content : await loadStoredOrNew(options, fingerprint);
  memory.api = { fingerprint, content: api };
  const { coverage } = api;
  const summary = `${options.snapshot === undefined ? '' : `${options.snapshot} 版本的 `}API 翻译覆盖率：${coverage.translated} / ${coverage.total}`;
  if (options.snapshot !== undefined) {
    if (!isFullyTranslated(coverage)) options.logger.warn(summary);
  } else if (options.dev) {
    if (!isFullyTranslated(coverage)) options.logger.warn(summary);
  } else if (!isFullyTranslated(coverage)) options.logger.warn(`${summary}\n${formatCoverageTable(coverage)}`);
  else options.logger.info(options.coverageTable ? `${summary}\n${formatCoverageTable(coverage)}` : summary);
  if (options.strict && !isFullyTranslated(coverage)) {
    const missing = coverage.pages.filter((page) => page.translated < page.total).map((page) => page.page);
    throw new BuildError({ file: path.join(options.contentDir, 'api') }, `${summary}，--strict 要求全部翻译；未翻译的键在 ${missing.join('、')}`);
  }
  return api;
}

// The API content stored on disk for these files and this code, else made now (and stored).
async function loadStoredOrNew(options: SiteApiOptions, fingerprint: string): Promise<ApiContent> {
  const snapshot = options.snapshot !== undefined;
  if (!options.cacheDir) return loadApiContent({ ...options, snapshot });
  const file = path.join(options.cacheDir, `api-${hashText(path.resolve(options.contentDir))}.json`);
  const key = hashText(JSON.stringify([fingerprint, cacheVersion(options.rootDir), options.docsRoute, snapshot]));
  const stored = await readApiCache(file, key);
  if (stored) return stored;
  const content = await loadApiContent({ ...options, snapshot });
  await writeApiCache(file, key, content);
  return content;
}

/** The API pages of the current docs and of each snapshot that has a content/versions/<name>/api/ folder. */
export interface ApiReferences extends ApiPages {
  snapshots: Map<string, ApiPages>;
}

/** Returns the current API reference and each snapshot's, every one remembered in `memory` between builds. */
export async function apiReferences(
  memory: { api?: RememberedApi; snapshotApis?: Map<string, { api?: RememberedApi }> },
  options: SiteApiOptions,
  snapshots: readonly { name: string; dir: string; docsRoute: string }[],
): Promise<ApiReferences> {
  const remembered = (memory.snapshotApis ??= new Map());
  const [current, ...ofSnapshots] = await Promise.all([
    apiReference(memory, options),
    ...snapshots.map((snapshot) => {
      const slot = remembered.get(snapshot.name) ?? {};
      remembered.set(snapshot.name, slot);
      return apiReference(slot, { ...options, contentDir: snapshot.dir, docsRoute: snapshot.docsRoute, snapshot: snapshot.name });
    }),
  ]);
  return { ...current, snapshots: new Map(snapshots.map((snapshot, index) => [snapshot.name, ofSnapshots[index]!])) };
}
