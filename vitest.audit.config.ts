// `npm run test:audit`: Lighthouse (test/audit/) against the real site, built strict and served by the shared
// global setup. Kept out of `npm test` so it runs alone and no other test's load on the CPU shows in its
// scores; CI runs `npm run audit` (the same pages and thresholds) as a job of its own.
import { defineConfig } from 'vitest/config';
import { REAL_SITE_SETUP } from './vitest.config.ts';

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    hookTimeout: 120_000,
    reporters: ['default', './test/helpers/summary-reporter.ts'],
    include: ['test/audit/**/*.test.ts'],
    globalSetup: [REAL_SITE_SETUP],
  },
});
