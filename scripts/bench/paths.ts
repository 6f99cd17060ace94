// Where the benchmark finds the project and where it leaves its results.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheRoot } from '../../build/cache.ts';

/** The repository root: holds bin/, content/, static/ and node_modules/. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The CLI entry every measured build and dev server is started from. */
export const cliEntry = path.join(repoRoot, 'bin', 'site.mjs');

/** The Node flags an npm script starts the CLI with (`node <flags> bin/site.mjs …` in package.json), so the bench measures what `npm run build` and `npm start` run. */
export function npmScriptNodeFlags(script: 'build' | 'start'): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = scripts[script]!.split(/\s+/);
  const entry = words.indexOf('bin/site.mjs');
  if (words[0] !== 'node' || entry < 0) throw new Error(`package.json's "${script}" script does not run \`node … bin/site.mjs\`: ${scripts[script]}`);
  return words.slice(1, entry);
}

/** The CLI's cache folder (CLI bundle, theme renderer bundles, dev output). */
export const cacheDir = cacheRoot(repoRoot);

/** Where the results of the last benchmark are written as JSON. */
export const resultsFile = path.join(cacheDir, 'bench-results.json');
