// Start-up loads only what every command needs (issue #16): the CLI is bundled with code splitting the way
// bin/site.mjs bundles it, and the heavy packages must sit only in chunks that a step imports when it runs.
// A bundle is current only while its inputs are as they were when it was made.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type Metafile } from 'esbuild';
import { expect, onTestFinished, test } from 'vitest';
import { cliBundleOptions, inputStamps, inputsUnchanged } from '../../bin/cli-bundle.mjs';
import { repoRoot } from '../helpers/fixture-site.ts';

const HEAVY = ['shiki', 'unified', 'remark-parse', 'rehype-raw', 'esbuild', 'htmlparser2', 'minisearch', 'feed', 'chokidar', 'pinyin-pro', 'react', 'react-dom', 'typescript', 'tinypool'];
const isHeavy = (specifier: string) => HEAVY.some((name) => specifier === name || specifier.startsWith(`${name}/`));

// Packages the entry loads before any of its code runs, from node_modules or bundled into the entry and the
// chunks it imports statically.
function loadedAtStartUp(metafile: Metafile, entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (output: string) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const input of Object.keys(metafile.outputs[output]!.inputs)) {
      const bundled = packageOf(input);
      if (bundled) packages.add(bundled);
    }
    for (const imported of metafile.outputs[output]!.imports) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  visit(entry);
  return packages;
}

// The package a bundled input comes from (`node_modules/@scope/name/…` → `@scope/name`, the innermost when
// nested), or undefined for our own files.
function packageOf(input: string): string | undefined {
  return [...input.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g)].at(-1)?.[1];
}

// Every package in the bundle, loaded from node_modules (external) or bundled in.
function packagesIn(metafile: Metafile): { external: Set<string>; bundled: Set<string> } {
  const outputs = Object.values(metafile.outputs);
  const external = new Set(outputs.flatMap((output) => output.imports.filter((imported) => imported.external).map((imported) => imported.path)));
  const bundled = new Set(Object.keys(metafile.inputs).map(packageOf).filter((name) => name !== undefined));
  return { external, bundled };
}

test('the CLI loads no heavy package at start-up; each comes with the step that needs it', async () => {
  const outdir = path.join(repoRoot, 'node_modules/.cache/cli-bundle-test');
  const result = await build({ ...cliBundleOptions(repoRoot, outdir), write: false, logLevel: 'silent' });
  const outputs = Object.keys(result.metafile.outputs);
  const entry = outputs.find((output) => result.metafile.outputs[output]!.entryPoint === 'build/cli.ts')!;
  expect([...loadedAtStartUp(result.metafile, entry)].filter(isHeavy)).toEqual([]);
  // Guards the check itself: the packages are in the bundle (inlined or from node_modules), loaded lazily.
  const { external, bundled } = packagesIn(result.metafile);
  for (const name of ['unified', 'hast-util-to-mdast', 'shiki']) expect(bundled).toContain(name);
  for (const name of ['minisearch', 'chokidar', 'feed']) expect(external).toContain(name);
  // esbuild is required by build/load-esbuild.ts when a step bundles (the test below), never bundled in.
  expect(bundled).not.toContain('esbuild');
});

