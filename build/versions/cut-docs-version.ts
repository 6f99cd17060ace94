// `npm run docs:version -- <name>`: copies the current docs (content/docs/ with its category files), their
// sidebars (the config's `docs.sidebars`) and the API reference's model and Chinese texts into
// content/versions/<name>/, and lists the version in the site config after `current` (newest snapshot first).
// Absolute links into the docs (`/docs/...`) are pointed into the snapshot, so its pages link within it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseDocument, stringify } from 'yaml';
import { loadConfig } from '../config/load-config.ts';
import { CURRENT_VERSION_NAME, VERSION_NAME_PATTERN } from '../config/schema.ts';
import { loadDocsFolder } from '../content/load-content.ts';
import { VERSION_SIDEBARS_FILE, VERSIONS_FOLDER, versionDocsRoute, versionFolder } from './docs-versions.ts';

/** A refused version name or a failed copy, told in one line. */
export class CutVersionError extends Error {}

/** What the command needs: the content folder and the config file to add the version to. */
export interface CutVersionOptions {
  contentDir: string;
  configFile: string;
  name: string;
}

// The API reference files a snapshot keeps: the model and the Chinese texts (symbols.yaml names the index page's source).
const API_FILES = ['model.json', 'symbols.yaml', 'zh-Hans'];

/** Checks `name`, copies the snapshot into content/versions/<name>/ and adds the version to the config; returns the snapshot's folder. */
export async function cutDocsVersion({ contentDir, configFile, name }: CutVersionOptions): Promise<string> {
  const loaded = await loadConfig(configFile);
  const { docs } = loaded.config;
  const target = versionFolder(contentDir, name);
  await refuseBadName(name, { contentDir, docsRoute: docs.routeBasePath, listed: docs.versions.map((version) => version.name), target });
  const staging = path.join(contentDir, VERSIONS_FOLDER, `.${name}.partial-${process.pid}`);
  try {
    await fs.cp(path.join(contentDir, 'docs'), path.join(staging, 'docs'), { recursive: true });
    for (const file of API_FILES) {
      const from = path.join(contentDir, 'api', file);
      if (await exists(from)) await fs.cp(from, path.join(staging, 'api', file), { recursive: true });
    }
    await rewriteDocsLinks(staging, docs.routeBasePath, versionDocsRoute(docs.routeBasePath, name), docs.versions.map((version) => version.name));
    await fs.writeFile(path.join(staging, VERSION_SIDEBARS_FILE), `# ${name} 版本文档的侧边栏（由 npm run docs:version 从站点配置的 docs.sidebars 复制）。\n${stringify(docs.sidebars)}`);
    await fs.rename(staging, target);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw new CutVersionError(`无法创建 ${name} 版本的快照：${(error as Error).message}`);
  }
  await addVersionToConfig(configFile, name);
  return target;
}

async function refuseBadName(name: string, site: { contentDir: string; docsRoute: string; listed: string[]; target: string }): Promise<void> {
  if (name.trim() === '') throw new CutVersionError('请给出版本名，例如 npm run docs:version -- 1.x');
  if (name === CURRENT_VERSION_NAME) throw new CutVersionError(`版本名 "${CURRENT_VERSION_NAME}" 已留给 content/docs/ 中的当前文档，请换一个名字`);
  if (!VERSION_NAME_PATTERN.test(name)) {
    throw new CutVersionError(`版本名 ${JSON.stringify(name)} 不是安全的路径片段：只能包含字母、数字、“.”“_”“-”，且不能以“.”开头`);
  }
  if (site.listed.includes(name) || await exists(site.target)) {
    throw new CutVersionError(`版本 ${JSON.stringify(name)} 已存在（站点配置或 ${path.relative(process.cwd(), site.target)}），请换一个名字`);
  }
  // /docs/<name> must not be a page or a folder of the current docs (or the API reference).
  const prefix = `${site.docsRoute.replace(/\/$/, '')}/${name}`;
  const { docs, categories } = await loadDocsFolder(path.join(site.contentDir, 'docs'), { docsRoute: site.docsRoute, includeDrafts: true });
  const routes = [...docs.map((doc) => doc.route), ...categories.flatMap((category) => category.link?.type === 'generated-index' ? [category.link.route] : [])];
  if (await exists(path.join(site.contentDir, 'api'))) routes.push(`${site.docsRoute}/api`);
  const taken = routes.find((route) => route === prefix || route.startsWith(`${prefix}/`)) ?? (docs.some((doc) => doc.dirName === name || doc.dirName.startsWith(`${name}/`)) ? prefix : undefined);
  if (taken) throw new CutVersionError(`版本名 ${JSON.stringify(name)} 会与当前文档的路由 ${taken} 冲突，请换一个名字`);
}

const SCHEMA_MODELINE = /^(# yaml-language-server: \$schema=)(?=\.\.\/)/m;

// Links written as `/docs/...` in Markdown links, reference definitions, `links="Name=/docs/..."` code-block
// metadata and raw HTML `href`s, unless they already point into a snapshot; and YAML files' schema modelines.
async function rewriteDocsLinks(dir: string, docsRoute: string, versionRoute: string, versionNames: string[]): Promise<void> {
  const base = docsRoute.replace(/\/$/, '');
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const snapshots = versionNames.filter((name) => name !== CURRENT_VERSION_NAME).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const notSnapshot = snapshots.length > 0 ? `(?!/(?:${snapshots.join('|')})(?:[/)#?"\\s]|$))` : '';
  const pattern = new RegExp(`(\\]\\(|\\]:[ \\t]*|href="|=)${escaped}${notSnapshot}(?=[/)#?"\\s]|$)`, 'g');
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(md|mdx|ya?ml)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await fs.readFile(file, 'utf8');
    // A copied file sits two folders deeper (content/versions/<name>/ instead of content/): its editor modeline's
    // relative path to schemas/ climbs two more.
    const rewritten = text.replace(pattern, (_, before: string) => `${before}${versionRoute}`).replace(SCHEMA_MODELINE, '$1../../');
    if (rewritten !== text) await fs.writeFile(file, rewritten);
  }
}

// Inserts `{ name, label: name }` after `current` in docs.versions, keeping the file's comments and layout.
async function addVersionToConfig(configFile: string, name: string): Promise<void> {
  const document = parseDocument(await fs.readFile(configFile, 'utf8'));
  const versions = document.getIn(['docs', 'versions']) as { items: { get(key: string): unknown }[] } | undefined;
  const currentIndex = versions?.items.findIndex((item) => item.get('name') === CURRENT_VERSION_NAME) ?? -1;
  versions?.items.splice(currentIndex + 1, 0, document.createNode({ name, label: name }) as never);
  await fs.writeFile(configFile, document.toString());
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(() => true, () => false);
}
