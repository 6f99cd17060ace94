// What one builder keeps between builds (build/cache.ts) and the parts of the pipeline's steps that read it: the
// config, the content and API reference, compiling through the executor, the theme and client, the search index,
// rendering pages, and the dev server's first pages, rendered before the build under way has compiled the rest.
import path from 'node:path';
import { apiReferences } from './api/site-api.ts';
import type { BuildHooks, BuildOptions, BuildResult } from './build-options.ts';
import { createBuildCache, type BuildCache } from './cache.ts';
import { createConfigLoader, type LoadedConfig } from './config/load-config.ts';
import type { SiteConfig } from './config/schema.ts';
import { existsSync } from 'node:fs';
import { compileChangedMarkdown, compileInThisThread, fenceLanguages, workOf, type Work } from './content/compile-content.ts';
import { closeExecutor, createExecutor, executorFor, startExecutorEarly, type ExecutorStart } from './executor/executor.ts';
import { compileAhead } from './content/compile-early.ts';
import { readLastUpdated, type LastUpdatedResult } from './content/last-updated.ts';
import { createDeferredWrites, type DeferredWrites } from './deferred-writes.ts';
import type { WarningCollector } from './diagnostics.ts';
import { silentLogger, type Logger } from './log.ts';
import { siteUrlOf } from './markdown/site-url.ts';
import type { CompiledPage } from './markdown/types.ts';
import { bundleClientAssets, type ClientAssets } from './output/client-assets.ts';
import { contentSecurityPolicy, siteSources } from './output/content-security-policy.ts';
import { loadRenderer, type LoadedRenderer } from './output/load-renderer.ts';
import type { OutputSummary } from './output/output-summary.ts';
import type { OutputWriter } from './output/output-writer.ts';
import type { SitePlan } from './plan-site.ts';
import { writeSideBySide } from './output/output-writer.ts';
import type { EarlyPageInputs } from './output/render-early.ts';
import { renderChangedPages, type RenderInput, type RenderResult } from './output/render-pages.ts';
import { loadRenderedHtmlCache } from './output/rendered-html-cache.ts';
import { pageSources } from './pages/page-source.ts';
import type { RouteGraph } from './routes/route-graph.ts';
import { createSiteChrome } from './routes/site-chrome.ts';
import { searchedPages } from './search/page-sources.ts';
import { searchTask } from './search/search-files-cache.ts';
import { searchDocumentHints } from './search/search-document-hints.ts';
import { devManifestUrl, SiteSearch } from './search/site-search.ts';
import type { SearchFiles } from './search/write-search-index.ts';
import { forgetSources, loadSiteContent, markdownFiles, type SiteContent } from './site-content.ts';
import { snapshotsOf } from './versions/docs-versions.ts';
import type { SiteChrome } from '../theme/lib/view-model.ts';

// How long watch mode waits after a build before it writes its caches to disk.
const CACHE_WRITE_DELAY_MS = 1000;

/** The folders a build reads and writes. */
export interface SitePaths {
  rootDir: string;
  siteDir: string;
  contentDir: string;
  staticDir: string;
}

/** What the write steps of a build are given: the planned site and what renders it. */
export interface SiteToWrite {
  config: SiteConfig;
  plan: SitePlan;
  history: LastUpdatedResult;
  renderer: LoadedRenderer;
  assets: ClientAssets;
}

/** What writing the site reports. */
export interface WrittenSite {
  output: OutputSummary;
  /** Routes whose HTML was (re)written. */
  rendered: string[];
}

/** What `build` tells the dev server's first pages: the content once it is loaded, and that the build is over. */
export interface EarlyPages {
  announce(loaded: LoadedConfig, content: SiteContent, history: LastUpdatedResult): void;
  end(): void;
}

