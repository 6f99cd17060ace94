// The build pipeline: content → route graph → HTML, as a flat list of named, timed steps.
import path from 'node:path';
import fg from 'fast-glob';
import { loadConfig, type LoadedConfig } from './config/load-config.ts';
import { BuildError, formatWarning, WarningCollector, type Warning } from './diagnostics.ts';
import { hashText, loadContent } from './content/load-content.ts';
import type { SiteContent } from './content/types.ts';
import { createStepRunner, silentLogger, type Logger } from './log.ts';
import { compileChangedMarkdown, type CompileCache } from './content/compile-content.ts';
import { addMarkdownWarnings } from './markdown/markdown-warnings.ts';
import { bundleClientAssets, type ClientAssets } from './output/client-assets.ts';
import { loadRenderer, type LoadedRenderer } from './output/load-renderer.ts';
import { createOutputWriter, type OutputWriter, type WrittenFiles } from './output/output-writer.ts';
import { recoverOutputFolder } from './output/output-folder.ts';
import { renderChangedPages, type RenderCache } from './output/render-pages.ts';
import { buildRedirectStubs, redirectsFile } from './output/redirect-stubs.ts';
import { headersFile } from './output/headers-file.ts';
import { nginxConfig } from './output/nginx-config.ts';
import { HEADERS_FILE_NAME, NGINX_FILE_NAME } from './server/host-files.ts';
import { REDIRECTS_FILE_NAME } from './server/redirects-file.ts';
import { contentSecurityPolicy, siteSources } from './output/content-security-policy.ts';
import { robotsTxt, sitemapXml } from './output/sitemap.ts';
import { checkLinks } from './routes/check-links.ts';
import { buildRouteGraph, checkCategoryIndexUse, isSourcedRoute } from './routes/route-graph.ts';
import { fileTagsByInitial } from './blog/blog-routes.ts';
import { blogFeeds } from './blog/feeds.ts';
import { searchPageSources } from './search/page-sources.ts';
import { addApiReference } from './api/site-api.ts';
import { searchDocumentHints } from './search/search-document-hints.ts';
import { SiteSearch } from './search/site-search.ts';
import { createSiteChrome } from './routes/site-chrome.ts';

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
  /** Warnings become errors. */
  strict?: boolean;
  /** Dev mode: drafts included, output written in place (not swapped), live-reload hooks on. */
  dev?: boolean;
  logger?: Logger;
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
}

/** Builds the site once into `outDir`, atomically: a failed build leaves the old folder untouched. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  return new SiteBuilder(options).build();
}

/** A builder that keeps its caches between builds, so watch mode redoes only what changed. */
export class SiteBuilder {
  private compileCache: CompileCache = { entries: new Map() };
  private renderCache: RenderCache = new Map();
  private writtenFiles: WrittenFiles = new Map();
  private renderer: Promise<LoadedRenderer> | undefined;
  private clientAssets: Promise<ClientAssets> | undefined;
  private search: SiteSearch | undefined;
  private readonly logger: Logger;

  constructor(readonly options: BuildOptions) {
    this.logger = options.logger ?? silentLogger;
  }

  /** Forgets the theme renderer and client bundle so the next build reloads them. */
  invalidateTheme(): void {
    this.renderer = undefined;
    this.clientAssets = undefined;
  }

