// axe-core in Chromium on every page of the real site in light mode (test/browser/accessibility-checks.ts),
// and the sitemap those pages come from lists every kind of page. Dark mode: accessibility-dark.test.ts.
import { expect, test } from 'vitest';
import { testEveryPageInMode } from './accessibility-checks.ts';
import { useBrowser } from './browser.ts';

const PATHS = await testEveryPageInMode(useBrowser(), 'light');

test('the sitemap lists every kind of page: tutorials, API, blog and search', () => {
  for (const path of ['/', '/docs/intro', '/docs/api/classes/Cheerio', '/blog/cheerio-1.0', '/blog/tags/release', '/search']) expect(PATHS).toContain(path);
});
