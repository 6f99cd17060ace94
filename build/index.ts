// The build pipeline: content → route graph → HTML, as named, timed steps. Each step is a function of earlier
// results, kept in the folder it belongs to; the builder (build-session.ts) owns the one cache they share, and the
// executor (build/executor/) decides where pages compile.
import { BuildSession, type SiteToWrite, type WrittenSite } from './build-session.ts';
import type { BuildHooks, BuildOptions, BuildResult } from './build-options.ts';
import { allReportingEvery, WarningCollector } from './diagnostics.ts';
import { createStepRunner, type StepRunner } from './log.ts';
import { addMarkdownWarnings } from './markdown/markdown-warnings.ts';
import { siteSources } from './output/content-security-policy.ts';
import { recoverOutputFolder } from './output/output-folder.ts';
import { createOutputWriter, writeSideBySide } from './output/output-writer.ts';
import { writeSiteFiles } from './output/site-files.ts';
import { checkSiteLinks, planRoutes } from './plan-site.ts';
import { withApiReference } from './site-content.ts';

export type { BuildHooks, BuildOptions, BuildResult } from './build-options.ts';

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
export class SiteBuilder extends BuildSession {
  /** Runs every step; throws a BuildError (and writes nothing) on a config or content error. */
  async build(hooks: BuildHooks = {}): Promise<BuildResult> {
    const started = performance.now();
    const steps = createStepRunner(this.logger);
    const { step, timings, logger } = steps;
    const warnings = new WarningCollector();
    const early = this.startEarlyPages();
    try {
      // A build killed during an earlier swap may have left no output folder and stray staging folders.
      await recoverOutputFolder(this.options.outDir);
      const loaded = await step('load config', () => this.loadConfig());
      const { baseUrl } = loaded.config;
      // Bundling needs only the base URL, so it runs while the content is read and compiled.
      const themeAndClient = this.themeAndClient(baseUrl);
      const [written, api, history] = await Promise.all([
        step('load content', () => this.loadContent(loaded, warnings)),
        step('API reference', () => this.apiReference(loaded, logger)),
        step('last updated', () => this.lastUpdated(logger)),
      ]);
      const content = withApiReference(written, api);
      early.announce(loaded, content, history);
      const compiled = await step('compile markdown', () => this.compile(content, loaded.config, logger));
      addMarkdownWarnings(compiled, warnings);
      const planning = { ...this.paths, loaded, content, compiled };
      const plan = await step('plan routes', () => planRoutes(planning, warnings));
      const { strict = false } = this.options;
      await step('check links', () => checkSiteLinks(plan, this.paths, warnings, { strict, logger }));
      const [renderer, assets] = await step('theme and client', () => themeAndClient);
      const site: SiteToWrite = { config: loaded.config, plan, history, renderer, assets };
      const { output, rendered } = await this.write(site, steps, hooks);
      const routes = [...plan.graph.routes.keys()];
      const durationMs = performance.now() - started;
      const report = { durationMs, timings, ...this.executorReport() };
      return { output, routes, baseUrl, renderedRoutes: rendered, warnings: warnings.warnings, ...report };
    } finally {
      early.end();
    }
  }

  // Writes the planned site: assets, the search index, every page, the files beside them and static/, then swaps
  // the new folder into place (watch mode writes in place); a failure leaves the old folder whole.
  private async write(site: SiteToWrite, { step, logger }: StepRunner, hooks: BuildHooks): Promise<WrittenSite> {
    const { config, plan: { graph, redirects }, history, renderer, assets } = site;
    const mode = this.options.dev ? 'in-place' : 'atomic';
    const writer = await createOutputWriter(this.options.outDir, mode, this.cache.written);
    try {
      // Before any page that names them: the dev server's pages are live as they are written.
      await step('assets', () => writeSideBySide(writer, assets.files));
      // The search index is made beside the pages, which need only its manifest's URL.
      const search = this.searchIndex(graph, config.baseUrl, writer);
      const chrome = this.chrome(config, graph, assets, search);
      const sourceOf = this.pageSources(config.baseUrl, graph, history);
      const input = { graph, chrome, config, sourceOf, renderer, writer, logger };
      const rendering = step('render pages', () => this.renderPages(input, hooks));
      // Both end before the site files are written, or before a failure is reported and the staging folder discarded.
      await allReportingEvery<unknown>([rendering, step('search index', () => search.written)]);
      const { rendered, twins } = await rendering;
      const policySources = siteSources(config, this.options.injectedScripts);
      const files = { config, graph, chrome, twins, redirects, policySources, sourceOf };
      await step('site files', () => writeSiteFiles(writer, files));
      await step('static', () => writer.copyFolder(this.paths.staticDir));
      await step('swap output', () => writer.commit());
      return { output: writer.summary(), rendered };
    } catch (error) {
      await writer.abort();
      throw error;
    }
  }
}
