// Start-up loads only what every command needs (issue #16): the CLI is bundled with code splitting the way
// bin/site.mjs bundles it, and the heavy packages must sit only in chunks that a step imports when it runs.
// A bundle is current only while its inputs are as they were when it was made.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { expect, onTestFinished, test } from 'vitest';
import { cliBundleOptions, inputStamps, inputsUnchanged } from '../../bin/cli-bundle.mjs';
import { repoRoot } from '../helpers/fixture-site.ts';

const HEAVY = ['shiki', 'unified', 'remark-parse', 'rehype-raw', 'esbuild', 'htmlparser2', 'minisearch', 'feed', 'chokidar', 'pinyin-pro', 'react', 'react-dom', 'typescript'];
const isHeavy = (specifier: string) => HEAVY.some((name) => specifier === name || specifier.startsWith(`${name}/`));

// Packages the entry loads before any of its code runs: its static imports and its chunks' static imports.
function loadedAtStartUp(metafile: Metafile, entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (output: string) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const imported of metafile.outputs[output]!.imports) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  visit(entry);
  return packages;
}

test('the CLI loads no heavy package at start-up; each comes with the step that needs it', async () => {
  const outdir = path.join(repoRoot, 'node_modules/.cache/cli-bundle-test');
  const result = await build({ ...cliBundleOptions(repoRoot, outdir), write: false, logLevel: 'silent' });
  const outputs = Object.keys(result.metafile.outputs);
  const entry = outputs.find((output) => result.metafile.outputs[output]!.entryPoint === 'build/cli.ts')!;
  expect([...loadedAtStartUp(result.metafile, entry)].filter(isHeavy)).toEqual([]);
  // Guards the check itself: the packages are in the bundle, imported lazily.
  const everywhere = new Set(outputs.flatMap((output) => result.metafile.outputs[output]!.imports.filter((imported) => imported.external).map((imported) => imported.path)));
  for (const name of ['unified', 'htmlparser2', 'minisearch', 'chokidar', 'esbuild', 'shiki/core', 'feed']) expect(everywhere).toContain(name);
});

test('the packages every command loads at start-up are inside the bundle, every other package outside it', async () => {
  const outdir = path.join(repoRoot, 'node_modules/.cache/cli-bundle-test');
  const result = await build({ ...cliBundleOptions(repoRoot, outdir), write: false, logLevel: 'silent' });
  const external = new Set(Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((imported) => imported.external).map((imported) => imported.path)));
  for (const name of ['yaml', 'zod', 'fast-glob']) expect([...external].filter((specifier) => specifier === name || specifier.startsWith(`${name}/`))).toEqual([]);
  const bundled = Object.keys(result.metafile.inputs);
  for (const name of ['yaml', 'zod', 'fast-glob']) expect(bundled.some((input) => input.startsWith(`node_modules/${name}/`))).toBe(true);
  expect(external).toContain('unified');
});

test('a bundle is stale when an input is newer, or was put back with an older time or another size', async () => {
  const rootDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bundle-inputs-'));
  onTestFinished(() => fs.rm(rootDir, { recursive: true, force: true }));
  const input = path.join(rootDir, 'entry.ts');
  await fs.writeFile(input, 'export const value = 1;\n');
  const earlier = new Date(Date.now() - 60_000);
  await fs.utimes(input, earlier, earlier);
  const builtAt = Date.now();
  const stamps = inputStamps(rootDir, ['entry.ts']);
  expect(inputsUnchanged(rootDir, stamps, builtAt)).toBe(true);
  // Edited after the bundle was made.
  await fs.writeFile(input, 'export const value = 2;\n');
  expect(inputsUnchanged(rootDir, stamps, builtAt)).toBe(false);
  // An older version put back with its own, older time (`cp -p`, a restored backup): same size, other time.
  const older = new Date(Date.now() - 120_000);
  await fs.utimes(input, older, older);
  expect(inputsUnchanged(rootDir, stamps, builtAt)).toBe(false);
  // A record from before inputs carried their time and size.
  expect(inputsUnchanged(rootDir, ['entry.ts'], builtAt)).toBe(false);
});
