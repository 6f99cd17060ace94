// Users' code is the tested code, and the executor decides threads, never output: the real site built by the CLI's
// bundle in this thread (the shared build, test/helpers/real-site-setup.ts) and built unbundled, in-process, with two
// worker threads is byte for byte the same site.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { SiteBuilder } from '../../build/index.ts';
import { compareDistFolders } from '../../scripts/diff-dist/compare.ts';
import { repoRoot } from '../helpers/fixture-site.ts';
import { realSiteBuild, realSiteDir } from '../helpers/real-site.ts';

let dir: string | undefined;
let cacheFiles: string[] = [];
afterAll(async () => {
  // This folder's caches too: each run's temporary path would leave its own.
  for (const file of [dir, ...cacheFiles]) if (file) await fs.rm(file, { recursive: true, force: true });
});

test('the real site built unbundled with two workers equals the CLI\'s build in one thread', async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'executor-parity-'));
  // The same folder under another path: the build's caches are kept per site folder, so every page compiles again.
  const siteDir = path.join(dir, 'site');
  await fs.symlink(repoRoot, siteDir, 'dir');
  const outDir = path.join(dir, 'dist');
  const builder = new SiteBuilder({ rootDir: repoRoot, siteDir, outDir, strict: true, threads: 2 });
  const { pages, codeBlocks, search, renderedHtml } = builder.cacheFiles();
  cacheFiles = [pages, codeBlocks, search, renderedHtml];
  const built = await builder.build().finally(() => builder.close());
  expect(built.compileWorkers).toBe(2);
  expect(built.routes.length).toBe(realSiteBuild().routes.length);
  const { onlyInA, onlyInB, changed, identicalCount } = await compareDistFolders(realSiteDir(), outDir);
  expect({ onlyInA, onlyInB, changed }).toEqual({ onlyInA: [], onlyInB: [], changed: [] });
  expect(identicalCount).toBeGreaterThan(300);
}, 240_000);
