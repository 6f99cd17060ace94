// Vitest global setup of the `site` and `browser` projects: builds the real site once for the whole run
// through bin/site.mjs, as users do (strict: a warning fails it), serves it on 127.0.0.1 and provides its
// folder, routes, warnings and base URL, and its URL (test/helpers/real-site.ts). Each project runs its global setups itself, in this same process, so the
// build is shared through globalThis and the server stops when the last project using it tears down.
import type { TestProject } from 'vitest/node';
import { buildWithCliAndServeRealSite, type ServedSite } from '../browser/served-site.ts';

interface SharedRealSite {
  site: Promise<ServedSite>;
  users: number;
}

const SHARED = Symbol.for('cheerio-docs.test.real-site');
const shared = globalThis as typeof globalThis & { [SHARED]?: SharedRealSite };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const entry = (shared[SHARED] ??= { site: buildRealSite(), users: 0 });
  entry.users += 1;
  const site = await entry.site;
  project.provide('realSiteDir', site.outDir);
  project.provide('realSiteBuild', site.build);
  project.provide('realSiteUrl', site.url);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared[SHARED];
    await site.close();
  };
}

async function buildRealSite(): Promise<ServedSite> {
  const started = performance.now();
  const site = await buildWithCliAndServeRealSite({ strict: true });
  process.stderr.write(`[real-site] built the real site once with bin/site.mjs (strict, ${site.build.routes.length} routes) in ${((performance.now() - started) / 1000).toFixed(1)} s: ${site.outDir}, served at ${site.url}\n`);
  return site;
}
