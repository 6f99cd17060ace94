// Reads the YAML site config and validates it, naming file, line, key path and bad value on error.
import fs from 'node:fs/promises';
import { closest } from '../did-you-mean.ts';
import { BuildError } from '../diagnostics.ts';
import { describeIssue, parseYamlData, type DescribeIssue } from '../content/yaml-data.ts';
import { siteConfigSchema, NAVBAR_ITEM_TYPES, type SiteConfig } from './schema.ts';

/** A loaded config plus where each key came from, for later checks that need line numbers. */
export interface LoadedConfig {
  config: SiteConfig;
  file: string;
  /** Line of a key path such as `navbar.items.2.docId`, if present in the file. */
  lineOf(keyPath: (string | number)[]): number | undefined;
}

/** Loads and validates the site config file. */
export async function loadConfig(file: string): Promise<LoadedConfig> {
  return parseConfig(await readConfigText(file), file);
}

/**
 * `loadConfig` for a builder that loads the config again on every build: while the file's text is the same, it
 * returns the config it parsed last (the dev server reloads it on every save, and YAML and the schema take time).
 * The config is shared between those builds, so nothing may change it.
 */
export function createConfigLoader(): (file: string) => Promise<LoadedConfig> {
  let last: { file: string; text: string; loaded: LoadedConfig } | undefined;
  return async (file) => {
    const text = await readConfigText(file);
    if (last?.file !== file || last.text !== text) last = { file, text, loaded: parseConfig(text, file) };
    return last.loaded;
  };
}

function readConfigText(file: string): Promise<string> {
  return fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new BuildError({ file }, `无法读取站点配置（${error.code === 'ENOENT' ? '文件不存在' : error.code ?? error.message}）`);
  });
}

/** Parses and validates config text; exported for tests. */
export function parseConfig(text: string, file: string): LoadedConfig {
  const { data, lineOf } = parseYamlData(siteConfigSchema, text, file, describeConfigIssue);
  return { config: data, file, lineOf };
}

// An unknown navbar item type lists the types that exist, and the one probably meant.
const describeConfigIssue: DescribeIssue = (issue, keyPath, raw) => {
  const last = keyPath[keyPath.length - 1];
  if (last === 'type' && keyPath.includes('items') && keyPath[0] === 'navbar') {
    const near = typeof raw === 'string' ? closest(raw, NAVBAR_ITEM_TYPES) : undefined;
    return `未知的导航栏项类型 ${JSON.stringify(raw)}${near ? `（是不是想写 ${near}？）` : ''}；可用的类型：${NAVBAR_ITEM_TYPES.join('、')}`;
  }
  return describeIssue(issue);
};
