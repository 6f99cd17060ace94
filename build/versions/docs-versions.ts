// Snapshots of the docs: each version other than `current` is a folder content/versions/<name>/ holding what
// content/ holds for the current docs (docs/, api/model.json, api/zh-Hans/) plus its sidebars.yaml, and is
// routed under /docs/<name>. This file says where a snapshot lives and loads its docs and sidebars.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.ts';
import { CURRENT_VERSION_NAME, sidebarsSchema, type SidebarEntryConfig } from '../config/schema.ts';
import { BuildError, type WarningCollector } from '../diagnostics.ts';
import { loadDocsFolder } from '../content/load-content.ts';
import type { ContentCategory, ContentFile } from '../content/types.ts';
import { parseYamlData } from '../content/yaml-data.ts';

/** Folder of the snapshots, under the content folder. */
export const VERSIONS_FOLDER = 'versions';
/** A snapshot's sidebars file, in its folder. */
export const VERSION_SIDEBARS_FILE = 'sidebars.yaml';

/** Where a set of sidebars was written, so sidebar errors name the right file, line and key. */
export interface SidebarsSource {
  sidebars: Record<string, SidebarEntryConfig[]>;
  file: string;
  /** Key path of the sidebars map in `file` (`docs.sidebars` in the site config, nothing in a sidebars.yaml). */
  keyPrefix: (string | number)[];
  lineOf(keyPath: (string | number)[]): number | undefined;
}

/** The docs of one snapshot, as loaded from its folder. */
export interface VersionSnapshot {
  name: string;
  /** content/versions/<name>. */
  dir: string;
  /** Route prefix of its docs, e.g. `/docs/1.x`. */
  docsRoute: string;
  docs: ContentFile[];
  categories: ContentCategory[];
  sidebars: SidebarsSource;
}

/** The folder of snapshot `name`. */
export function versionFolder(contentDir: string, name: string): string {
  return path.join(contentDir, VERSIONS_FOLDER, name);
}

/** The route prefix of a version's docs: `/docs` for `current`, `/docs/<name>` for a snapshot. */
export function versionDocsRoute(docsRoute: string, name: string): string {
  return name === CURRENT_VERSION_NAME ? docsRoute : `${docsRoute.replace(/\/$/, '')}/${name}`;
}

/** The snapshots the config lists (every version but `current`), each with its folder and docs route. */
export function snapshotsOf(loaded: LoadedConfig, contentDir: string): { name: string; index: number; dir: string; docsRoute: string }[] {
  const { docs } = loaded.config;
  return docs.versions.flatMap((version, index) => version.name === CURRENT_VERSION_NAME ? []
    : [{ name: version.name, index, dir: versionFolder(contentDir, version.name), docsRoute: versionDocsRoute(docs.routeBasePath, version.name) }]);
}

/** The sidebars of the current docs: the site config's `docs.sidebars`. */
export function configSidebars(loaded: LoadedConfig): SidebarsSource {
  return { sidebars: loaded.config.docs.sidebars, file: loaded.file, keyPrefix: ['docs', 'sidebars'], lineOf: loaded.lineOf };
}

/** Loads every snapshot's docs, categories and sidebars; a listed version without its folder is a config error naming the key. */
export async function loadVersionSnapshots(
  loaded: LoadedConfig,
  options: { contentDir: string; includeDrafts: boolean; warnings?: WarningCollector },
): Promise<VersionSnapshot[]> {
  return Promise.all(snapshotsOf(loaded, options.contentDir).map(async ({ name, index, dir, docsRoute }) => {
    const sidebarsFile = path.join(dir, VERSION_SIDEBARS_FILE);
    const text = await fs.readFile(sidebarsFile, 'utf8').catch(() => undefined);
    if (text === undefined) {
      const keyPath = ['docs', 'versions', index, 'name'];
      const line = loaded.lineOf(keyPath);
      throw new BuildError({ file: loaded.file, key: keyPath.join('.'), ...(line ? { line } : {}) },
        `文档版本 ${JSON.stringify(name)} 没有快照：缺少 ${path.relative(path.dirname(options.contentDir), sidebarsFile)}（用 npm run docs:version -- ${name} 创建）`);
    }
    const parsed = parseYamlData(sidebarsSchema, text, sidebarsFile);
    const { docs, categories } = await loadDocsFolder(path.join(dir, 'docs'), { docsRoute, includeDrafts: options.includeDrafts, ...(options.warnings ? { warnings: options.warnings } : {}) });
    return { name, dir, docsRoute, docs, categories, sidebars: { sidebars: parsed.data, file: sidebarsFile, keyPrefix: [], lineOf: parsed.lineOf } };
  }));
}
