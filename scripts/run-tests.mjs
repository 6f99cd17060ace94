#!/usr/bin/env node
// `npm test`: the type check (`npm run typecheck`) and the API model check (`npm run api:check`) run beside the
// test suite (`vitest run`, arguments passed on) instead of before it, so their ~15 s of CPU overlaps the suite's
// waits on Chromium and child processes. The suite prints as it runs; each check's output follows it under its
// own heading. `npm test` fails, with the names of what failed, when any of the three does.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const bin = (name) => path.join(rootDir, 'node_modules', '.bin', name);

/** Runs a command in the project folder; resolves to its exit code and, unless `inherit`, its output. */
function run(command, args, { inherit = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: rootDir, stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const checks = [
  { name: 'typecheck (tsc --noEmit)', result: run(bin('tsc'), ['--noEmit']) },
  { name: 'api:check', result: run(bin('tsx'), ['scripts/api-check.ts']) },
];
// The translation's drift report is printed, not enforced: the English original moves on its own schedule.
const upstreamReport = run(bin('tsx'), ['scripts/upstream-check.ts']);
const suite = await run(bin('vitest'), ['run', ...process.argv.slice(2)], { inherit: true });

const failed = suite.code === 0 ? [] : ['vitest run'];
for (const check of checks) {
  const { code, output } = await check.result;
  process.stdout.write(`\n── ${check.name}: ${code === 0 ? 'passed' : `failed (exit code ${code})`}\n${output}`);
  if (code !== 0) failed.push(check.name);
}
const upstream = await upstreamReport;
process.stdout.write(`\n── upstream:check (report only): ${upstream.code === 0 ? 'ran' : `failed (exit code ${upstream.code})`}\n${upstream.output}`);
if (upstream.code !== 0) failed.push('upstream:check');
if (failed.length > 0) {
  console.error(`\nnpm test failed: ${failed.join(', ')}`);
  process.exit(1);
}
