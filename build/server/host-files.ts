// The configuration files the build writes for static hosts next to the pages. They are plumbing: the preview
// and dev servers and the nginx example never hand them out.
import { REDIRECTS_FILE_NAME } from './redirects-file.ts';

/** Headers per path pattern, for Netlify and Cloudflare Pages. */
export const HEADERS_FILE_NAME = '_headers';
/** The example nginx `server {}` block. */
export const NGINX_FILE_NAME = '_nginx.conf';
/** Every host-config file name, `_redirects` included. */
export const HOST_CONFIG_FILES: readonly string[] = [HEADERS_FILE_NAME, REDIRECTS_FILE_NAME, NGINX_FILE_NAME];