/** The builder's state and the cache-holding halves of its steps; `SiteBuilder` (index.ts) runs them in order. */
export class BuildSession {
  protected readonly cache: BuildCache;
  protected readonly logger: Logger;
  protected readonly paths: SitePaths;
  // Watch mode writes its caches once edits pause; a one-off build writes them as it goes.
  private readonly cacheWrites: DeferredWrites | undefined;
  // What the build under way has loaded, for the dev server's first pages; undefined once it failed to load.
  private early: Promise<EarlyPageInputs | undefined> = Promise.resolve(undefined);
  private readonly readConfig = createConfigLoader();

  constructor(readonly options: BuildOptions) {
    this.logger = options.logger ?? silentLogger;
    const siteDir = options.siteDir ?? options.rootDir;
    this.paths = { rootDir: options.rootDir, siteDir, contentDir: path.join(siteDir, 'content'), staticDir: path.join(siteDir, 'static') };
    this.cache = createBuildCache(options.rootDir, siteDir);
    if (options.threads !== undefined) this.cache.threads = options.threads;
    this.cacheWrites = options.dev ? createDeferredWrites(CACHE_WRITE_DELAY_MS) : undefined;
  }

  /** Where this builder keeps its caches on disk. */
  cacheFiles(): BuildCache['files'] {
    return this.cache.files;
  }

  /** The base URL the site is built for (the config's, unless the options override it). */
  async configuredBaseUrl(): Promise<string> {
    return (await this.loadConfig()).config.baseUrl;
  }

  /** Forgets the theme renderer and client bundle so the next build reloads them. */
  invalidateTheme(): void {
    this.cache.renderer = undefined;
    this.cache.clientAssets = undefined;
  }

  /** Drops a search re-index still waiting, writes the caches still waiting and stops the executor's workers. */
  async close(): Promise<void> {
    await this.cache.search?.stop();
    await this.cacheWrites?.flush();
    await closeExecutor(this.cache);
  }

  /**
   * Dev server: the HTML of `route` rendered from the content the build under way has loaded, before it has
   * compiled the rest of the site; undefined when there is no such page or it shows more of other pages than
   * their titles (it then waits for the build).
   */
  async renderEarly(route: string): Promise<string | undefined> {
    // The build sends no further file to compile in this thread until the page is rendered (or found not to be possible).
    const rendering = this.early.then(async (inputs) => {
      if (!inputs) return undefined;
      const { renderEarlyPage } = await import('./output/render-early.ts');
      return renderEarlyPage(route, inputs);
    });
    const priority = (this.cache.compile.priority ??= new Set());
    priority.add(rendering);
    try {
      return await rendering;
    } finally {
      priority.delete(rendering);
    }
  }

  // A new build's promise to the dev server's first pages, kept once its content is loaded (dev mode) or it ends.
  protected startEarlyPages(): EarlyPages {
    let resolve: (inputs: EarlyPageInputs | undefined) => void = () => {};
    this.early = new Promise((settle) => (resolve = settle));
    return {
      announce: (loaded, content, history) => {
        if (this.options.dev) resolve(this.earlyInputs(loaded, content, history));
      },
      end: () => resolve(undefined),
    };
  }

  protected loadConfig(): Promise<LoadedConfig> {
    const file = this.options.configFile ?? path.join(this.paths.contentDir, 'site.config.yaml');
    const { baseUrl, siteUrl } = this.options;
    // The loader hands every build the same parsed config while its text is unchanged, so it is copied, not changed.
    return this.readConfig(file).then((loaded) => (baseUrl || siteUrl
      ? { ...loaded, config: { ...loaded.config, ...(baseUrl ? { baseUrl } : {}), ...(siteUrl ? { url: siteUrl } : {}) } }
      : loaded));
  }

