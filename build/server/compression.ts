// Compresses text responses with Brotli or gzip, as production static hosts do, when the client accepts it.
import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** A Content-Encoding this server produces. */
export type ContentEncoding = 'br' | 'gzip';

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

// Text formats, SVG included; never `text/event-stream`, which is written piece by piece and must not be buffered.
const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)[\w.+-]+|image\/svg\+xml|application\/(?:json|manifest\+json|xml|rss\+xml|atom\+xml|javascript))(?:;|$)/i;

// Brotli's default quality (11) is far too slow for a request; 5 still compresses better than gzip, and quickly.
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
};
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Returns true for media types worth compressing (HTML, CSS, JavaScript, JSON, XML, SVG, plain text…). */
export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE_TYPE.test(contentType.trim());
}

/** Picks the encoding for a response body, or undefined when it should go out uncompressed. */
export function chooseEncoding(request: IncomingMessage, contentType: string, size: number): ContentEncoding | undefined {
  // Ranges address bytes of the identity body; answering them with compressed bytes would corrupt downloads.
  if (request.headers.range !== undefined) return undefined;
  if (size < MIN_COMPRESSIBLE_BYTES || !isCompressibleType(contentType)) return undefined;
  return negotiateEncoding(request.headers['accept-encoding']);
}

/** Reads an Accept-Encoding header (RFC 9110 §12.5.3) and returns the best encoding it allows, Brotli first. */
export function negotiateEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const brotli = weightOf('br');
  const gzipWeight = weightOf('gzip');
  if (brotli > 0 && brotli >= gzipWeight) return 'br';
  if (gzipWeight > 0) return 'gzip';
  return undefined;
}

/** Compresses a body with the given encoding. */
export function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotliCompress(body, BROTLI_OPTIONS) : gzip(body);
}
