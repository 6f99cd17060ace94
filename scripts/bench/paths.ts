// Where the benchmark finds the project and where it leaves its results.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheRoot } from '../../build/cache.ts';

/** The repository root: holds bin/, content/, static/ and node_modules/. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The CLI entry every measured build and dev server is started from. */
export const cliEntry = path.join(repoRoot, 'bin', 'site.mjs');

/** The CLI's cache folder (CLI bundle, theme renderer bundles, dev output). */
export const cacheDir = cacheRoot(repoRoot);

/** Where the results of the last benchmark are written as JSON. */
export const resultsFile = path.join(cacheDir, 'bench-results.json');
