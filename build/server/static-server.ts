// Serves the built site exactly as the production static host does, for `preview` and the dev server.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { strings } from '../../theme/lib/strings.ts';
import { REVALIDATE_CACHE_CONTROL } from '../output/host-files.ts';
import { cacheControlFor, contentTypeFor } from './content-types.ts';
import { escapeLocation, matchRedirect, parseRedirectsFile, REDIRECTS_FILE_NAME } from '../output/redirects-file.ts';
import type { RedirectRule } from '../output/redirects-file.ts';
import { parseRequestPath } from './request-path.ts';
import { findSiteFile, resolveSitePath } from './resolve-site-path.ts';
import type { SitePathResolution } from './resolve-site-path.ts';
import { isNotModified, validatorHeaders } from './conditional-request.ts';
import { createCompressedFileCache } from './compressed-cache.ts';
import { chooseEncoding, compress, isCompressibleType } from './compression.ts';
import type { ContentEncoding } from './compression.ts';

/** Options of {@link createStaticServer}. */
export interface StaticServerOptions {
  /** Absolute path of the folder to serve, e.g. `dist/`. */
  root: string;
  /** Site base URL like `/` or `/zh/`; requests outside it get 404. */
  basePath?: string;
  /** Rewrites every HTML page before sending it (the dev server injects its live-reload script). */
  transformHtml?: (html: string) => string;
  /** Runs first; returns true when it answered the request itself (e.g. the live-reload stream). */
  extraHandler?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /**
   * Runs before a path is looked up in the folder: it may hold the request until the folder is ready, or return
   * the HTML page to answer with instead (the dev server's first pages, served before its first build is done).
   */
  beforeServe?: (pathname: string) => Promise<string | undefined>;
  /** Receives one line per finished request. */
  log?: (line: string) => void;
}

// Plain-text bodies for error answers; pages have their own strings in the theme's table.
const messages = {
  badRequest: '请求路径无效。',
  methodNotAllowed: '只支持 GET 和 HEAD 请求。',
  serverError: '服务器内部错误。',
  moved: '页面已移动到：',
};

/** Returns an HTTP server (not yet listening) that serves `root` like a trailing-slash-off, compressing static host. */
export function createStaticServer(options: StaticServerOptions): http.Server {
  const basePath = normaliseBasePath(options.basePath ?? '/');
  const redirects = createRedirectsCache(options.root);
  const compressedFiles = createCompressedFileCache();
  const server = http.createServer((request, response) => {
    response.on('finish', () => options.log?.(`${response.statusCode} ${request.method} ${request.url}`));
    handle(request, response).catch(() => {
      if (response.headersSent) response.destroy();
      else sendText(request, response, 500, messages.serverError).catch(() => response.destroy());
    });
  });
  // A reset or garbled connection must never take the whole process down.
  server.on('connection', (socket) => socket.on('error', () => {}));
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  return server;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (options.extraHandler?.(request, response)) return;
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return sendText(request, response, 405, messages.methodNotAllowed);
    }
    const parsed = parseRequestPath(request.url ?? '');
    if (!parsed.ok) return sendText(request, response, 400, messages.badRequest);
    const { pathname, search } = parsed;
    const page = await options.beforeServe?.(pathname);
    if (page !== undefined) {
      response.setHeader('Content-Type', contentTypeFor('page.html'));
      return sendBody(request, response, 200, options.transformHtml ? options.transformHtml(page) : page);
    }

    // Like Netlify, the redirects table wins over files, and the query string travels along.
    const redirect = matchRedirect(await redirects.rules(), pathname);
    if (redirect && redirect.status >= 300 && redirect.status < 400) {
      const location = redirect.location.includes('?') ? redirect.location : redirect.location + search;
      return sendRedirect(request, response, redirect.status, escapeLocation(location));
    }
    if (`${pathname}/` === basePath) return sendRedirect(request, response, 301, encodePath(basePath) + search);
    if (!pathname.startsWith(basePath)) return sendNotFound(request, response);

    const resolution: SitePathResolution = await resolveSitePath(options.root, pathname.slice(basePath.length));
    if (resolution.kind === 'redirect') {
      return sendRedirect(request, response, 301, encodePath(basePath + resolution.sitePath) + search);
    }
    if (resolution.kind === 'not-found') return sendNotFound(request, response);
    const { file, sitePath, stats } = resolution;
    const contentType = contentTypeFor(file);
    response.setHeader('Content-Type', contentType);
    response.setHeader('Cache-Control', cacheControlFor(sitePath));
    if (isCompressibleType(contentType)) response.setHeader('Vary', 'Accept-Encoding');
    // Transformed pages only grow, so the file's size is a fair stand-in for the minimum-size check.
    const encoding = chooseEncoding(request, contentType, stats.size);
    for (const [name, value] of Object.entries(validatorHeaders(stats, encoding))) response.setHeader(name, value);
    if (isNotModified(request, stats, encoding)) {
      response.statusCode = 304;
      response.end();
      return;
    }
    if (options.transformHtml && path.extname(file) === '.html') {
      return sendBody(request, response, 200, options.transformHtml(await readFile(file, 'utf8')), { encoding });
    }
    response.statusCode = 200;
    if (encoding) {
      const body = await compressedFiles.get(file, stats, encoding);
      response.setHeader('Content-Encoding', encoding);
      response.setHeader('Content-Length', body.length);
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.setHeader('Content-Length', stats.size);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    // pipeline destroys both ends when either fails, which covers read errors and clients hanging up.
    pipeline(createReadStream(file), response, () => {});
  }

  async function sendNotFound(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const page = await findSiteFile(options.root, '404.html');
    const html = page && (await readFile(page.file, 'utf8').catch(() => undefined));
    if (!html) return sendText(request, response, 404, `${strings.notFoundTitle}：${strings.notFoundText}`);
    response.setHeader('Content-Type', contentTypeFor('404.html'));
    return sendBody(request, response, 404, options.transformHtml ? options.transformHtml(html) : html);
  }
}

