// The build pipeline: content → route graph → HTML, as a flat list of named, timed steps. Each step is a
// function of earlier results that returns a new value; the builder owns the one cache they share.
import path from 'node:path';
import fg from 'fast-glob';
import { apiReferences } from './api/site-api.ts';
import { blogTagInitials } from './blog/blog-routes.ts';
import { blogFeeds } from './blog/feeds.ts';
import { createBuildCache, type BuildCache } from './cache.ts';
import { createDeferredWrites, type DeferredWrites } from './deferred-writes.ts';
import { createConfigLoader, type LoadedConfig } from './config/load-config.ts';
import { closeExecutor, compileChangedMarkdown, startExecutorEarly, twinMaker } from './content/compile-content.ts';
import { compileAhead, startCompilerEarly } from './content/compile-early.ts';
import { readLastUpdated, type LastUpdatedResult } from './content/last-updated.ts';
import { BuildError, formatWarning, WarningCollector, type Warning } from './diagnostics.ts';
import { createStepRunner, silentLogger, type Logger } from './log.ts';
import { addMarkdownWarnings } from './markdown/markdown-warnings.ts';
import { bundleClientAssets, type ClientAssets } from './output/client-assets.ts';
import { contentSecurityPolicy, siteSources } from './output/content-security-policy.ts';
import { headersFile } from './output/headers-file.ts';
import { HEADERS_FILE_NAME, NGINX_FILE_NAME } from './output/host-files.ts';
import { loadRenderer, type LoadedRenderer } from './output/load-renderer.ts';
import { nginxConfig } from './output/nginx-config.ts';
import { recoverOutputFolder } from './output/output-folder.ts';
import type { OutputSummary } from './output/output-summary.ts';
import { claimOutputFiles } from './output/output-owners.ts';
import { createOutputWriter, writeSideBySide, type OutputWriter } from './output/output-writer.ts';
import { buildRedirectStubs, redirectsFile } from './output/redirect-stubs.ts';
import { REDIRECTS_FILE_NAME } from './output/redirects-file.ts';
import { renderChangedPages } from './output/render-pages.ts';
import { loadRenderedHtmlCache } from './output/rendered-html-cache.ts';
import { robotsTxt, sitemapXml } from './output/sitemap.ts';
import { checkLinks } from './routes/check-links.ts';
import { markdownTwinPath, pageSources } from './pages/page-source.ts';
import { loadTwinCache } from './twins/twin-cache.ts';
import { pageKindOf, pageRoutes } from './pages/registry.ts';
import { buildRouteGraph, checkCategoryIndexUse, type RouteEntry, type RouteGraph } from './routes/route-graph.ts';
import { createSiteChrome } from './routes/site-chrome.ts';
import { searchPageSources } from './search/page-sources.ts';
import { searchDocumentHints } from './search/search-document-hints.ts';
import { devManifestUrl, SiteSearch } from './search/site-search.ts';
import type { SearchFiles } from './search/write-search-index.ts';
import type { EarlyPageInputs } from './output/render-early.ts';
import type { SiteChrome } from '../theme/lib/view-model.ts';
import { loadSiteContent, markdownFiles, withApiReference, type SiteContent } from './site-content.ts';
import type { SiteConfig } from './config/schema.ts';
import { snapshotsOf } from './versions/docs-versions.ts';

// How long watch mode waits after a build before it writes its caches to disk.
const CACHE_WRITE_DELAY_MS = 1000;

