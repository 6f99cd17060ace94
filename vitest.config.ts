// Test runner settings: Node environment, tests under test/ mirroring the source tree.
// Three projects: `unit` (everything but the browser), `browser`, which drives a real Chromium against the
// real site, built and served once by its global setup, and `audit` (Lighthouse), which runs after both.
// `npx vitest run test/browser` runs only the browser tests.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The default report, then one plain `N passed, N failed` line for CI log readers.
    reporters: ['default', './test/helpers/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/browser/**', 'test/audit/**'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // Lighthouse measures main-thread time: it runs alone, after the other projects have finished, so
          // their load on the CPU does not show up in its scores. It serves its own build of the real site.
          name: 'audit',
          include: ['test/audit/**/*.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
