// `_headers` for hosts that read one (Netlify, Cloudflare Pages): long cache lifetimes only for files whose
// names carry a content hash, revalidation for everything else, a few safe security headers, and the
// Content-Security-Policy on the pages.
import { withBaseUrl } from '../../theme/lib/url.ts';
import { CONTENT_HASHED_FOLDERS, IMMUTABLE_CACHE_CONTROL } from './host-files.ts';

/** A year: the longest lifetime browsers honour, for files that never change under their name (as the preview server sends it). */
export const IMMUTABLE = IMMUTABLE_CACHE_CONTROL;
/** Pages and unhashed files: always ask the host whether they changed. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Security headers every answer carries (the policy is separate: pages only). */
export const SECURITY_HEADERS: readonly [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'SAMEORIGIN'],
];

/**
 * The path patterns that cover every page of `routes` (`/`, `/search`, `/docs/*` …). The policy goes on
 * pages only: these hosts join the headers of every matching rule, so a policy on `/*` would also bind the
 * playground's worker script under /assets/, which must evaluate reader code.
 */
export function pagePatterns(routes: Iterable<string>): string[] {
  const patterns = new Set<string>();
  for (const route of routes) {
    const [first = '', ...rest] = route.split('/').slice(1);
    patterns.add(first === '' ? '/' : rest.length === 0 ? `/${first}` : `/${first}/*`);
  }
  return [...patterns].sort();
}

/** The `_headers` file for a site served under `baseUrl` with pages at `routes` and the header form of its policy. */
export function headersFile(baseUrl: string, routes: Iterable<string>, contentSecurityPolicy: string): string {
  const block = (pattern: string, headers: string[]) => [withBaseUrl(baseUrl, pattern), ...headers.map((header) => `  ${header}`)].join('\n');
  return `${[
    block('/*', [
      `Cache-Control: ${REVALIDATE}`,
      ...SECURITY_HEADERS.map(([name, value]) => `${name}: ${value}`),
    ]),
    ...pagePatterns(routes).map((pattern) => block(pattern, [`Content-Security-Policy: ${contentSecurityPolicy}`])),
    // Bundles and stylesheets (esbuild names them by content) and the search files (named by content in production).
    // Markdown twins and llms.txt: hosts guess these types from the extension, or not at all for .md.
    block('/*.md', ['Content-Type: text/markdown; charset=utf-8']),
    block('/*.txt', ['Content-Type: text/plain; charset=utf-8']),
    ...CONTENT_HASHED_FOLDERS.map((folder) => block(`/${folder}/*`, [`Cache-Control: ${IMMUTABLE}`])),
  ].join('\n\n')}\n`;
}
