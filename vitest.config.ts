// Test runner settings: Node environment, tests under test/ mirroring the source tree.
// Two projects: `unit` (everything but the browser) and `browser`, which drives a real Chromium against the
// real site, built and served once by its global setup. `npx vitest run test/browser` runs only the latter.
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
          exclude: ['test/browser/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
        },
      },
    ],
  },
});
