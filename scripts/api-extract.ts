// `npm run api:extract`: runs the extractor on the installed cheerio, writes the checked-in model
// content/api/model.json (the only thing a build reads of cheerio's API) and content/api/symbols.yaml, and lists the keys that are new, changed or removed since the
// committed list, so the translator knows what to revisit in content/api/zh-Hans/.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCommittedKeys, describeDifferences, symbolsFilePath } from '../build/api/check.ts';
import { extractApiModel } from '../build/api/extract.ts';
import { HIDDEN_MEMBERS } from '../build/api/hidden-members.ts';
import { cheerioPackageRoot } from '../build/api/index.ts';
import { formatModelFile, modelFilePath } from '../build/api/model-file.ts';
import { formatSymbolsFile } from '../build/api/symbols-file.ts';

const rootDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const contentDir = path.join(rootDir, 'content');

const started = performance.now();
const model = extractApiModel({ packageRoot: cheerioPackageRoot(rootDir) });
await writeFile(modelFilePath(contentDir), formatModelFile(model));
const check = await checkCommittedKeys(contentDir, model);
await writeFile(symbolsFilePath(contentDir), formatSymbolsFile(model.cheerioVersion, check.keys));

console.log(`cheerio ${model.cheerioVersion}: extracted in ${Math.round(performance.now() - started)} ms`);
for (const symbol of model.symbols) {
  const members = symbol.members.filter((member) => member.inheritedFrom === undefined).length;
  console.log(`  ${symbol.kind.padEnd(10)} ${symbol.name.padEnd(22)} ${symbol.signatures.length} signature(s), ${members} member(s)`);
}
console.log(`hidden by the reviewed list (build/api/hidden-members.ts): ${Object.entries(HIDDEN_MEMBERS).flatMap(([owner, names]) => Object.keys(names).map((name) => `${owner}.${name}`)).join(', ')}`);
if (check.committedVersion && check.committedVersion !== model.cheerioVersion) {
  console.log(`committed keys were for cheerio ${check.committedVersion}`);
}
const lines = describeDifferences(check.differences);
console.log(lines.length ? lines.join('\n') : 'no key changed');
console.log(`wrote ${path.relative(rootDir, modelFilePath(contentDir))} (${model.symbols.length} symbols)`);
console.log(`wrote ${path.relative(rootDir, symbolsFilePath(contentDir))} (${check.keys.length} keys)`);
