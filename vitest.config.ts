// Test runner settings: Node environment, tests under test/ mirroring the source tree.
// Three projects: `unit` (everything but the real site and the browser), `site`, which checks the real site's
// files and its nginx config, and `browser`, which drives a real Chromium against the real site. `site` and
// `browser` share one strict build of the real site, made and served once per run by their global setup
// (test/helpers/real-site-setup.ts); a run of unit tests alone builds nothing. `npx vitest run test/browser`
// runs only the browser tests. Lighthouse is not part of `npm test`: `npm run audit` (and `npm run test:audit`,
// vitest.audit.config.ts) run it on their own, so no other test's load on the CPU shows in its scores.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { createRunTempFolder } from './test/helpers/run-temp-folder.ts';

export const REAL_SITE_SETUP = 'test/helpers/real-site-setup.ts';

// What the tests write to the temporary folder goes when the run ends (test/helpers/run-temp-folder.ts).
const runTempDir = createRunTempFolder();

export default defineConfig({
  // With React's production build (below), test files' JSX compiles to its production runtime too.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    environment: 'node',
    // The React build the CLI renders with (bin/site.mjs sets it too): tests check the pages readers get, and React's
    // development build, with its checks, made the suite's many fixture builds 10–20% slower.
    env: { NODE_ENV: 'production', TMPDIR: runTempDir },
    // A safety net for hung tests, not a speed check: on the shared 2-core machine (load averages of 15–20) a whole
    // fixture build or a page's axe run took more than 30 s with two workers busy.
    testTimeout: 90_000,
    // How long `expect.poll` waits for an observable state (default 1 s): the same state, only more patience on a
    // busy machine, where a clean-clone run once saw /search's no-results line after more than a second.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, idle while it waits
    // for Chromium or a child process. Most tests wait on such a process, so every core gets a worker, and one more
    // fills the waits: on this 2-core machine `vitest run` took 312 s with 2 workers, 282 s with 3 and 283 s with 4.
    maxWorkers: availableParallelism() + 1,
    // The default report, then one plain `N passed, N failed` line for CI log readers.
    reporters: ['default', './test/helpers/summary-reporter.ts', ['./test/helpers/run-temp-folder.ts', { dir: runTempDir }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/site/**', 'test/browser/**', 'test/audit/**'],
          // A worker runs its files one after another in one process: each file's imports (the build, shiki,
          // TypeScript) load once per worker, not once per file, and fixture builds share one theme and client bundle.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          include: ['test/site/**/*.test.ts'],
          globalSetup: [REAL_SITE_SETUP],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: [REAL_SITE_SETUP],
          // A worker runs its browser test files one after another in one process, so they share its one
          // Chromium (test/browser/browser.ts); each test still gets a fresh browser context.
          isolate: false,
        },
      },
    ],
  },
});
