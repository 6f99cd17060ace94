// How bin/site.mjs bundles the CLI (build/cli.ts) with esbuild, and how it tells the bundle is current. Code
// splitting puts each lazily imported module (the Markdown pipeline, the search indexer, the dev server …) in
// a chunk of its own, so its packages load only when its step runs: without it esbuild hoists every package
// import into the entry file, and Node loads them all at start-up.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** esbuild options for the CLI bundle, written into `outdir`: the entry `cli.mjs` and its `chunks/`. */
export function cliBundleOptions(rootDir, outdir) {
  return {
    absWorkingDir: rootDir,
    entryPoints: { cli: 'build/cli.ts' },
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'error',
  };
}

/**
 * True when the bundle in `cacheDir` is the one its record names, every chunk it was written with is still
 * there, and no input changed since: a few dozen stat calls, a few milliseconds.
 */
export function isBundleFresh({ rootDir, cacheDir, bundle, recordFile, entryScript }) {
  try {
    const { builtAt, size, mtimeMs, inputs, chunks = [] } = JSON.parse(fs.readFileSync(recordFile, 'utf8'));
    const written = fs.statSync(bundle);
    if (written.size !== size || written.mtimeMs !== mtimeMs) return false;
    // These scripts decide how the bundle is made, so a change to either rebuilds it too.
    if ([entryScript, fileURLToPath(import.meta.url)].some((script) => fs.statSync(script).mtimeMs > builtAt)) return false;
    if (!chunks.every((chunk) => fs.existsSync(path.join(cacheDir, chunk)))) return false;
    return inputs.every((input) => fs.statSync(path.join(rootDir, input)).mtimeMs <= builtAt);
  } catch {
    return false;
  }
}
