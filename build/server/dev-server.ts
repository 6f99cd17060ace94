// `npm start`: builds into a cache folder, serves it, watches sources and live-reloads open tabs.
import path from 'node:path';
import { cacheRoot } from '../cache.ts';
import { SiteBuilder, type BuildOptions } from '../index.ts';
import { BuildError, formatLocation } from '../diagnostics.ts';
import type { Logger } from '../log.ts';
import { createLiveReloadHub, injectLiveReload, liveReloadClientScript, type LiveReloadEvent } from './live-reload.ts';
import { writeBuildErrorPage } from './error-page.ts';
import { createStaticServer } from './static-server.ts';
import { listen, portTakenMessage } from './listen.ts';
import { watchSources } from './source-watcher.ts';
import { createFirstBuildGate } from './first-build-gate.ts';

/** Dev server settings. */
export interface DevServerOptions {
  rootDir: string;
  /** Folder holding content/ and static/; defaults to `rootDir`. */
  siteDir?: string;
  /** Where the dev build is written; defaults to a folder under node_modules/.cache. */
  outDir?: string;
  configFile?: string;
  host: string;
  port: number;
  baseUrl?: string;
  logger: Logger;
}

/** A running dev server. */
export interface DevServer {
  url: string;
  /** Resolves once no change is waiting, being checked or being built. */
  idle(): Promise<void>;
  close(): Promise<void>;
  builder: SiteBuilder;
}

/** What the dev server prints when its first build is done (the benchmark waits for it before editing). */
export const FIRST_BUILD_DONE = '首次构建完成';

const WATCHED_IN_SITE = ['content', 'static'];
const WATCHED_IN_ROOT = ['theme', 'client'];
// Editors save a file in one write; a short pause still merges a burst (a branch switch, a formatter).
const DEBOUNCE_MS = 10;

