// ETag / Last-Modified validators, so a reload costs a 304 instead of the whole file.
import type { Stats } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { ContentEncoding } from './compression.ts';

/** Returns the ETag and Last-Modified headers for a file (size and mtime), marked with the body's encoding if any. */
export function validatorHeaders(stats: Stats, encoding?: ContentEncoding): { ETag: string; 'Last-Modified': string } {
  // Weak because it describes the file on disk, not the exact bytes (the dev server rewrites HTML).
  // A compressed body is a different representation, so it gets its own tag (`-gzip`, `-br`), as RFC 9110 asks.
  const suffix = encoding ? `-${encoding}` : '';
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${suffix}"`;
  return { ETag: etag, 'Last-Modified': stats.mtime.toUTCString() };
}

/** Returns true when the request's If-None-Match / If-Modified-Since show the client already has this representation. */
export function isNotModified(request: IncomingMessage, stats: Stats, encoding?: ContentEncoding): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  // RFC 9110 §13.1.3: If-None-Match, when present, decides alone; it compares weakly.
  if (ifNoneMatch !== undefined) {
    const current = weak(validatorHeaders(stats, encoding).ETag);
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag.trim()) === current);
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds, so compare at that precision.
  return !Number.isNaN(since) && Math.floor(stats.mtimeMs / 1000) * 1000 <= since;
}

function weak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