  // The site's Markdown (every docs version's too); a cold build of much Markdown starts its workers now, while the
  // API reference still loads.
  protected async loadContent(loaded: LoadedConfig, warnings: WarningCollector): Promise<SiteContent> {
    const { config } = loaded;
    const { contentDir } = this.paths;
    const content = await loadSiteContent({ contentDir, docsRoute: config.docs.routeBasePath, blogRoute: config.blog.routeBasePath, includeDrafts: this.options.dev ?? false, warnings, loaded });
    const files = markdownFiles(content);
    // With no page compiled before, the workers start on the grammars now; the dev server's start at once, whatever
    // the caches hold, ready for the first page asked for and the first save.
    const cold = !existsSync(this.cache.files.pages);
    if (cold || this.options.dev) startExecutorEarly(this.cache, workOf(files), this.executorStart(), cold ? fenceLanguages(files) : []);
    return content;
  }

  // The current docs' API reference, and each docs version's from its snapshot (content/versions/<name>/api/).
  protected apiReference(loaded: LoadedConfig, logger: Logger): ReturnType<typeof apiReferences> {
    const { rootDir, contentDir } = this.paths;
    const { strict = false, dev = false, apiCoverageTable = false } = this.options;
    const docsRoute = loaded.config.docs.routeBasePath;
    const options = { rootDir, contentDir, docsRoute, strict, dev, logger, cacheDir: this.cache.root, coverageTable: apiCoverageTable };
    return apiReferences(this.cache, options, snapshotsOf(loaded, contentDir));
  }

  // When each content file last changed, read from git once per builder; without history, pages show no date.
  protected async lastUpdated(logger: Logger): Promise<LastUpdatedResult> {
    const first = !this.cache.lastUpdated;
    const result = await (this.cache.lastUpdated ??= readLastUpdated(this.paths.contentDir));
    if (first && !result.dates) logger.info(`不显示“最后更新于”日期：${result.reason}`);
    return result;
  }

  // Every file's compiled page, compiling those that changed.
  protected async compile(content: SiteContent, config: SiteConfig, logger: Logger): Promise<Map<string, CompiledPage>> {
    const onProgress = (done: number, total: number) => logger.progress('编译 Markdown', done, total);
    const compiler = (work: Work) => executorFor(this.cache, work, this.executorStart());
    const options = { compiler, siteUrl: siteUrlOf(config), ...this.later(), onProgress };
    const compiled = await compileChangedMarkdown(markdownFiles(content), config.baseUrl, this.cache.compile, this.cache.files, options);
    // A one-off build compiles nothing more (twins are finished from the compiled Markdown) and reads no source again:
    // its compile workers and sources are let go of now. The dev server keeps both for the next save.
    if (!this.options.dev) {
      await this.cache.executor?.close();
      forgetSources(content);
    }
    return compiled;
  }

  // Each page's Markdown twin URL and last-updated date.
  protected pageSources(baseUrl: string, graph: RouteGraph, history: LastUpdatedResult): RenderInput['sourceOf'] {
    return pageSources({ dates: history.dates, contentDir: this.paths.contentDir, baseUrl, english: graph.english });
  }

  // Starts the search index: its files are named before they are made, so pages can name the manifest at once, and are
  // made by the executor that compiled (in a worker of its own, if it has workers) beside the pages. The dev server's
  // are made once edits pause, into its live folder.
  protected searchIndex(graph: RouteGraph, baseUrl: string, writer: OutputWriter): Pick<SearchFiles, 'manifestUrl'> & { written: Promise<void> } {
    const { rootDir, outDir, dev = false } = this.options;
    const cacheDir = dev ? this.cache.files.devSearch : this.cache.files.search;
    const { manifestUrl, ...task } = searchTask(searchedPages(graph), baseUrl, { rootDir, cacheDir, fixedNames: dev });
    const executor = this.cache.executor ?? createExecutor(0, this.executorStart());
    if (dev) {
      (this.cache.search ??= new SiteSearch()).later(() => executor.search(task, outDir), this.logger);
      return { manifestUrl, written: Promise.resolve() };
    }
    const written = executor.search(task, writer.folder).then(({ written: files, warning }) => {
      writer.adopt(files);
      if (warning) this.logger.warn(warning);
    });
    return { manifestUrl, written };
  }

