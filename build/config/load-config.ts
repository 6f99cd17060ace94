// Reads the YAML site config and validates it, naming file, line, key path and bad value on error.
import fs from 'node:fs/promises';
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
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new BuildError({ file }, `cannot read the site config (${error.code ?? error.message})`);
  });
  return parseConfig(text, file);
}

/** Parses and validates config text; exported for tests. */
export function parseConfig(text: string, file: string): LoadedConfig {
  const { data, lineOf } = parseYamlData(siteConfigSchema, text, file, describeConfigIssue);
  return { config: data, file, lineOf };
}

// An unknown navbar item type lists the types that exist.
const describeConfigIssue: DescribeIssue = (issue, keyPath, raw) => {
  const last = keyPath[keyPath.length - 1];
  if (last === 'type' && keyPath.includes('items') && keyPath[0] === 'navbar') {
    return `unknown navbar item type ${JSON.stringify(raw)}; expected one of ${NAVBAR_ITEM_TYPES.join(', ')}`;
  }
  return describeIssue(issue, keyPath, raw);
};
