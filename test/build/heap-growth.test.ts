// A build's memory policy: after favourMemoryOverSpeed() the heap stays nearer its live size. Measured in
// fresh Node processes (the V8 flag is process-wide and cannot be unset), on the same steady live set of about
// 120 MB whose objects live long enough to reach the old generation before they die.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, onTestFinished, test } from 'vitest';
import { createFixtureSite, repoRoot } from '../helpers/fixture-site.ts';

const run = promisify(execFile);

const churn = (favour: boolean) => `
${favour ? "(await import('./build/heap-growth.ts')).favourMemoryOverSpeed();" : ''}
const ring = new Array(1200);
let peak = 0;
for (let i = 0; i < 9000; i++) {
  ring[i % ring.length] = Array.from({ length: 1000 }, (_, j) => ({ i, j }));
  peak = Math.max(peak, process.memoryUsage().heapTotal);
}
console.log(peak);
`;

async function peakHeap(favour: boolean): Promise<number> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', churn(favour)], { cwd: repoRoot });
  return Number(stdout.trim());
}

test('favouring memory keeps the heap under three quarters of the size V8 lets it reach by default', async () => {
  const [byDefault, favoured] = await Promise.all([peakHeap(false), peakHeap(true)]);
  expect(byDefault).toBeGreaterThan(120e6);
  // Measured: 297 against 144–153 MB, also with four such processes sharing two cores.
  expect(favoured).toBeLessThan(byDefault * 0.75);
}, 60_000);

// The policy as a build applies it, in a fresh process: the V8 flag is process-wide and cannot be unset.
const buildThenReport = (siteDir: string) => `
const { memoryFavoured } = await import('./build/heap-growth.ts');
const { buildSite } = await import('./build/index.ts');
await buildSite({ rootDir: process.cwd(), siteDir: ${JSON.stringify(siteDir)}, outDir: ${JSON.stringify(`${siteDir}/out`)} });
console.log(JSON.stringify({ favoured: memoryFavoured() }));
`;

// A site compiled in one thread keeps V8's default growth: with each grammar pattern compiled once, the real site's
// cold build stays under its 250 MB by default and is 0.3–0.5 s faster without the policy (build/heap-growth.ts).
test('a build that compiles in one thread leaves its process\'s heap growth as V8 sets it', async () => {
  const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n\n```js\nconst $ = cheerio.load("<p>x</p>");\n```\n' });
  onTestFinished(() => fs.rm(siteDir, { recursive: true, force: true }));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', buildThenReport(siteDir)], { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' } });
  expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ favoured: false });
}, 60_000);
