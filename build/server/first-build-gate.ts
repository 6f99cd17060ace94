// The dev server listens before its first build is done. Until then a request for a page is answered as soon
// as that page can be rendered from the content loaded so far (with the assets it names); every other
// request, and a page that needs the whole site compiled, waits for the build.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../log.ts';
import { fileForRoute } from '../output/output-folder.ts';

/** What the dev server's static server asks before serving, and what it learns when the first build ends. */
export interface FirstBuildGate {
  /** For the static server's `beforeServe`: the early HTML of a page, or undefined once the folder may be served. */
  beforeServe(pathname: string): Promise<string | undefined>;
  /** Lets every request through; returns the routes served early whose page the finished build wrote differently. */
  open(outDir: string): Promise<string[]>;
}

/** A gate for a site served under `basePath` (`/` or `/zh/`) that renders early pages with `renderEarly`. */
export function createFirstBuildGate(basePath: string, renderEarly: (route: string) => Promise<string | undefined>, logger: Logger): FirstBuildGate {
  let open = false;
  let release = () => {};
  const firstBuild = new Promise<void>((resolve) => (release = resolve));
  const early = new Map<string, Promise<string | undefined>>();
  // The assets an early page names are on disk once it is rendered.
  let assetsWritten = false;

  return {
    async beforeServe(pathname) {
      if (open) return undefined;
      const sitePath = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : undefined;
      if (sitePath !== undefined && isPagePath(sitePath)) {
        const route = `/${sitePath}`;
        let page = early.get(route);
        if (!page) {
          const started = performance.now();
          page = renderEarly(route).catch(() => undefined);
          early.set(route, page);
          void page.then((html) => html !== undefined && logger.info(`${route} 先于整站构建渲染完成，用时 ${(performance.now() - started).toFixed(0)} ms`));
        }
        // Whichever is first: the early page, or the whole build (then the written page is served).
        const html = await Promise.race([page, firstBuild.then(() => undefined)]);
        if (html !== undefined) {
          assetsWritten = true;
          return html;
        }
      } else if (assetsWritten && sitePath?.startsWith('assets/')) {
        return undefined;
      }
      await firstBuild;
      return undefined;
    },
    async open(outDir) {
      open = true;
      release();
      const changed: string[] = [];
      for (const [route, page] of early) {
        const html = await page;
        if (html === undefined) continue;
        const written = await fs.readFile(path.join(outDir, fileForRoute(route)), 'utf8').catch(() => undefined);
        if (written !== html) changed.push(route);
      }
      return changed;
    },
  };
}

// Pages are asked for without `.html` and without a trailing slash (the static server redirects those), and
// never under the folders of assets and search files.
function isPagePath(sitePath: string): boolean {
  return !sitePath.endsWith('/') && !sitePath.endsWith('.html') && !/^(?:assets|search)\//.test(sitePath);
}
