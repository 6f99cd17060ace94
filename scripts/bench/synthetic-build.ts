// The scale measurement: generate a synthetic site of N pages and build it in a fresh process.
import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, keepUntilEnd } from './cleanup.ts';
import { repoRoot } from './paths.ts';
import { isTimedOut, runBuild } from './run-build.ts';
import { measureOutputWeight, type OutputWeight } from './output-weight.ts';
import type { SyntheticRun } from './results.ts';
import { builtSearchFiles } from './search.ts';
import { measureFetchedBytes, type FetchedBytes } from './search-fetch.ts';
import { folderCount, generateSyntheticSite, TYPICAL_PAGE_FILE, writeSyntheticSite } from './synthetic-site.ts';

/**
 * Generates, builds and removes a synthetic site of `pages` doc pages, weighing what a finished build wrote;
 * the build is stopped after `timeoutMs`.
 */
export async function measureSyntheticBuild(pages: number, timeoutMs: number, log: (line: string) => void): Promise<SyntheticRun> {
  const siteDir = await makeTempDir(`synthetic-${pages}`);
  try {
    const configText = await fs.readFile(path.join(repoRoot, 'content', 'site.config.yaml'), 'utf8');
    await writeSyntheticSite(siteDir, generateSyntheticSite({ pages, configText }), path.join(repoRoot, 'static'));
    log(`  generated ${pages} pages in ${siteDir}; building…`);
    let output: OutputWeight | undefined;
    let searchFetched: FetchedBytes[] | undefined;
    const run = await runBuild(siteDir, timeoutMs, async (outDir) => {
      output = await measureOutputWeight(outDir, TYPICAL_PAGE_FILE);
      const search = await builtSearchFiles(outDir);
      searchFetched = await measureFetchedBytes(search.files, search.manifestUrl);
    });
    if (isTimedOut(run)) log(`  ${pages} pages: stopped after ${timeoutMs} ms with ${run.htmlFilesWritten} HTML files written`);
    else log(`  ${pages} pages: ${Math.round(run.wallMs)} ms, ${run.stats.routes} routes, ${run.stats.warnings} warnings`);
    return { pages, expectedRoutes: pages + folderCount(pages), run, ...(output ? { output } : {}), ...(searchFetched ? { searchFetched } : {}) };
  } finally {
    keepUntilEnd(siteDir);
  }
}
