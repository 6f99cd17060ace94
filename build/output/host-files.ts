// The configuration files the build writes for static hosts next to the pages, and the cache lifetimes they
// (and the preview server) give. The files are plumbing: the preview and dev servers and the nginx example
// never hand them out.
import { REDIRECTS_FILE_NAME } from './redirects-file.ts';

/** Headers per path pattern, for Netlify and Cloudflare Pages. */
export const HEADERS_FILE_NAME = '_headers';
/** The example nginx `server {}` block. */
export const NGINX_FILE_NAME = '_nginx.conf';
/** Every host-config file name, `_redirects` included. */
export const HOST_CONFIG_FILES: readonly string[] = [HEADERS_FILE_NAME, REDIRECTS_FILE_NAME, NGINX_FILE_NAME];

/** The output folders that hold only content-hashed files (bundles, styles, search data), cached for a year. */
export const CONTENT_HASHED_FOLDERS: readonly string[] = ['assets', 'search'];

/** Cache-Control for bundler output whose name changes whenever its content does. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Cache-Control for everything else: browsers may keep it but must revalidate (cheap with ETag). */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';