/**
 * Starts the dev server: it listens at once and builds the site meanwhile, answering a page as soon as that page
 * can be rendered. A failed build (even the first) shows its error in the browser until a save fixes it.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { rootDir, logger } = options;
  const siteDir = options.siteDir ?? rootDir;
  const outDir = options.outDir ?? path.join(cacheRoot(rootDir), 'dev');
  const buildOptions: BuildOptions = {
    rootDir, siteDir, outDir, dev: true, logger,
    // Every page it serves gets the live-reload script, so the pages' policy must allow it.
    injectedScripts: [liveReloadClientScript()],
    ...(options.configFile ? { configFile: options.configFile } : {}),
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
  };
  const builder = new SiteBuilder(buildOptions);
  // The server listens at once; until the first build is done, pages are rendered as they are asked for.
  const baseUrl = options.baseUrl ?? (await builder.configuredBaseUrl().catch(() => '/'));
  const gate = createFirstBuildGate(baseUrl, (route) => builder.renderEarly(route), logger);
  // After a failed first build no page is there to update, so the next good build reloads every tab.
  let reloadEverything = false;
  // The routes of the last good build: a route missing from the next one tells its open tabs to reload.
  let lastRoutes: string[] = [];
  const hub = createLiveReloadHub();
  const server = createStaticServer({
    root: outDir,
    basePath: baseUrl,
    transformHtml: injectLiveReload,
    extraHandler: hub.handler,
    beforeServe: (pathname) => gate.beforeServe(pathname),
  });
  const url = await listen(server, options.port, options.host, (taken, used) => logger.warn(portTakenMessage(taken, used)));
  const pageUrl = (route: string) => `${baseUrl}${route.slice(1)}`;

  const firstBuild = async () => {
    try {
      const result = await builder.build();
      lastRoutes = result.routes;
      hub.clearError();
      const changedEarly = await gate.open(outDir);
      logger.info(`${FIRST_BUILD_DONE}：${result.routes.length} 个页面，用时 ${result.durationMs.toFixed(0)} ms`);
      // A page served before the build whose final form differs (it should not) is reloaded.
      if (changedEarly.length > 0) hub.broadcast({ type: 'reload', changedRoutes: changedEarly.map(pageUrl), removedRoutes: [] });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.error(message);
      await writeBuildErrorPage(outDir, message);
      await gate.open(outDir);
      reloadEverything = true;
      broadcastError(error);
    }
  };
  const broadcastError = (error: unknown) => {
    const location = error instanceof BuildError ? error.location : undefined;
    hub.broadcast({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
      ...(location ? { file: formatLocation({ file: location.file }) } : {}),
      ...(location?.line ? { line: location.line } : {}),
    });
  };

  let pending = firstBuild();
  let timer: NodeJS.Timeout | undefined;
  // At most one build waits behind the running one; it starts after every change so far and reads them all.
  let buildQueued = false;
  let themeChanged = false;
  // A file under static/ (an image, the favicon) may be on any page, and no page is re-rendered for it.
  let staticChanged = false;
  const rebuild = async () => {
    buildQueued = false;
    const theme = themeChanged;
    const everyPage = theme || staticChanged;
    themeChanged = false;
    staticChanged = false;
    if (theme) builder.invalidateTheme();
    // Tabs reload as soon as the changed pages are written (the theme's assets are written before them); the twins,
    // feeds and search index follow. When every tab reloads, static/ (written last) may have changed, so they wait
    // for the build's end.
    let reloadAtEnd: LiveReloadEvent | undefined;
    const reload = ({ rendered, routes }: { rendered: string[]; routes: string[] }) => {
      // The pages are good again: a tab that reloads now must not be sent the old error when it reconnects.
      hub.clearError();
      const kept = new Set(routes);
      const removedRoutes = reloadEverything ? [] : lastRoutes.filter((route) => !kept.has(route)).map(pageUrl);
      const everyTab = everyPage || reloadEverything;
      const changedRoutes = everyTab ? ['*'] : rendered.map(pageUrl);
      reloadEverything = false;
      lastRoutes = routes;
      // A build that changed no page (a save that only repeated the file, a second look at a quick save) tells no tab.
      if (changedRoutes.length === 0 && removedRoutes.length === 0) return;
      const event: LiveReloadEvent = { type: 'reload', changedRoutes, removedRoutes };
      if (everyTab) reloadAtEnd = event;
      else hub.broadcast(event);
    };
    try {
      const result = await builder.build({ onPagesWritten: reload });
      hub.clearError();
      if (reloadAtEnd) hub.broadcast(reloadAtEnd);
      logger.info(`重新构建完成：${result.renderedRoutes.length} 个页面，用时 ${result.durationMs.toFixed(0)} ms`);
    } catch (error) {
      logger.error(error instanceof Error ? error.message : String(error));
      broadcastError(error);
    }
  };
  const watcher = await watchSources({
    paths: [
      ...WATCHED_IN_SITE.map((dir) => path.join(siteDir, dir)),
      ...WATCHED_IN_ROOT.map((dir) => path.join(rootDir, dir)),
      ...(options.configFile ? [options.configFile] : []),
    ],
    logger,
    onChange(file) {
      const relative = path.relative(rootDir, file);
      if (relative.startsWith('theme') || relative.startsWith('client')) themeChanged = true;
      if (!path.relative(path.join(siteDir, 'static'), file).startsWith('..')) staticChanged = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        if (buildQueued) return;
        buildQueued = true;
        pending = pending.then(rebuild);
      }, DEBOUNCE_MS);
    },
  });
  (logger.notice ?? logger.info)(`开发服务器已启动：${url}${baseUrl.slice(1)}`);
  return {
    url,
    builder,
    async idle() {
      // A recheck can still find a quick save after the last build, so wait until nothing is left to do.
      for (;;) {
        await pending;
        await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS));
        if (timer === undefined && !buildQueued && !watcher.settling()) return;
      }
    },
    async close() {
      clearTimeout(timer);
      hub.close();
      await watcher.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      // The build under way finishes before its compile workers stop.
      await pending;
      await builder.close();
    },
  };
}
