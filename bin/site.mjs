#!/usr/bin/env node
// Entry of the `cheerio-site` CLI. Node 20 cannot run TypeScript, so the CLI source (build/cli.ts) is
// bundled once with esbuild into node_modules/.cache and re-bundled only when one of its inputs changed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React's development build is several times slower at server rendering; pages are always production output.
process.env.NODE_ENV ??= 'production';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(rootDir, 'node_modules', '.cache', 'cheerio-site');
const bundle = path.join(cacheDir, 'cli.mjs');
const inputsFile = path.join(cacheDir, 'cli-inputs.json');

function isFresh() {
  try {
    const builtAt = fs.statSync(bundle).mtimeMs;
    // This file decides how the bundle is made, so a change here rebuilds it too.
    if (fs.statSync(fileURLToPath(import.meta.url)).mtimeMs > builtAt) return false;
    const inputs = JSON.parse(fs.readFileSync(inputsFile, 'utf8'));
    return inputs.every((input) => fs.statSync(path.join(rootDir, input)).mtimeMs <= builtAt);
  } catch {
    return false;
  }
}

if (!isFresh()) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: rootDir,
    entryPoints: ['build/cli.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'error',
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules'));
  fs.writeFileSync(inputsFile, JSON.stringify(inputs));
}

const { main } = await import(pathToFileURL(bundle).href);
process.exitCode = await main(process.argv.slice(2), rootDir);
