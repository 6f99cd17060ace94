// The build pipeline: content → route graph → HTML, as named, timed steps. Each step is a function of earlier results,
// kept in the folder it belongs to; the builder (build-session.ts) owns the one cache they share and the executor
// that compiles pages in this thread or in workers (build/executor/).
import { BuildSession } from './build-session.ts';
import type { BuildHooks, BuildOptions, BuildResult } from './build-options.ts';
import { WarningCollector } from './diagnostics.ts';
import { createStepRunner } from './log.ts';
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
    const { outDir, dev = false, strict = false } = this.options;
    const { step, timings, logger } = createStepRunner(this.logger);
    const warnings = new WarningCollector();
    const early = this.startEarlyPages();
    try {
      await recoverOutputFolder(outDir);
      const loaded = await step('load config', () => this.loadConfig());
      const { config } = loaded;
      // Bundling needs only the base URL, so it runs while the content is read and compiled.
      const themeAndClient = this.themeAndClient(config.baseUrl);
      const [written, api, history] = await Promise.all([
        step('load content', () => this.loadContent(loaded, warnings)),
        step('API reference', () => this.apiReference(loaded, logger)),
        step('last updated', () => this.lastUpdated(logger)),
      ]);
      const content = withApiReference(written, api);
      early.announce(loaded, content, history);
      const compiled = await step('compile markdown', () => this.compile(content, config.baseUrl, logger));
      addMarkdownWarnings(compiled, warnings);
      const plan = await step('plan routes', () => planRoutes({ ...this.paths, loaded, content, compiled, tagInitials: this.tagInitials() }, warnings));
      await step('check links', () => checkSiteLinks(plan, this.paths, warnings, { strict, logger }));
      const [renderer, assets] = await step('theme and client', () => themeAndClient);
      const writer = await createOutputWriter(outDir, dev ? 'in-place' : 'atomic', this.cache.written);
      try {
        // Before any page that names them: the dev server's pages are live as they are written.
        await step('assets', () => writeSideBySide(writer, assets.files));
        const search = await step('search index', () => this.searchIndex(plan.graph, config.baseUrl, writer));
        const chrome = this.chrome(config, plan.graph, assets, search);
        const sourceOf = this.pageSources(config.baseUrl, plan.graph, history);
        const pages = await step('render pages', () => this.renderPages({ graph: plan.graph, chrome, config, sourceOf, renderer, writer, logger }, hooks));
        const policySources = siteSources(config, this.options.injectedScripts);
        await step('site files', () => writeSiteFiles(writer, { config, graph: plan.graph, chrome, twins: pages.twins, redirects: plan.redirects, policySources, sourceOf }));
        await step('static', () => writer.copyFolder(this.paths.staticDir));
        await step('swap output', () => writer.commit());
        const routes = [...plan.graph.routes.keys()];
        const durationMs = performance.now() - started;
        return { output: writer.summary(), routes, baseUrl: config.baseUrl, renderedRoutes: pages.rendered, warnings: warnings.warnings, durationMs, timings, compileWorkers: this.cache.compile.workers ?? 0 };
      } catch (error) {
        await writer.abort();
        throw error;
      }
    } finally {
      early.end();
    }
  }
}
