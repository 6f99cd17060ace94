// Response headers that depend only on a file's name: its media type and how long browsers may cache it.
import path from 'node:path';
import { IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from '../output/host-files.ts';

// Text types get `charset=utf-8` so Chinese text never falls back to the browser's locale guess.
const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.htm': 'text/html',
  '.js': 'text/javascript', // RFC 9239 made text/javascript the one correct type.
  '.mjs': 'text/javascript',
  '.cjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.rss': 'application/rss+xml',
  '.atom': 'application/atom+xml',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.svg': 'image/svg+xml',
};

const BINARY_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Returns the Content-Type header for a file name, with `charset=utf-8` for text types. */
export function contentTypeFor(fileName: string): string {
  const extension = path.extname(fileName).toLowerCase();
  const textType = TEXT_TYPES[extension];
  if (textType) return `${textType}; charset=utf-8`;
  return BINARY_TYPES[extension] ?? 'application/octet-stream';
}


// `app-1a2b3c4d.js`, `chunk-AB12CD34.js.map`: a dash, then a hash of at least eight characters.
const HASHED_NAME = /-[A-Za-z0-9]{8,}\.[A-Za-z0-9.]+$/;

/** Returns the Cache-Control header for a site-relative path like `assets/app-1a2b3c4d.js`. */
export function cacheControlFor(sitePath: string): string {
  const isHashedAsset = sitePath.startsWith('assets/') && HASHED_NAME.test(path.posix.basename(sitePath));
  return isHashedAsset ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}
