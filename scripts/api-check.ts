// `npm run api:check`: fails when content/api/symbols.yaml does not match the installed cheerio
// (another version, or keys added, changed or removed), or a translation file names an unknown key.
// With `--strict` it also fails when any key has no Chinese text yet.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadApiModel } from '../build/api/cache.ts';
import { cacheRoot } from '../build/cache.ts';
import { checkCommittedKeys, describeDifferences } from '../build/api/check.ts';
import { computeCoverage, formatCoverageTable, isFullyTranslated } from '../build/api/coverage.ts';
import { cheerioPackageRoot } from '../build/api/index.ts';
import { loadTranslations } from '../build/api/translations.ts';

const rootDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const contentDir = path.join(rootDir, 'content');
const strict = process.argv.includes('--strict');

const { model } = await loadApiModel(cheerioPackageRoot(rootDir), cacheRoot(rootDir));
const check = await checkCommittedKeys(contentDir, model);
let failed = false;
if (!check.ok) {
  failed = true;
  console.error(`content/api/symbols.yaml (cheerio ${check.committedVersion ?? 'none'}) does not match the installed cheerio ${check.installedVersion}.`);
  console.error(describeDifferences(check.differences).join('\n'));
  console.error('Run `npm run api:extract`, then revisit the listed keys in content/api/zh-Hans/.');
}
const translations = await loadTranslations(contentDir, check.keys);
const coverage = computeCoverage(check.keys, translations.texts);
console.log(formatCoverageTable(coverage));
if (strict && !isFullyTranslated(coverage)) {
  failed = true;
  console.error(`--strict: ${coverage.total - coverage.translated} API keys have no Chinese text.`);
}
if (failed) process.exit(1);
console.log(`API keys match cheerio ${check.installedVersion}.`);
