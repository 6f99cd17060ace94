// What a build is asked to do and what it reports: the options of `buildSite` and `SiteBuilder`, and their result.
import type { Warning } from './diagnostics.ts';
import type { Logger } from './log.ts';
import type { OutputSummary } from './output/output-summary.ts';

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
