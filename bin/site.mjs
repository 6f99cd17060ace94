#!/usr/bin/env node
// Entry of the `cheerio-site` CLI. Node 20 cannot run TypeScript, so the CLI source (build/cli.ts) is
// bundled once with esbuild into node_modules/.cache and re-bundled only when one of its inputs changed.
// A process killed while bundling must not leave a broken CLI: the bundle and its record are each written to
// a temporary file and renamed into place, the record last, and it names the bundle's size and time, so a
// bundle that is not the one recorded (empty, truncated, from another run) is rebuilt.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React's development build is several times slower at server rendering; pages are always production output.
process.env.NODE_ENV ??= 'production';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Tests point this elsewhere (still under node_modules, so the bundle's package imports resolve) to corrupt
// a bundle without breaking the one other tests run.
const cacheDir = process.env.CHEERIO_SITE_CLI_CACHE_DIR ?? path.join(rootDir, 'node_modules', '.cache', 'cheerio-site');
const bundle = path.join(cacheDir, 'cli.mjs');
const recordFile = path.join(cacheDir, 'cli-inputs.json');

// About a hundred stat calls: a few milliseconds when nothing changed.
function isFresh() {
  try {
    const { builtAt, size, mtimeMs, inputs } = JSON.parse(fs.readFileSync(recordFile, 'utf8'));
    const written = fs.statSync(bundle);
    if (written.size !== size || written.mtimeMs !== mtimeMs) return false;
    // This file decides how the bundle is made, so a change here rebuilds it too.
    if (fs.statSync(fileURLToPath(import.meta.url)).mtimeMs > builtAt) return false;
    return inputs.every((input) => fs.statSync(path.join(rootDir, input)).mtimeMs <= builtAt);
  } catch {
    return false;
  }
}

function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

async function rebuild() {
  const esbuild = await import('esbuild');
  fs.mkdirSync(cacheDir, { recursive: true });
  const builtAt = Date.now();
  const temporary = path.join(cacheDir, `cli.${process.pid}.tmp.mjs`);
  const result = await esbuild.build({
    absWorkingDir: rootDir,
    entryPoints: ['build/cli.ts'],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'error',
  });
  fs.renameSync(temporary, bundle);
  const { size, mtimeMs } = fs.statSync(bundle);
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules'));
  writeAtomically(recordFile, JSON.stringify({ builtAt, size, mtimeMs, inputs }));
}

// Rebuilds once when the bundle cannot be loaded; the query string skips Node's cache of the failed module.
async function loadMain() {
  if (!isFresh()) await rebuild();
  try {
    const { main } = await import(pathToFileURL(bundle).href);
    if (typeof main === 'function') return main;
  } catch {
    // Rebuilt below; a second failure is reported as it is.
  }
  await rebuild();
  const { main } = await import(`${pathToFileURL(bundle).href}?rebuilt=${Date.now()}`);
  return main;
}

const main = await loadMain();
process.exitCode = await main(process.argv.slice(2), rootDir);
