// The real-site measurements: cold and warm builds, dev server start and save to reload.
import fs from 'node:fs/promises';
import path from 'node:path';
import { clearBuildCaches } from './build-caches.ts';
import { keepUntilEnd, makeTempDir } from './cleanup.ts';
import { measureDevMemory, type DevMemory } from './dev-memory.ts';
import { startDevServer, type RunningDevServer } from './dev-server.ts';
import { repoRoot } from './paths.ts';
import { finished, runBuild, type BuildRun } from './run-build.ts';
import { measureSaveToReload } from './save-to-reload.ts';

/** Builds per cold/warm measurement. */
const BUILD_RUNS = 3;
/** The page probed for "first page served" and edited for save to reload. */
const PROBED_DOC = { file: 'content/docs/intro.md', route: '/docs/intro' };
const RELOAD_EDITS = 10;
const RELOAD_SPACING_MS = 200;
/** The real site builds in seconds; a build still running after this has hung. */
const REAL_SITE_TIMEOUT_MS = 120_000;

/** Builds the real site with every build cache cleared before each run. */
export async function measureColdBuilds(log: (line: string) => void): Promise<BuildRun[]> {
  const runs: BuildRun[] = [];
  for (let run = 1; run <= BUILD_RUNS; run++) {
    const removed = await clearBuildCaches();
    runs.push(finished(await runBuild(undefined, REAL_SITE_TIMEOUT_MS)));
    log(`  cold build ${run}/${BUILD_RUNS}: ${Math.round(runs.at(-1)!.wallMs)} ms (cleared: ${removed.join(', ') || 'nothing'})`);
  }
  return runs;
}

/** Builds the real site reusing whatever the previous builds left in the cache. */
export async function measureWarmBuilds(log: (line: string) => void): Promise<BuildRun[]> {
  const runs: BuildRun[] = [];
  for (let run = 1; run <= BUILD_RUNS; run++) {
    runs.push(finished(await runBuild(undefined, REAL_SITE_TIMEOUT_MS)));
    log(`  warm build ${run}/${BUILD_RUNS}: ${Math.round(runs.at(-1)!.wallMs)} ms`);
  }
  return runs;
}

// Runs `measure` against a dev server started on a copy of content/ and static/ (edits never touch the real docs).
async function withDevServerOnCopy<T>(measure: (server: RunningDevServer, siteDir: string) => Promise<T>): Promise<T> {
  const siteDir = await makeTempDir('dev-site');
  try {
    for (const folder of ['content', 'static']) await fs.cp(path.join(repoRoot, folder), path.join(siteDir, folder), { recursive: true });
    const server = await startDevServer(siteDir, PROBED_DOC.route);
    try {
      // Saves are measured once the watcher is ready and the first build is done (the first page is served before).
      await Promise.all([server.watching, server.built]);
      return await measure(server, siteDir);
    } finally {
      await server.stop();
    }
  } finally {
    // Left to the end of the run like a measured build's folders (keepUntilEnd): the synthetic builds come next.
    keepUntilEnd(siteDir);
  }
}

/** Starts the dev server on a copy of the site and times its first page and save to reload. */
export async function measureDevServer(log: (line: string) => void): Promise<{ startToFirstPageMs: number; saveToReloadMs: number[] }> {
  return withDevServerOnCopy(async (server, siteDir) => {
    log(`  first page after ${Math.round(server.startToFirstPageMs)} ms`);
    const saveToReloadMs = await measureSaveToReload({
      url: server.url, file: path.join(siteDir, PROBED_DOC.file), route: PROBED_DOC.route, edits: RELOAD_EDITS, spacingMs: RELOAD_SPACING_MS,
    });
    log(`  save to reload: ${saveToReloadMs.map((ms) => Math.round(ms)).join(', ')} ms`);
    return { startToFirstPageMs: server.startToFirstPageMs, saveToReloadMs };
  });
}

/** Saves one doc of a dev server 500 times and returns its resident set after 50 and after 500 saves. */
export function measureDevServerMemory(log: (line: string) => void): Promise<DevMemory> {
  return withDevServerOnCopy((server, siteDir) =>
    measureDevMemory({ url: server.url, pid: server.pid, file: path.join(siteDir, PROBED_DOC.file), route: PROBED_DOC.route, log }));
}
