// Adds the generated API reference to a site's content, when the site has a content/api/ folder, and
// reports its translation coverage: a table in production builds, an error below 100% with --strict.
import fs from 'node:fs';
import path from 'node:path';
import { BuildError } from '../diagnostics.ts';
import type { SiteContent } from '../content/types.ts';
import type { Logger } from '../log.ts';
import { createHash } from 'node:crypto';
import fg from 'fast-glob';
import { cheerioPackageRoot, formatCoverageTable, isFullyTranslated, loadApiContent, type ApiContent, type ApiCoverage } from './index.ts';

/** Where the site is and how the build runs. */
export interface SiteApiOptions {
  rootDir: string;
  contentDir: string;
  docsRoute: string;
  cacheDir: string;
  strict: boolean;
  /** The dev server rebuilds often: it reports only a short line, and only while coverage is incomplete. */
  dev: boolean;
  logger: Logger;
}

// The last API content per content folder, with a fingerprint of the files it came from: watch mode
// rebuilds on every save, and most saves do not touch content/api/.
const lastLoaded = new Map<string, { fingerprint: string; api: ApiContent }>();

async function apiFingerprint(options: SiteApiOptions): Promise<string> {
  const hash = createHash('sha1').update(await fs.promises.readFile(path.join(cheerioPackageRoot(options.rootDir), 'package.json')));
  const files = (await fg('**/*', { cwd: path.join(options.contentDir, 'api') })).sort();
  for (const file of files) hash.update(file).update(await fs.promises.readFile(path.join(options.contentDir, 'api', file)));
  return hash.digest('base64url');
}

/** Appends the API pages and their sidebar categories to `content`; returns the coverage, if any. */
export async function addApiReference(content: SiteContent, options: SiteApiOptions): Promise<ApiCoverage | undefined> {
  if (!fs.existsSync(path.join(options.contentDir, 'api'))) return undefined;
  const fingerprint = await apiFingerprint(options);
  const last = lastLoaded.get(options.contentDir);
  const api = last?.fingerprint === fingerprint ? last.api : await loadApiContent(options);
  lastLoaded.set(options.contentDir, { fingerprint, api });
  content.docs.push(...api.docs);
  content.categories.push(...api.categories);
  const { coverage } = api;
  const summary = `API 翻译覆盖率：${coverage.translated} / ${coverage.total}`;
  if (!options.dev) options.logger.info(`${summary}\n${formatCoverageTable(coverage)}`);
  else if (!isFullyTranslated(coverage)) options.logger.warn(summary);
  if (options.strict && !isFullyTranslated(coverage)) {
    const missing = coverage.pages.filter((page) => page.translated < page.total).map((page) => page.page);
    throw new BuildError({ file: path.join(options.contentDir, 'api') }, `${summary} with --strict; untranslated keys on ${missing.join(', ')}`);
  }
  return coverage;
}
