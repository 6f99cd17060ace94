// The simplest local server the claims tests use for `fromURL`: every path answers with one HTML page, except the
// redirects a test names; it records the paths asked, so no request leaves the machine.
import { startLocalServer } from './local-server.ts';

/** A running server: its origin, the paths requested so far, and how to stop it. */
export interface LocalPages {
  origin: string;
  requestedPaths: string[];
  close: () => Promise<void>;
}

/**
 * Starts a server that answers every GET with `html` as `text/html; charset=utf-8`, except the paths
 * in `redirects`, which get a 302 to the absolute URL of the path they map to.
 */
export async function serveHtml(html: string, redirects: Record<string, string> = {}): Promise<LocalPages> {
  const server = await startLocalServer((request, response, origin) => {
    const target = redirects[request.url ?? ''];
    // Absolute: undici's redirect handler, as cheerio 1.2.0's fromURL sets it up, fails on a relative Location.
    if (target !== undefined) response.writeHead(302, { location: `${origin}${target}` }).end();
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  return {
    origin: server.origin,
    get requestedPaths() {
      return server.requests.map((request) => request.path);
    },
    close: server.close,
  };
}