/** What a build needs to know. */
export interface BuildOptions {
  /** Project root holding theme/ and client/ (and, unless `siteDir` is set, content/ and static/). */
  rootDir: string;
  /** Folder holding content/ and static/; defaults to `rootDir`. Tests point it at fixture sites. */
  siteDir?: string;
  /** Site config file; defaults to `content/site.config.yaml` in the site folder. */
  configFile?: string;
  outDir: string;
  /** Overrides the config's baseUrl. */
  baseUrl?: string;
  /** Overrides the config's `url`, the site's own origin (the deploy passes the host's). */
  siteUrl?: string;
  /** Warnings become errors. */
  strict?: boolean;
  /** Prints the API translation coverage table even at 100% (below it, it is always printed). */
  apiCoverageTable?: boolean;
  /** Worker threads for compiling and twins, instead of the executor's choice from the work (tests build both ways). */
  threads?: number;
  /** Dev mode: drafts included, output written in place (not swapped). */
  dev?: boolean;
  /** Inline scripts a server adds to every page (the dev server's live reload), allowed by the Content-Security-Policy. */
  injectedScripts?: string[];
  logger?: Logger;
}

/** What the caller of one build hears while it runs. */
export interface BuildHooks {
  /** Every changed page is written (routes: every page of the site); the twins, feeds and the rest follow. */
  onPagesWritten?: (pages: { rendered: string[]; routes: string[] }) => void;
}

/** What a build did. */
export interface BuildResult {
  routes: string[];
  /** The base URL the site was built for. */
  baseUrl: string;
  /** Routes whose HTML was (re)written by this build. */
  renderedRoutes: string[];
  warnings: Warning[];
  durationMs: number;
  timings: { name: string; ms: number }[];
  /** Worker threads that compiled Markdown; 0 when it compiled in the main thread or nothing needed compiling. */
  compileWorkers: number;
  /** What the output folder holds: files, bytes and the largest pages (a one-off build; empty in watch mode, which writes in place). */
  output: OutputSummary;
}

/** Builds the site once into `outDir`, atomically: a failed build leaves the old folder untouched. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const builder = new SiteBuilder(options);
  try {
    return await builder.build();
  } finally {
    await builder.close();
  }
}

/** A builder that keeps its caches between builds, so watch mode redoes only what changed. */
export class SiteBuilder {
  private readonly cache: BuildCache;
  private readonly logger: Logger;
  // Watch mode writes its caches once edits pause; a one-off build writes them as it goes.
  private readonly cacheWrites: DeferredWrites | undefined;
  // What the build under way has loaded, for the dev server's first pages; undefined once it failed to load.
  private early: Promise<EarlyPageInputs | undefined> = Promise.resolve(undefined);
  private readonly readConfig = createConfigLoader();

