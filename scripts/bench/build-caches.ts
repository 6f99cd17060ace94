// Empties the CLI's caches between cold builds.
import fs from 'node:fs/promises';
import path from 'node:path';
import { cacheDir } from './paths.ts';

// The CLI bundle (entry and chunks) and the compile workers' bundle are kept: rebuilding them is a one-off
// after a code change, not part of a site build. dev/ is the output of a running `npm start`, not a cache a
// build reads, and the results file is ours.
const KEPT = new Set(['cli.mjs', 'cli-inputs.json', 'chunks', 'compile-worker.mjs', 'compile-worker-inputs.json', 'dev', 'bench-results.json']);

/** Deletes every cache entry a build could reuse (renderer bundles, highlight caches) and returns their names. */
export async function clearBuildCaches(): Promise<string[]> {
  const entries = await fs.readdir(cacheDir).catch(() => [] as string[]);
  const removed = entries.filter((entry) => !KEPT.has(entry));
  for (const entry of removed) await fs.rm(path.join(cacheDir, entry), { recursive: true, force: true });
  return removed;
}
