// Planning the site between compiling and finishing pages, on the main thread: which pages there are, the route
// graph that links them, the redirect stubs, who owns each output file, and whether every link lands.
import fg from 'fast-glob';
import type { LoadedConfig } from './config/load-config.ts';
import { BuildError, formatWarning, type Warning, type WarningCollector } from './diagnostics.ts';
import type { Logger } from './log.ts';
import type { CompiledPage } from './markdown/types.ts';
import { claimOutputFiles } from './output/output-owners.ts';
import { buildRedirectStubs, type RedirectStub } from './output/redirect-stubs.ts';
import { pageRoutes } from './pages/registry.ts';
import type { SiteContent } from './site-content.ts';
import { checkLinks } from './routes/check-links.ts';
import { buildRouteGraph, checkCategoryIndexUse, type RouteGraph } from './routes/route-graph.ts';

/** The planned site: its route graph and the redirect stubs written beside its pages. */
export interface SitePlan {
  graph: RouteGraph;
  redirects: RedirectStub[];
}

/** What planning reads. */
export interface PlanInput {
  loaded: LoadedConfig;
  content: SiteContent;
  compiled: ReadonlyMap<string, CompiledPage>;
  /** The folder whose files `static/` holds, as site paths: they own their output files and links may point at them. */
  staticDir: string;
}

/** Every page and redirect of the site, linked into the route graph, each output file with one owner. */
export async function planRoutes({ loaded, content, compiled, staticDir }: PlanInput, warnings: WarningCollector): Promise<SitePlan> {
  const routes = pageRoutes({ content, compiled, config: loaded.config, configFile: loaded.file }, warnings);
  const graph = buildRouteGraph(routes, content, loaded);
  const stubs = buildRedirectStubs(loaded, (route) => graph.routes.has(route), warnings);
  const redirects = claimOutputFiles({ graph, loaded, stubs, staticDir, staticFiles: await staticFiles(staticDir) }, warnings);
  return { graph, redirects };
}

/**
 * Checks every link and anchor and prints every warning: all are known now, so under --strict the build ends here,
 * before writing anything.
 */
export async function checkSiteLinks({ graph }: SitePlan, { staticDir }: { staticDir: string }, warnings: WarningCollector, { strict, logger }: { strict: boolean; logger: Logger }): Promise<void> {
  checkCategoryIndexUse(graph);
  checkLinks(graph, await staticFiles(staticDir), warnings);
  failOnStrictWarnings(warnings.warnings, strict, logger);
}

// Files under static/, as site paths.
async function staticFiles(staticDir: string): Promise<Set<string>> {
  return new Set((await fg('**/*', { cwd: staticDir, dot: false })).map((file) => `/${file}`));
}

function failOnStrictWarnings(warnings: Warning[], strict: boolean, logger: Logger): void {
  for (const warning of warnings) logger.warn(formatWarning(warning));
  if (strict && warnings.length > 0) {
    const first = warnings[0]!;
    throw new BuildError(first, `--strict 下有 ${warnings.length} 条警告，第一条：${first.message}`);
  }
}
