// `npm run api:check`: fails when content/api/model.json is not exactly what the extractor reads from the
// installed cheerio now (the build trusts that file and never runs the extractor), when content/api/symbols.yaml
// does not match it (another version, or keys added, changed or removed), or a translation file names an unknown key.
// With `--strict` it also fails when any key has no Chinese text yet.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCommittedKeys, checkModelFile, describeDifferences } from '../build/api/check.ts';
import { computeCoverage, formatCoverageTable, isFullyTranslated } from '../build/api/coverage.ts';
import { extractApiModel } from '../build/api/extract.ts';
import { cheerioPackageRoot } from '../build/api/index.ts';
import { loadTranslations } from '../build/api/translations.ts';

const rootDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const contentDir = path.join(rootDir, 'content');
const strict = process.argv.includes('--strict');

const model = extractApiModel({ packageRoot: cheerioPackageRoot(rootDir) });
let failed = false;
const modelCheck = await checkModelFile(contentDir, model);
if (!modelCheck.ok) {
  failed = true;
  console.error(modelCheck.problem);
}
const check = await checkCommittedKeys(contentDir, model);
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
console.log(`content/api/model.json and the API keys match cheerio ${check.installedVersion}.`);
