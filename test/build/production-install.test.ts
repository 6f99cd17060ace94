// The dependencies are what a build needs: a copy of the project installed with `npm ci --omit=dev` (from the npm
// cache, offline) builds the real site. The copy is made in a temporary folder, so this checkout's node_modules
// is untouched.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { repoRoot } from '../helpers/fixture-site.ts';

// What a fresh clone holds: no installed packages, build output, caches or test results.
const LEFT_OUT = /^(?:node_modules|dist|\.git|test-results|\.site-cache|\.scratch|dist\.old-.*|\.dist-.*)$/;

test('npm ci --omit=dev installs what npm run build needs, and nothing of the tests', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-production-'));
  onTestFinished(() => fs.rm(dir, { recursive: true, force: true }));
  await fs.cp(repoRoot, dir, { recursive: true, filter: (source) => !LEFT_OUT.test(path.basename(source)) || path.dirname(source) !== repoRoot });
  const install = spawnSync('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8', timeout: 240_000 });
  expect(install.status, install.stderr).toBe(0);
  for (const devOnly of ['typescript', 'vitest', 'playwright-core', 'lighthouse']) expect(existsSync(path.join(dir, 'node_modules', devOnly)), devOnly).toBe(false);

  const build = spawnSync(process.execPath, ['bin/site.mjs', 'build', '--quiet'], { cwd: dir, encoding: 'utf8', timeout: 240_000, env: { ...process.env, CI: 'true', NO_COLOR: '1' } });
  expect({ code: build.status, output: `${build.stdout}${build.stderr}` }).toEqual({ code: 0, output: '' });
  expect(existsSync(path.join(dir, 'dist/index.html'))).toBe(true);
  expect(existsSync(path.join(dir, 'dist/docs/api/classes/Cheerio.html'))).toBe(true);
}, 480_000);
