// Builds a site into a temporary folder and serves it the way `npm run preview` does.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSite, type BuildResult } from '../../build/index.ts';
import { listen } from '../../build/server/listen.ts';
import { createStaticServer } from '../../build/server/static-server.ts';
import { afterAll, beforeAll } from 'vitest';
import { createFixtureSite, repoRoot } from '../helpers/fixture-site.ts';

/** A built site answering on 127.0.0.1. */
export interface ServedSite {
  /** Base URL of the server, ending in `/`. */
  url: string;
  outDir: string;
  /** What the build returned. */
  build: BuildResult;
  /** Stops the server and deletes the built files. */
  close(): Promise<void>;
}

/** Builds the real site, or the fixture site in `siteDir`, and serves it on a free port. */
export async function buildAndServeSite(options: { siteDir?: string; strict?: boolean } = {}): Promise<ServedSite> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-browser-'));
  const built = await buildSite({ rootDir: repoRoot, outDir, strict: options.strict ?? false, ...(options.siteDir ? { siteDir: options.siteDir } : {}) });
  const server = createStaticServer({ root: outDir, basePath: built.baseUrl });
  const url = await listen(server, 0, '127.0.0.1');
  return {
    url,
    outDir,
    build: built,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await fs.rm(outDir, { recursive: true, force: true });
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
