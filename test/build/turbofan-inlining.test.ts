// V8's inlining policy of a build (build/turbofan-inlining.ts). The flag is process-wide and cannot be unset, so each
// case runs in a fresh Node process, which prints what TurboFan inlines (`--trace-turbo-inlining`).
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

// What a build decides, in a fresh process: a one-off build that compiles in the worker pool (8 files of 80,000
// characters, over its threshold) stops inlining; one compiled in the main thread, and a watch-mode builder (the dev
// server, which runs for hours), leave it on.
const buildThenReport = (siteDir: string, oneOff: boolean) => `
const { turbofanInliningStopped } = await import(${JSON.stringify(path.join(repoRoot, 'build/turbofan-inlining.ts'))});
const { buildSite, SiteBuilder } = await import(${JSON.stringify(path.join(repoRoot, 'build/index.ts'))});
const options = { rootDir: ${JSON.stringify(repoRoot)}, siteDir: ${JSON.stringify(siteDir)}, outDir: ${JSON.stringify(`${siteDir}/out`)} };
if (${oneOff}) await buildSite(options);
else {
  const builder = new SiteBuilder({ ...options, dev: true });
  await builder.build();
  await builder.close();
}
console.log(JSON.stringify({ stopped: turbofanInliningStopped() }));
`;

const paragraph = '用 cheerio 解析文档，再用选择器找到元素。'.repeat(4);
const poolSizedSite = () => Object.fromEntries(Array.from({ length: 8 }, (_, page) =>
  [`content/docs/${page === 0 ? 'intro' : `page-${page}`}.md`, `# 第 ${page} 页\n\n${`${paragraph}\n\n`.repeat(80_000 / (paragraph.length + 2))}`]));

test.each([
  { kind: 'a one-off build compiled in the worker pool', files: poolSizedSite, oneOff: true, stopped: os.availableParallelism() > 1 },
  { kind: 'a one-off build compiled in the main thread', files: () => ({ 'content/docs/intro.md': '# 简介\n\n一段文字。\n' }), oneOff: true, stopped: false },
  { kind: 'a watch-mode build of the same files as the pool', files: poolSizedSite, oneOff: false, stopped: false },
])('$kind: inlining stopped is $stopped', async ({ files, oneOff, stopped }) => {
  const siteDir = await createFixtureSite(files());
  onTestFinished(() => fs.rm(siteDir, { recursive: true, force: true }));
  // A script file, not --eval: the compile workers start with this process's flags, and a worker cannot take --eval.
  const script = path.join(siteDir, 'report.mts');
  await fs.writeFile(script, buildThenReport(siteDir, oneOff));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024,
  });
  expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ stopped });
}, 120_000);
