// axe-core in Chromium on every page of the real site in dark mode (test/browser/accessibility-checks.ts).
// Light mode, and the check that the sitemap lists every kind of page: accessibility-light.test.ts.
import { testEveryPageInMode } from './accessibility-checks.ts';
import { useBrowser } from './browser.ts';

await testEveryPageInMode(useBrowser(), 'dark');
