// V8's inlining policy of a build (build/turbofan-inlining.ts). The flag is process-wide and cannot be unset, so each
// case runs in a fresh Node process, which prints what TurboFan inlines (`--trace-turbo-inlining`).
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, onTestFinished, test } from 'vitest';
import { createFixtureSite, repoRoot } from '../helpers/fixture-site.ts';

const run = promisify(execFile);

// A hot function calling a small one: TurboFan inlines the call unless inlining is off.
const hotLoop = `
function add(a, b) { return a + b; }
function sum(n) { let total = 0; for (let i = 0; i < n; i++) total = add(total, i); return total; }
let all = 0;
for (let round = 0; round < 3000; round++) all += sum(1000);
console.log(all > 0);
`;

async function inliningTrace(script: string, env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run(process.execPath, ['--trace-turbo-inlining', '--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: repoRoot, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

test('after stopTurbofanInlining, V8 optimizes a hot function without inlining what it calls', async () => {
  const [before, after] = await Promise.all([
    inliningTrace(hotLoop),
    inliningTrace(`(await import('./build/turbofan-inlining.ts')).stopTurbofanInlining();\n${hotLoop}`),
  ]);
  expect(before).toMatch(/Inlining .*SharedFunctionInfo add>/);
  expect(after).not.toMatch(/Inlining .*SharedFunctionInfo add>/);
}, 60_000);

// What a build decides, in a fresh process: a one-off build of a few files stops inlining; a watch-mode builder (the
// dev server, which runs for hours) leaves it on.
const buildThenReport = (siteDir: string, oneOff: boolean) => `
const { turbofanInliningStopped } = await import('./build/turbofan-inlining.ts');
const { buildSite, SiteBuilder } = await import('./build/index.ts');
const options = { rootDir: process.cwd(), siteDir: ${JSON.stringify(siteDir)}, outDir: ${JSON.stringify(`${siteDir}/out`)} };
if (${oneOff}) await buildSite(options);
else {
  const builder = new SiteBuilder({ ...options, dev: true });
  await builder.build();
  await builder.close();
}
console.log(JSON.stringify({ stopped: turbofanInliningStopped() }));
`;

test.each([
  { kind: 'a one-off build of a small site', oneOff: true, stopped: true },
  { kind: 'a watch-mode build', oneOff: false, stopped: false },
])('$kind: inlining stopped is $stopped', async ({ oneOff, stopped }) => {
  const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n\n```js\nconst $ = cheerio.load("<p>x</p>");\n```\n' });
  onTestFinished(() => fs.rm(siteDir, { recursive: true, force: true }));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', buildThenReport(siteDir, oneOff)], {
    cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' },
  });
  expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ stopped });
}, 60_000);
