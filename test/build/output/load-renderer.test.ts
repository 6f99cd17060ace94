import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { loadRenderer } from '../../../build/output/load-renderer.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

// A cache folder inside the project, where the bundle's require of react resolves.
async function cacheFolder(): Promise<string> {
  await fs.mkdir(path.join(repoRoot, 'node_modules/.cache'), { recursive: true });
  const folder = await fs.mkdtemp(path.join(repoRoot, 'node_modules/.cache/renderer-test-'));
  onTestFinished(() => fs.rm(folder, { recursive: true, force: true }));
  return folder;
}

test('the theme renderer is bundled as CommonJS under its version, required, and left out of Node\'s module cache', async () => {
  const cacheDir = await cacheFolder();
  const renderer = await loadRenderer(repoRoot, cacheDir);
  const file = path.join(cacheDir, `render-page-${renderer.version}.cjs`);
  expect(await fs.readFile(file, 'utf8')).toContain('require("react');
  expect(typeof (await renderer.load())).toBe('function');
  // Dropped from the cache once loaded, so a renderer the dev server replaces can be collected.
  expect(Object.keys(createRequire(import.meta.url).cache)).not.toContain(file);
});

test('a stored renderer that no longer loads is bundled again, once', async () => {
  const { version } = await loadRenderer(repoRoot, await cacheFolder());
  const cacheDir = await cacheFolder();
  const file = path.join(cacheDir, `render-page-${version}.cjs`);
  await fs.writeFile(file, 'this is not JavaScript (');
  const renderer = await loadRenderer(repoRoot, cacheDir);
  expect(renderer.version).toBe(version);
  expect(typeof (await renderer.load())).toBe('function');
  expect(await fs.readFile(file, 'utf8')).toContain('renderPage');
});
