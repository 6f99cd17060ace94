// A fixture site taken through the build's first steps (config, content, compiled Markdown, page routes), for
// tests of the route graph and what is built from it without rendering anything.
import path from 'node:path';
import { cacheRoot } from '../../build/cache.ts';
import { loadConfig, type LoadedConfig } from '../../build/config/load-config.ts';
import { compileChangedMarkdown } from '../../build/content/compile-content.ts';
import { WarningCollector } from '../../build/diagnostics.ts';
import { pageRoutes } from '../../build/pages/registry.ts';
import type { RouteEntry } from '../../build/routes/route-graph.ts';
import { loadSiteContent, markdownFiles, type SiteContent } from '../../build/site-content.ts';
import { createFixtureSite, repoRoot } from './fixture-site.ts';

/** What the first steps made of a fixture site holding `files`. */
export interface FixtureRoutes {
  loaded: LoadedConfig;
  content: SiteContent;
  routes: Map<string, RouteEntry>;
  warnings: WarningCollector;
}

/** Writes a fixture site with `files` and runs it through config, content, compilation and page routes. */
export async function fixtureRoutes(files: Record<string, string>): Promise<FixtureRoutes> {
  const siteDir = await createFixtureSite(files);
  const contentDir = path.join(siteDir, 'content');
  const loaded = await loadConfig(path.join(contentDir, 'site.config.yaml'));
  const warnings = new WarningCollector();
  const content = await loadSiteContent({ contentDir, docsRoute: '/docs', blogRoute: '/blog', includeDrafts: false, warnings });
  const compiled = await compileChangedMarkdown(markdownFiles(content), '/', { entries: new Map() }, {
    rootDir: repoRoot, cacheDir: cacheRoot(repoRoot), codeBlocks: path.join(siteDir, 'cache/code-blocks.json'), pages: path.join(siteDir, 'cache/pages'),
  });
  const routes = pageRoutes({ content, compiled, config: loaded.config, configFile: loaded.file }, warnings);
  return { loaded, content, routes, warnings };
}