  // Every changed page's HTML and every page's Markdown twin, with the caches that spare unchanged pages' HTML.
  protected async renderPages(input: Pick<RenderInput, 'graph' | 'chrome' | 'config' | 'sourceOf' | 'renderer' | 'writer' | 'logger'>, hooks: BuildHooks): Promise<RenderResult> {
    const { dev } = this.options;
    const routes = [...input.graph.routes.keys()];
    return renderChangedPages({
      ...input, contentDir: this.paths.contentDir, ...this.later(),
      // Watch mode compares with its own last build instead, and keeps no page's HTML in memory.
      ...(dev ? { cache: this.cache.render } : { htmlCache: await loadRenderedHtmlCache(this.cache.files, input.renderer.version, routes.length) }),
      // Only a caller that listens (the dev server) makes the twins wait for every page.
      ...(hooks.onPagesWritten ? { onPagesWritten: (rendered: string[]) => hooks.onPagesWritten!({ rendered, routes }) } : {}),
    });
  }

  // The navbar, footer, assets and policies every page shares; without the search files, no search hints.
  protected chrome(config: SiteConfig, graph: RouteGraph, assets: ClientAssets, search?: Pick<SearchFiles, 'manifestUrl'>): SiteChrome {
    return createSiteChrome(config, graph, {
      assets: { scripts: assets.scripts, modulePreloads: assets.modulePreloads, searchPageModules: assets.searchPageModules, styles: assets.styles, playgroundRunner: assets.playgroundRunner },
      dev: this.options.dev ?? false,
      contentSecurityPolicy: contentSecurityPolicy(siteSources(config, this.options.injectedScripts), 'meta'),
      search: search && searchDocumentHints(config.search, search, config),
    });
  }

  // The theme renderer and the client bundle, reused until a theme or client file changes.
  protected themeAndClient(baseUrl: string): Promise<[LoadedRenderer, ClientAssets]> {
    const { rootDir, outDir } = this.options;
    const both = Promise.all([
      this.cache.renderer ??= loadRenderer(rootDir, this.cache.root),
      this.cache.clientAssets ??= bundleClientAssets({ rootDir, outDir, baseUrl, minify: true, cacheDir: this.cache.root }),
    ]).catch((error: unknown) => {
      this.invalidateTheme();
      throw error;
    });
    // A content error may end the build before anyone awaits this; its own failure is reported when awaited.
    both.catch(() => {});
    return both;
  }

  // The executor's workers and how this thread compiles a file.
  private executorStart(): ExecutorStart {
    const compileHere: ExecutorStart['compileHere'] = (file, context) => compileInThisThread(file, this.cache.compile, context);
    return { rootDir: this.paths.rootDir, cacheDir: this.cache.root, compileHere, dev: this.options.dev ?? false };
  }

  // What the executor chose for the last compile, for the build's result.
  protected executorReport(): Pick<BuildResult, 'compileWorkers'> {
    return { compileWorkers: this.cache.compile.workers ?? 0 };
  }

  // Watch mode hands the caches' writes to its deferred writer; a one-off build writes them at once.
  private later(): { later?: DeferredWrites['later'] } {
    return this.cacheWrites ? { later: this.cacheWrites.later } : {};
  }

  // What `renderEarly` needs of the build under way.
  private earlyInputs(loaded: LoadedConfig, content: SiteContent, history: LastUpdatedResult): EarlyPageInputs {
    const { config } = loaded;
    const { contentDir } = this.paths;
    return {
      loaded, content, contentDir, dates: history.dates, outDir: this.options.outDir,
      compile: (file, files) => {
        const executor = executorFor(this.cache, workOf(files), this.executorStart());
        return compileAhead(file, files, { baseUrl: config.baseUrl, siteUrl: siteUrlOf(config) }, this.cache.compile, this.cache.files, executor);
      },
      themeAndClient: () => this.themeAndClient(config.baseUrl),
      chrome: (graph, assets) => this.chrome(config, graph, assets, { manifestUrl: devManifestUrl(config.baseUrl) }),
    };
  }
}