// `zh`, `/zh`, `/zh/` all mean the folder `/zh/`; the comparisons below rely on the slashes.
function normaliseBasePath(basePath: string): string {
  const trimmed = basePath.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

function sendRedirect(request: IncomingMessage, response: ServerResponse, status: number, location: string): Promise<void> {
  response.setHeader('Location', location);
  // `no-cache` keeps browsers from remembering a 301 forever while the site is still being edited.
  return sendText(request, response, status, `${messages.moved}${location}`);
}

function sendText(request: IncomingMessage, response: ServerResponse, status: number, text: string): Promise<void> {
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  return sendBody(request, response, status, text);
}

// Sends a body built in memory (messages, the 404 page, transformed pages), compressed when worth it;
// `decided` carries the encoding an ETag already promised.
async function sendBody(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: string,
  decided?: { encoding: ContentEncoding | undefined },
): Promise<void> {
  const contentType = String(response.getHeader('Content-Type') ?? '');
  let bytes: Buffer = Buffer.from(body, 'utf8');
  const encoding = decided ? decided.encoding : chooseEncoding(request, contentType, bytes.length);
  if (isCompressibleType(contentType)) response.setHeader('Vary', 'Accept-Encoding');
  if (encoding) {
    bytes = await compress(bytes, encoding);
    response.setHeader('Content-Encoding', encoding);
  }
  response.statusCode = status;
  if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', REVALIDATE_CACHE_CONTROL);
  response.setHeader('Content-Length', bytes.length);
  response.end(request.method === 'HEAD' ? undefined : bytes);
}

// Our own paths are decoded; each segment is encoded again so `?`, `#` or `%` in a name stay literal.
function encodePath(pathname: string): string {
  return pathname.split('/').map(encodeURIComponent).join('/');
}

// The build rewrites `_redirects` while the dev server runs; re-read it only when its mtime changes.
function createRedirectsCache(root: string): { rules(): Promise<RedirectRule[]> } {
  let cached: { mtimeMs: number; rules: RedirectRule[] } | undefined;
  return {
    async rules() {
      const file = path.join(root, REDIRECTS_FILE_NAME);
      const stats = await stat(file).catch(() => undefined);
      if (!stats?.isFile()) return [];
      if (cached?.mtimeMs !== stats.mtimeMs) {
        cached = { mtimeMs: stats.mtimeMs, rules: parseRedirectsFile(await readFile(file, 'utf8')) };
      }
      return cached.rules;
    },
  };
}