  constructor(readonly options: BuildOptions) {
    this.logger = options.logger ?? silentLogger;
    this.cache = createBuildCache(options.rootDir, options.siteDir ?? options.rootDir);
    if (options.threads !== undefined) this.cache.compile.threads = options.threads;
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

  /** Drops a search re-index still waiting, writes the caches still waiting, stops the compile workers and closes the file of compiled HTML; a later build starts them again if it needs them. */
  async close(): Promise<void> {
    await this.cache.search?.stop();
    await this.cacheWrites?.flush();
    await closeExecutor(this.cache.compile);
  }

  /**
   * Dev server: the HTML of `route` rendered from the content the build under way has loaded, before it has
   * compiled the rest of the site; undefined when there is no such page or it shows more of other pages than
   * their titles (it then waits for the build).
   */
  async renderEarly(route: string): Promise<string | undefined> {
    // The build compiles no further file in this thread until the page is rendered (or found not to be possible).
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

  /** Runs every step; throws a BuildError (and writes nothing) on a config or content error. */
  async build(hooks: BuildHooks = {}): Promise<BuildResult> {
    let announce: (inputs: EarlyPageInputs | undefined) => void = () => {};
    this.early = new Promise((resolve) => (announce = resolve));
    // Watch mode writes its caches once edits pause; a one-off build its compile caches once its workers have twins to
    // make (runSteps), or when it fails before.
    const compileCaches = this.cacheWrites ?? createDeferredWrites();
    try {
      return await this.runSteps(announce, hooks, compileCaches);
    } finally {
      announce(undefined);
      if (compileCaches !== this.cacheWrites) await compileCaches.flush();
    }
  }

  private async runSteps(announce: (inputs: EarlyPageInputs) => void, hooks: BuildHooks, compileCaches: DeferredWrites): Promise<BuildResult> {
    const started = performance.now();
    const { rootDir, outDir, dev = false, strict = false } = this.options;
    const siteDir = this.options.siteDir ?? rootDir;
    const contentDir = path.join(siteDir, 'content');
    const { cache } = this;
    // Steps print through the runner's logger, which goes quiet once a step has failed.
    const { step, timings, logger } = createStepRunner(this.logger);
    const warnings = new WarningCollector();
    // A build killed during an earlier swap may have left no dist/ and stray staging folders.
    await recoverOutputFolder(outDir);

    const loaded = await step('load config', () => this.loadConfig());
    const { config } = loaded;
    // Bundling needs only the base URL, so it runs while the content is read and compiled.
    const themeAndClient = this.themeAndClient(config.baseUrl);
    const docsRoute = config.docs.routeBasePath;
    const inputs = Promise.all([
      step('load content', async () => {
        // The docs versions' snapshots (content/versions/<name>/) are read with the current docs.
        const found = await loadSiteContent({ contentDir, docsRoute, blogRoute: config.blog.routeBasePath, includeDrafts: dev, warnings, loaded });
        // A cold build of much Markdown starts its workers now, while the API reference still loads.
        startExecutorEarly(markdownFiles(found), cache.compile, cache.files);
        return found;
      }),
      // The current docs' API reference, and each docs version's from its snapshot (content/versions/<name>/api/).
      step('API reference', () => apiReferences(cache, { rootDir, contentDir, docsRoute, strict, dev, logger, cacheDir: cache.root, coverageTable: this.options.apiCoverageTable ?? false }, snapshotsOf(loaded, contentDir))),
      step('last updated', () => this.lastUpdated(contentDir, logger)),
    ]);
    // The dev server renders the first page asked for before the rest is compiled: with cold caches, Shiki starts now.
    if (dev) startCompilerEarly(inputs.then(([written, api]) => markdownFiles(withApiReference(written, api))), config.baseUrl, cache.compile, cache.files);
    const [written, api, history] = await inputs;
    const content = withApiReference(written, api);
    if (dev) announce(this.earlyInputs(loaded, content, history, contentDir));
    const compiled = await step('compile markdown', async () => {
      const files = markdownFiles(content);
      const result = await compileChangedMarkdown(files, config.baseUrl, cache.compile, cache.files, { later: compileCaches.later, onProgress: (done, total) => logger.progress('编译 Markdown', done, total) });
      addMarkdownWarnings(result, warnings);
      return result;
    });
    const tagInitials = await step('tag initials', () => blogTagInitials(content.blog, cache.files.tagInitials, cache.tagInitials));
    const routes = await step('page routes', async () => pageRoutes({ content, compiled, config, configFile: loaded.file, tagInitials }, warnings));
    const graph = await step('route graph', async () => buildRouteGraph(routes, content, loaded, tagInitials));
    const redirects = await step('redirect stubs', async () => claimOutputFiles({ graph, loaded, stubs: buildRedirectStubs(loaded, (route) => graph.routes.has(route), warnings), staticDir: path.join(siteDir, 'static'), staticFiles: await staticFiles(siteDir) }, warnings));
    await step('check links', async () => {
      checkCategoryIndexUse(graph);
      checkLinks(graph, await staticFiles(siteDir), warnings);
      // Every warning is known once links are checked: under --strict the build ends here, before writing anything.
      failOnStrictWarnings(warnings.warnings, strict, logger);
    });
    const [renderer, assets] = await step('theme and client', () => themeAndClient);
    const policySources = siteSources(config, this.options.injectedScripts);
    const writer = await createOutputWriter(outDir, dev ? 'in-place' : 'atomic', cache.written);
    try {
      // Before any page that names them: the dev server's pages are live as they are written.
      await step('assets', () => writeSideBySide(writer, assets.files));
      const sourceOf = pageSources({ dates: history.dates, contentDir, baseUrl: config.baseUrl, english: graph.english });
      const twinCache = await (cache.twins ??= loadTwinCache(cache.files.twins, rootDir));
      if (compileCaches !== this.cacheWrites) await step('save compile caches', () => compileCaches.flush());
      const search = await step('search index', () => this.searchIndex(graph, config.baseUrl, writer));
      const chrome = await step('site chrome', async () => this.chrome(config, graph, assets, search));
      const { onPagesWritten } = hooks;
      const { rendered: renderedRoutes, twins } = await step('render pages', async () => renderChangedPages({
        graph, chrome, config, contentDir, sourceOf, twinCache, renderer, writer, logger,
        makeTwin: twinMaker(cache.compile),
        // Watch mode compares with its own last build instead, and keeps no page's HTML in memory.
        ...(dev ? { cache: cache.render } : { htmlCache: await loadRenderedHtmlCache(cache.files.renderedHtml, renderer.version, graph.routes.size) }), ...(this.cacheWrites ? { later: this.cacheWrites.later } : {}),
        // Only a caller that listens (the dev server) makes the twins wait for every page: a one-off build makes each
        // page's twin beside it and keeps no page's view.
        ...(onPagesWritten ? { onPagesWritten: (rendered: string[]) => onPagesWritten({ rendered, routes: [...graph.routes.keys()] }) } : {}),
      }));
      await step('llms.txt', async () => {
        const { llmsFullTxt, llmsSections, llmsTxt } = await import('./twins/llms-txt.ts');
        const sections = llmsSections(graph, twins);
        const twinUrl = (route: string) => new URL(markdownTwinPath(route).slice(1), chrome.siteUrl).href;
        await writer.write('llms.txt', llmsTxt(config, sections, twinUrl));
        await writer.write('llms-full.txt', llmsFullTxt(sections, twinUrl));
      });
      await step('redirects, sitemap, feeds', async () => {
        if (graph.blog) for (const feed of await blogFeeds(graph.blog, config, chrome)) await writer.write(feed.path, feed.contents);
        for (const stub of redirects) await writer.write(stub.file, stub.html);
        await writer.write(REDIRECTS_FILE_NAME, redirectsFile(redirects, config.baseUrl));
        const headerPolicy = contentSecurityPolicy(policySources, 'header');
        await writer.write(HEADERS_FILE_NAME, headersFile(config.baseUrl, [...graph.routes.keys()], headerPolicy));
        await writer.write(NGINX_FILE_NAME, nginxConfig({ baseUrl: config.baseUrl, redirects, contentSecurityPolicy: headerPolicy }));
        await writer.write('sitemap.xml', sitemapXml(sitemapEntries(graph).map((entry) => {
          const lastmod = sourceOf(entry).lastUpdated?.date;
          return { url: new URL(entry.route.slice(1), chrome.siteUrl).href, ...(lastmod ? { lastmod } : {}) };
        })));
        await writer.write('robots.txt', robotsTxt(new URL('sitemap.xml', chrome.siteUrl).href));
      });
      await step('static', () => writer.copyFolder(path.join(siteDir, 'static')));
      await step('swap output', () => writer.commit());
      return {
        output: writer.summary(),
        routes: [...graph.routes.keys()],
        baseUrl: config.baseUrl,
        renderedRoutes,
        warnings: warnings.warnings,
        durationMs: performance.now() - started,
        timings,
        compileWorkers: cache.compile.workers ?? 0,
      };
    } catch (error) {
      await writer.abort();
      throw error;
    }
  }

  // The navbar, footer, assets and policies every page shares; without the search files, no search hints (for the twins).
  private chrome(config: SiteConfig, graph: RouteGraph, assets: ClientAssets, search?: Pick<SearchFiles, 'manifestUrl'>): SiteChrome {
    return createSiteChrome(config, graph, {
      assets: { scripts: assets.scripts, modulePreloads: assets.modulePreloads, searchPageModules: assets.searchPageModules, styles: assets.styles, playgroundRunner: assets.playgroundRunner },
      dev: this.options.dev ?? false,
      contentSecurityPolicy: contentSecurityPolicy(siteSources(config, this.options.injectedScripts), 'meta'),
      search: search && searchDocumentHints(config.search, search, config),
    });
  }

  // What `renderEarly` needs of the build under way.
  private earlyInputs(loaded: LoadedConfig, content: SiteContent, history: LastUpdatedResult, contentDir: string): EarlyPageInputs {
    const { config } = loaded;
    return {
      loaded, content, contentDir, dates: history.dates, outDir: this.options.outDir,
      compile: (file, files) => compileAhead(file, files, config.baseUrl, this.cache.compile, this.cache.files),
      tagInitials: () => blogTagInitials(content.blog, this.cache.files.tagInitials, this.cache.tagInitials),
      themeAndClient: () => this.themeAndClient(config.baseUrl),
      chrome: (graph, assets) => this.chrome(config, graph, assets, { manifestUrl: devManifestUrl(config.baseUrl) }),
    };
  }

  private loadConfig(): Promise<LoadedConfig> {
    const file = this.options.configFile ?? path.join(this.options.siteDir ?? this.options.rootDir, 'content', 'site.config.yaml');
    const { baseUrl, siteUrl } = this.options;
    // The loader hands every build the same parsed config while its text is unchanged, so it is copied, not changed.
    return this.readConfig(file).then((loaded) => (baseUrl || siteUrl
      ? { ...loaded, config: { ...loaded.config, ...(baseUrl ? { baseUrl } : {}), ...(siteUrl ? { url: siteUrl } : {}) } }
      : loaded));
  }

  // When each content file last changed, read from git once per builder; without history, pages show no date.
  private async lastUpdated(contentDir: string, logger: Logger): Promise<LastUpdatedResult> {
    const first = !this.cache.lastUpdated;
    const result = await (this.cache.lastUpdated ??= readLastUpdated(contentDir));
    if (first && !result.dates) logger.info(`不显示“最后更新于”日期：${result.reason}`);
    return result;
  }

  // Writes the search index files at once, so their text is not held while pages render; the dev server writes
  // them after serving instead. Returns the manifest's URL.
  private async searchIndex(graph: RouteGraph, baseUrl: string, writer: OutputWriter): Promise<Pick<SearchFiles, 'manifestUrl'>> {
    const { rootDir, outDir, dev } = this.options;
    const pages = searchPageSources(graph);
    this.cache.search ??= new SiteSearch({ rootDir, cacheFile: this.cache.files.search });
    if (dev) return this.cache.search.later(pages, baseUrl, outDir, this.logger);
    const { files, manifestUrl } = await this.cache.search.files(pages, baseUrl, this.logger);
    await writeSideBySide(writer, files);
    return { manifestUrl };
  }

  // The theme renderer and the client bundle, reused until a theme or client file changes.
  private themeAndClient(baseUrl: string): Promise<[LoadedRenderer, ClientAssets]> {
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
}

// Files under static/, as site paths, for checking links to them.
async function staticFiles(siteDir: string): Promise<Set<string>> {
  return new Set((await fg('**/*', { cwd: path.join(siteDir, 'static'), dot: false })).map((file) => `/${file}`));
}

// The pages each page kind lists in the sitemap (not drafts or unlisted pages).
function sitemapEntries(graph: RouteGraph): RouteEntry[] {
  return [...graph.routes.values()].filter((entry) => pageKindOf(entry).inSitemap(entry));
}

function failOnStrictWarnings(warnings: Warning[], strict: boolean, logger: Logger): void {
  for (const warning of warnings) logger.warn(formatWarning(warning));
  if (strict && warnings.length > 0) {
    const first = warnings[0]!;
    throw new BuildError(first, `--strict 下有 ${warnings.length} 条警告，第一条：${first.message}`);
  }
}
