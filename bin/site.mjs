#!/usr/bin/env -S node --v8-pool-size=1 --single-threaded-gc
// Entry of the `cheerio-site` CLI. Node 20 cannot run TypeScript, so the CLI source (build/cli.ts) is
// bundled once with esbuild into node_modules/.cache (an entry and its lazily loaded chunks, see
// cli-bundle.mjs) and re-bundled only when one of its inputs changed.
// A process killed while bundling must not leave a broken CLI: the bundle and its record are each written to
// a temporary file and renamed into place, the record last, and it names the bundle's size and time, so a
// bundle that is not the one recorded (empty, truncated, from another run) is rebuilt.
// The Node flags of the first line are those of `npm run build` and `npm start` too (package.json; a test keeps
// them equal): V8 starts four background threads for its collector and compiler whatever the cores, and on two
// cores they took CPU from the build's own threads. With one, and the collector in the thread it serves, the real
// site builds in ~2.1 instead of ~2.6 s and 1,000 synthetic pages ~0.4–1.0 s sooner (README, issue #16).
// `node bin/site.mjs` without them does the same work, slower.
// First: an unsupported Node stops here with one line, before anything it could fail on.
import './node-version.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cliBundleOptions, inputStamps, isBundleFresh } from './cli-bundle.mjs';

// React's development build is several times slower at server rendering; pages are always production output.
process.env.NODE_ENV ??= 'production';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Tests point this elsewhere (still under node_modules, so the bundle's package imports resolve) to corrupt
// a bundle without breaking the one other tests run.
const cacheDir = process.env.CHEERIO_SITE_CLI_CACHE_DIR ?? path.join(rootDir, 'node_modules', '.cache', 'cheerio-site');
const bundle = path.join(cacheDir, 'cli.mjs');
const recordFile = path.join(cacheDir, 'cli-inputs.json');

function isFresh() {
  return isBundleFresh({ rootDir, cacheDir, bundle, recordFile, entryScript: fileURLToPath(import.meta.url) });
}

function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

// Chunks older than this that the new bundle does not use are deleted; a process started before a rebuild
// may still load a chunk of its own bundle lazily, so recent ones stay.
const STALE_CHUNK_MS = 24 * 60 * 60 * 1000;

async function rebuild() {
  const esbuild = await import('esbuild');
  fs.mkdirSync(path.join(cacheDir, 'chunks'), { recursive: true });
  const builtAt = Date.now();
  const temporary = path.join(cacheDir, `cli.${process.pid}.tmp`);
  fs.rmSync(temporary, { recursive: true, force: true });
  const result = await esbuild.build(cliBundleOptions(rootDir, temporary));
  // Chunks first, under content-hashed names that no other code can take; the entry last.
  const written = fs.existsSync(path.join(temporary, 'chunks')) ? fs.readdirSync(path.join(temporary, 'chunks')) : [];
  for (const name of written) fs.renameSync(path.join(temporary, 'chunks', name), path.join(cacheDir, 'chunks', name));
  fs.renameSync(path.join(temporary, 'cli.mjs'), bundle);
  fs.rmSync(temporary, { recursive: true, force: true });
  const { size, mtimeMs } = fs.statSync(bundle);
  const inputs = inputStamps(rootDir, Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules')));
  // Each chunk with its time and size: one only some commands load (the dev server's, llms.txt's) is checked too.
  const chunks = inputStamps(cacheDir, written.map((name) => `chunks/${name}`));
  writeAtomically(recordFile, JSON.stringify({ builtAt, size, mtimeMs, inputs, chunks }));
  for (const name of fs.readdirSync(path.join(cacheDir, 'chunks'))) {
    const file = path.join(cacheDir, 'chunks', name);
    if (!written.includes(name) && builtAt - fs.statSync(file).mtimeMs > STALE_CHUNK_MS) fs.rmSync(file, { force: true });
  }
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
