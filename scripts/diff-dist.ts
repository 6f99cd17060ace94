// Usage: npx tsx scripts/diff-dist.ts <dirA> <dirB>
// Lists what differs between two built sites, ignoring content hashes; exits 0 when identical, 1 when not.
import { compareDistFolders, type ChangedFile } from './diff-dist/compare.ts';

function formatChange({ pathA, pathB, region }: ChangedFile): string {
  const title = pathA === pathB ? pathA : `${pathA} → ${pathB}`;
  if (!region) return `~ ${title} (binary)`;
  const oneLine = (text: string) => JSON.stringify(text).slice(1, -1);
  return [
    `~ ${title} (first difference at character ${region.offset})`,
    `    …${oneLine(region.before)}`,
    `  - ${oneLine(region.a)}`,
    `  + ${oneLine(region.b)}`,
  ].join('\n');
}

const [dirA, dirB] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('Usage: npx tsx scripts/diff-dist.ts <dirA> <dirB>');
  process.exit(2);
}
const { onlyInA, onlyInB, changed, identicalCount } = await compareDistFolders(dirA, dirB);
for (const file of onlyInA) console.log(`- only in A: ${file}`);
for (const file of onlyInB) console.log(`+ only in B: ${file}`);
for (const change of changed) console.log(formatChange(change));
const differing = onlyInA.length + onlyInB.length + changed.length;
console.log(`${identicalCount} identical, ${changed.length} changed, ${onlyInA.length} only in A, ${onlyInB.length} only in B (content hashes ignored)`);
process.exit(differing === 0 ? 0 : 1);
