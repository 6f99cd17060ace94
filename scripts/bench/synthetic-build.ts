// The scale measurement: generate a synthetic site of N pages and build it in a fresh process (1,000 pages three times).
import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, keepUntilEnd } from './cleanup.ts';
import { repoRoot } from './paths.ts';
import { isTimedOut, runBuild, type BuildRun, type TimedOutBuild } from './run-build.ts';
import { measureOutputWeight, type OutputWeight } from './output-weight.ts';
import { medianRun, type SyntheticRun } from './results.ts';
import { builtSearchFiles } from './search.ts';
import { measureFetchedBytes, type FetchedBytes } from './search-fetch.ts';
import { folderCount, generateSyntheticSite, TYPICAL_PAGE_FILE, writeSyntheticSite } from './synthetic-site.ts';

// Cold builds of a size whose target is a median of 3 (issue #16) and that builds in seconds; a larger one is built once.
const BUILDS_OF_SIZE = new Map([[1000, 3]]);

/**
 * Generates, builds and removes a synthetic site of `pages` doc pages, weighing what a finished build wrote;
 * a build is stopped after `timeoutMs`. A size built more than once (BUILDS_OF_SIZE) reports its median build, each
 * from a site in a folder of its own, so every build is cold; the output is weighed once.
 */
export async function measureSyntheticBuild(pages: number, timeoutMs: number, log: (line: string) => void): Promise<SyntheticRun> {
  const configText = await fs.readFile(path.join(repoRoot, 'content', 'site.config.yaml'), 'utf8');
  const site = generateSyntheticSite({ pages, configText });
  let output: OutputWeight | undefined;
  let searchFetched: FetchedBytes[] | undefined;
  const runs: (BuildRun | TimedOutBuild)[] = [];
  for (let build = 0; build < (BUILDS_OF_SIZE.get(pages) ?? 1); build++) {
    const siteDir = await makeTempDir(`synthetic-${pages}`);
    try {
      await writeSyntheticSite(siteDir, site, path.join(repoRoot, 'static'));
      log(`  generated ${pages} pages in ${siteDir}; building…`);
      const run = await runBuild(siteDir, timeoutMs, build > 0 ? undefined : async (outDir) => {
        output = await measureOutputWeight(outDir, TYPICAL_PAGE_FILE);
        const search = await builtSearchFiles(outDir);
        searchFetched = await measureFetchedBytes(search.files, search.manifestUrl);
      });
      runs.push(run);
      if (isTimedOut(run)) {
        log(`  ${pages} pages: stopped after ${timeoutMs} ms with ${run.htmlFilesWritten} HTML files written`);
        break;
      }
      log(`  ${pages} pages: ${Math.round(run.wallMs)} ms, ${run.stats.routes} routes, ${run.stats.warnings} warnings`);
    } finally {
      keepUntilEnd(siteDir);
    }
  }
  const finished = runs.filter((run): run is BuildRun => !isTimedOut(run));
  // A stopped build stands for the size: no median of finished ones hides it.
  const run = finished.length === runs.length ? medianRun(finished) : runs.at(-1)!;
  return {
    pages, expectedRoutes: pages + folderCount(pages), run, ...(runs.length > 1 ? { wallsMs: runs.map((each) => isTimedOut(each) ? each.limitMs : each.wallMs) } : {}),
    ...(output ? { output } : {}), ...(searchFetched ? { searchFetched } : {}),
  };
}