test('esbuild is not loaded with the CLI: build/load-esbuild.ts requires it when a step bundles', async () => {
  const outdir = await fs.mkdtemp(path.join(repoRoot, 'node_modules/.cache/cli-bundle-esbuild-'));
  onTestFinished(() => fs.rm(outdir, { recursive: true, force: true }));
  await build({ ...cliBundleOptions(repoRoot, outdir), logLevel: 'silent' });
  // Node's CommonJS cache, after importing the bundle's entry, and again after requiring esbuild (which shows the check sees it).
  const script = `import { createRequire } from 'node:module';
    const require = createRequire(import.meta.url);
    const esbuildFiles = () => Object.keys(require.cache).filter((file) => file.includes('/node_modules/esbuild/')).length;
    await import(${JSON.stringify(pathToFileURL(path.join(outdir, 'cli.mjs')).href)});
    const withCli = esbuildFiles();
    require('esbuild');
    console.log(JSON.stringify([withCli, esbuildFiles()]));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot });
  const [withCli, afterRequire] = JSON.parse(stdout) as [number, number];
  expect(withCli).toBe(0);
  expect(afterRequire).toBeGreaterThan(0);
});

test('the packages every command loads at start-up and the Markdown pipeline (patched) are inside the bundle, Shiki\'s grammars and every other package outside it', async () => {
  const outdir = path.join(repoRoot, 'node_modules/.cache/cli-bundle-test');
  const result = await build({ ...cliBundleOptions(repoRoot, outdir), write: false, logLevel: 'silent' });
  const { external, bundled } = packagesIn(result.metafile);
  const inlined = ['yaml', 'zod', 'fast-glob', 'unified', 'remark-parse', 'micromark', 'rehype-raw', 'parse5', 'hast-util-to-html', 'hast-util-to-mdast', 'mdast-util-to-markdown', 'shiki', '@shikijs/core'];
  const grammarOrTheme = (specifier: string) => /^shiki\/(?:langs|themes)\//.test(specifier);
  for (const name of inlined) expect([...external].filter((specifier) => (specifier === name || specifier.startsWith(`${name}/`)) && !grammarOrTheme(specifier))).toEqual([]);
  for (const name of inlined) expect(bundled).toContain(name);
  // Each grammar and theme stays a file of its own in node_modules, loaded when a fence needs it.
  expect(external).toContain('shiki/langs/javascript.mjs');
  expect(external).toContain('shiki/themes/github-dark-default.mjs');
  expect([...bundled].filter((name) => name === '@shikijs/langs' || name === '@shikijs/themes')).toEqual([]);
  for (const name of ['tinypool', 'chokidar', 'minisearch']) expect(external).toContain(name);
  expect(bundled).not.toContain('esbuild');
  // With the package patches of bin/cli-bundle.mjs (test/build/package-patches.test.ts): mdast-util-from-markdown's.
  const text = result.outputFiles.map((file) => file.text).join('\n');
  expect(text).toMatch(/\.call\(tokenContext, events\[index\d*\]\[1\]\)/);
});

test('in the bundle, packages that import hast-util-is-element, @ungap/structured-clone or unist-util-visit-parents get our substitute, which alone imports the package (if it uses it at all)', async () => {
  const outdir = path.join(repoRoot, 'node_modules/.cache/cli-bundle-test');
  const result = await build({ ...cliBundleOptions(repoRoot, outdir), write: false, logLevel: 'silent' });
  const importers = (target: (path: string) => boolean) =>
    Object.entries(result.metafile.inputs).filter(([, input]) => input.imports.some((imported) => target(imported.path))).map(([file]) => file);
  for (const [name, substitute, user, usesPackage] of [
    ['hast-util-is-element', 'build/twins/is-element.ts', 'node_modules/hast-util-minify-whitespace/lib/index.js', true],
    ['@ungap/structured-clone', 'build/structured-clone.ts', 'node_modules/hast-util-to-mdast/lib/index.js', true],
    ['unist-util-visit-parents', 'build/visit-parents.ts', 'node_modules/unist-util-visit/lib/index.js', false],
  ] as const) {
    const original = (file: string) => file.startsWith(`node_modules/${name}/`);
    expect(importers((file) => file === substitute)).toContain(user);
    expect(importers(original).filter((file) => !original(file))).toEqual(usesPackage ? [substitute] : []);
  }
});

test('the substitution works from a copy of the bundling rules outside bin/ (the CLI runs them bundled, from node_modules/.cache)', async () => {
  const elsewhere = await fs.mkdtemp(path.join(os.tmpdir(), 'bundling-rules-'));
  onTestFinished(() => fs.rm(elsewhere, { recursive: true, force: true }));
  await fs.copyFile(path.join(repoRoot, 'bin/cli-bundle.mjs'), path.join(elsewhere, 'cli-bundle.mjs'));
  const { externalPackagesButInlined } = (await import(path.join(elsewhere, 'cli-bundle.mjs'))) as typeof import('../../bin/cli-bundle.mjs');
  const result = await build({
    absWorkingDir: repoRoot, entryPoints: ['build/markdown/content-markdown.ts'], bundle: true, platform: 'node', format: 'esm',
    plugins: [externalPackagesButInlined], write: false, metafile: true, logLevel: 'silent',
  });
  expect(Object.keys(result.metafile.inputs)).toContain('build/twins/is-element.ts');
  expect(Object.keys(result.metafile.inputs)).toContain('build/structured-clone.ts');
  expect(Object.keys(result.metafile.inputs)).toContain('build/visit-parents.ts');
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
