// A throwaway HTTP server on 127.0.0.1 for the claims tests that call `fromURL`: it answers every
// path with the HTML a test gives it (or a redirect) and records what was asked, so no request leaves the machine.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  const requestedPaths: string[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    requestedPaths.push(path);
    const target = redirects[path];
    if (target !== undefined) {
      // Absolute: undici's redirect handler, as cheerio 1.2.0's fromURL sets it up, fails on a relative Location.
      response.writeHead(302, { location: `http://${request.headers.host ?? ''}${target}` }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requestedPaths,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
