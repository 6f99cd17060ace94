// `_headers` for hosts that read one (Netlify, Cloudflare Pages): long cache lifetimes only for files whose
// names carry a content hash, revalidation for everything else, and a few safe security headers.
import { withBaseUrl } from '../../theme/lib/url.ts';

/** A year: the longest lifetime browsers honour, for files that never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files: always ask the host whether they changed. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** The `_headers` file for a site served under `baseUrl`. */
export function headersFile(baseUrl: string): string {
  const block = (pattern: string, headers: string[]) => [withBaseUrl(baseUrl, pattern), ...headers.map((header) => `  ${header}`)].join('\n');
  return `${[
    block('/*', [
      `Cache-Control: ${REVALIDATE}`,
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'X-Frame-Options: SAMEORIGIN',
    ]),
    // Bundles and stylesheets (esbuild names them by content) and the search files (named by content in production).
    block('/assets/*', [`Cache-Control: ${IMMUTABLE}`]),
    block('/search/*', [`Cache-Control: ${IMMUTABLE}`]),
  ].join('\n\n')}\n`;
}
