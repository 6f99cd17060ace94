// `npx tsx scripts/bench/dev-memory-only.ts`: only the dev-server memory measurement of `npm run bench`,
// for checking a fix to the dev loop without the builds and the synthetic site.
import { RSS_GROWTH_LIMIT } from './dev-memory.ts';
import { cleanUpNow, cleanUpOnSignals } from './cleanup.ts';
import { measureDevServerMemory } from './real-site.ts';
import { warmCliBundle } from './run-build.ts';
import { formatBytes, formatRatio } from './units.ts';

const log = (line: string) => process.stderr.write(`${line}\n`);
cleanUpOnSignals();
try {
  await warmCliBundle();
  const { rssAfter50SavesBytes, rssAfter500SavesBytes } = await measureDevServerMemory(log);
  const ratio = rssAfter500SavesBytes / rssAfter50SavesBytes;
  process.stdout.write(`Dev server RSS: ${formatBytes(rssAfter50SavesBytes)} after 50 saves, ${formatBytes(rssAfter500SavesBytes)} after 500 saves: ${formatRatio(ratio)} (target ≤ ${formatRatio(RSS_GROWTH_LIMIT)} ${ratio <= RSS_GROWTH_LIMIT ? '✅' : '❌'})\n`);
} finally {
  cleanUpNow();
}
