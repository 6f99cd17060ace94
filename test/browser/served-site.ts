// Builds a site into a temporary folder and serves it the way `npm run preview` does: the real site through
// bin/site.mjs in a child process, exactly as users build it; a fixture site in this process, which is quicker.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../../build/index.ts';
import type { Warning } from '../../build/diagnostics.ts';
import { listen } from '../../build/server/listen.ts';
import { createStaticServer } from '../../build/server/static-server.ts';
import { afterAll, beforeAll } from 'vitest';
import { npmScriptNodeFlags } from '../../scripts/bench/paths.ts';
import { createFixtureSite, repoRoot } from '../helpers/fixture-site.ts';

/** What the tests read of a build besides its files. */
export interface SiteBuildFacts {
  routes: string[];
  warnings: Warning[];
  /** The base URL the site was built for. */
  baseUrl: string;
}

/** A built site answering on 127.0.0.1. */
export interface ServedSite {
  /** Base URL of the server, ending in `/`. */
  url: string;
  outDir: string;
  /** What the build reported. */
  build: SiteBuildFacts;
  /** Stops the server and deletes the built files. */
  close(): Promise<void>;
}

/** Builds the fixture site in `siteDir` in this process and serves it on a free port. */
export async function buildAndServeSite(options: { siteDir: string; strict?: boolean }): Promise<ServedSite> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-browser-'));
  const built = await buildSite({ rootDir: repoRoot, outDir, strict: options.strict ?? false, siteDir: options.siteDir });
  return serveBuiltSite(outDir, built, outDir);
}

/**
 * Builds the real site as `npm run build` does — `bin/site.mjs build` (the CLI bundle, with its substituted and
 * patched packages) in a child process with that script's Node flags — and serves it on a free port.
 */
export async function buildWithCliAndServeRealSite(options: { strict: boolean }): Promise<ServedSite> {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-real-'));
  const outDir = path.join(workDir, 'dist');
  const statsFile = path.join(workDir, 'stats.json');
  const args = [...npmScriptNodeFlags('build'), path.join(repoRoot, 'bin', 'site.mjs'), 'build', '--out', outDir, '--stats-file', statsFile, ...(options.strict ? ['--strict'] : [])];
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, args, { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`bin/site.mjs ${args.slice(args.indexOf('build')).join(' ')} failed (${error.code ?? error.signal}):\n${`${stdout}${stderr}`.slice(-8000)}`));
      else resolve();
    });
  });
  const stats = JSON.parse(await fs.readFile(statsFile, 'utf8')) as { baseUrl: string; routeList: string[]; warningList: Warning[] };
  return serveBuiltSite(outDir, { routes: stats.routeList, warnings: stats.warningList, baseUrl: stats.baseUrl }, workDir);
}

// Serves `outDir` under the build's base URL; closing stops the server and deletes `ownFolder`.
async function serveBuiltSite(outDir: string, build: SiteBuildFacts, ownFolder: string): Promise<ServedSite> {
  const server = createStaticServer({ root: outDir, basePath: build.baseUrl });
  const url = await listen(server, 0, '127.0.0.1');
  return {
    url,
    outDir,
    build: { routes: build.routes, warnings: build.warnings, baseUrl: build.baseUrl },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await fs.rm(ownFolder, { recursive: true, force: true });
    },
  };
}

/** Builds and serves a fixture site for the calling test file (beforeAll/afterAll); read `url` inside tests. */
export function useServedFixtureSite(files: Record<string, string>): { readonly url: string } {
  let siteDir: string | undefined;
  let site: ServedSite | undefined;
  beforeAll(async () => {
    siteDir = await createFixtureSite(files);
    site = await buildAndServeSite({ siteDir });
  });
  afterAll(async () => {
    await site?.close();
    if (siteDir) await fs.rm(siteDir, { recursive: true, force: true });
  });
  return {
    get url() {
      if (!site) throw new Error('useServedFixtureSite: the site is served only while tests run');
      return site.url;
    },
  };
}