  /** Runs every step; throws a BuildError (and writes nothing) on a config or content error. */
  async build(): Promise<BuildResult> {
    const started = performance.now();
    const { rootDir, dev = false } = this.options;
    const siteDir = this.options.siteDir ?? rootDir;
    const contentDir = path.join(siteDir, 'content');
    const { step, timings } = createStepRunner(this.logger);
    const warnings = new WarningCollector();
    // A build killed during an earlier swap may have left no dist/ and stray staging folders.
    await recoverOutputFolder(this.options.outDir);

    const loaded = await step('load config', () => this.loadConfig());
    const { config } = loaded;
    const cacheDir = path.join(rootDir, 'node_modules', '.cache', 'cheerio-site');
    const content: SiteContent = await step('load content', async () => {
      const loadedContent = await loadContent({ contentDir, docsRoute: config.docs.routeBasePath, blogRoute: config.blog.routeBasePath, includeDrafts: dev, warnings });
      await addApiReference(loadedContent, { rootDir, contentDir, docsRoute: config.docs.routeBasePath, cacheDir, strict: this.options.strict ?? false, dev, logger: this.logger });
      return loadedContent;
    });
    const compiled = await step('compile markdown', () =>
      // One cache file per site folder, so fixture sites in tests never evict the real site's blocks.
      compileChangedMarkdown(content, config.baseUrl, this.compileCache, {
        rootDir,
        codeBlocks: path.join(cacheDir, `code-blocks-${hashText(path.resolve(siteDir))}.json`),
        compiled: path.join(cacheDir, `compiled-${hashText(path.resolve(siteDir))}.json`),
      }));
    addMarkdownWarnings(compiled, warnings);
    const graph = await step('route graph', async () => {
      const built = buildRouteGraph(content, compiled, loaded, warnings);
      if (built.blog) await fileTagsByInitial(built.blog, path.join(cacheDir, 'tag-initials.json'));
      return built;
    });
    checkCategoryIndexUse(graph);
    await step('check links', async () => {
      const files = new Set((await fg('**/*', { cwd: path.join(siteDir, 'static'), dot: false })).map((file) => `/${file}`));
      checkLinks(graph, files, warnings);
    });
    const redirects = buildRedirectStubs(loaded, (route) => graph.routes.has(route), warnings);
    failOnStrictWarnings(warnings.warnings, this.options.strict ?? false, this.logger);

    const [renderer, assets] = await step('theme and client', () => Promise.all([
      this.renderer ??= loadRenderer(rootDir, cacheDir),
      this.clientAssets ??= bundleClientAssets({ rootDir, outDir: this.options.outDir, baseUrl: config.baseUrl, minify: true }),
    ]).catch((error: unknown) => {
      this.invalidateTheme();
      throw error;
    }) as Promise<[LoadedRenderer, ClientAssets]>);
    const searchPages = searchPageSources(graph, config.docs.routeBasePath);
    this.search ??= new SiteSearch({ rootDir, cacheFile: path.join(cacheDir, `search-${hashText(path.resolve(siteDir))}.json`) });
    const search = dev
      ? { ...this.search.later(searchPages, config.baseUrl, this.options.outDir, this.logger), files: [] }
      : await step('search index', () => this.search!.files(searchPages, config.baseUrl));
    const chrome = createSiteChrome(config, graph, { scripts: assets.scripts, modulePreloads: assets.modulePreloads, searchPageModules: assets.searchPageModules, styles: assets.styles, playgroundRunner: assets.playgroundRunner }, dev);
    const policySources = siteSources(config, dev);
    chrome.contentSecurityPolicy = contentSecurityPolicy(policySources, 'meta');
    chrome.search = searchDocumentHints(config.search, search, config);
    const writer: OutputWriter = await createOutputWriter(this.options.outDir, dev ? 'in-place' : 'atomic', this.writtenFiles);
    try {
      const renderedRoutes = await step('render pages', () => renderChangedPages({
        graph, chrome, config, contentDir, renderer, writer, logger: this.logger, ...(dev ? { cache: this.renderCache } : {}),
      }));
      await step('redirects, sitemap, feeds', async () => {
        if (graph.blog) for (const feed of blogFeeds(graph.blog, config, chrome)) await writer.write(feed.path, feed.contents);
        for (const stub of redirects) await writer.write(stub.file, stub.html);
        await writer.write(REDIRECTS_FILE_NAME, redirectsFile(redirects, config.baseUrl));
        const headerPolicy = contentSecurityPolicy(policySources, 'header');
        await writer.write(HEADERS_FILE_NAME, headersFile(config.baseUrl, [...graph.routes.keys()], headerPolicy));
        await writer.write(NGINX_FILE_NAME, nginxConfig({ baseUrl: config.baseUrl, redirects, contentSecurityPolicy: headerPolicy }));
        const listed = [...graph.routes.values()].filter((entry) => !isSourcedRoute(entry) || !(entry.file.frontMatter.unlisted || entry.file.frontMatter.draft));
        await writer.write('sitemap.xml', sitemapXml(listed.map((entry) => new URL(entry.route.slice(1), chrome.siteUrl).href)));
        await writer.write('robots.txt', robotsTxt(new URL('sitemap.xml', chrome.siteUrl).href));
      });
      await step('assets and static', async () => {
        for (const file of [...assets.files, ...search.files]) await writer.write(file.path, file.contents);
        await writer.copyFolder(path.join(siteDir, 'static'));
      });
      await step('swap output', () => writer.commit());
      return {
        routes: [...graph.routes.keys()],
        baseUrl: config.baseUrl,
        renderedRoutes,
        warnings: warnings.warnings,
        durationMs: performance.now() - started,
        timings,
      };
    } catch (error) {
      await writer.abort();
      throw error;
    }
  }

  private loadConfig(): Promise<LoadedConfig> {
    const file = this.options.configFile ?? path.join(this.options.siteDir ?? this.options.rootDir, 'content', 'site.config.yaml');
    return loadConfig(file).then((loaded) => {
      if (this.options.baseUrl) loaded.config.baseUrl = this.options.baseUrl;
      return loaded;
    });
  }
}

function failOnStrictWarnings(warnings: Warning[], strict: boolean, logger: Logger): void {
  for (const warning of warnings) logger.warn(formatWarning(warning));
  if (strict && warnings.length > 0) {
    const first = warnings[0]!;
    throw new BuildError(first, `${warnings.length} warning(s) with --strict; first: ${first.message}`);
  }
}
