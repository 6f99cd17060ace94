// The real site, built once per test run by test/helpers/real-site-setup.ts through bin/site.mjs (strict, like
// the publish job) and served on 127.0.0.1. The `site` and `browser` projects read it here; nobody else builds it.
import { inject } from 'vitest';
import type { SiteBuildFacts } from '../browser/served-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder the real site was built into. Read-only: a test that changes files works on a copy. */
    realSiteDir: string;
    /** What the build reported (its `--stats-file`): routes, warnings, base URL. */
    realSiteBuild: SiteBuildFacts;
    /** URL of the real site, served like `npm run preview`, ending in `/`. */
    realSiteUrl: string;
  }
}

/** The folder the shared build of the real site is in (do not write to it). */
export const realSiteDir = (): string => inject('realSiteDir');

/** The result of the shared build of the real site. */
export const realSiteBuild = (): SiteBuildFacts => inject('realSiteBuild');
