// A throwaway HTTP server on 127.0.0.1 for the claims tests: what the pages say about `fromURL`
// (redirects, charset headers, error statuses) is checked against real responses, never the internet.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the server received: its path and headers. */
export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage['headers'];
}

export interface LocalServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: ReceivedRequest[];
  close: () => Promise<void>;
}

/** Answers every request with `handle`; the server's own origin is passed so answers can point back at it. */
export type Handle = (request: IncomingMessage, response: ServerResponse, origin: string) => void;

/** Starts a server on a free port of 127.0.0.1, so a test can ask cheerio to fetch from it. */
export async function startLocalServer(handle: Handle): Promise<LocalServer> {
  const requests: ReceivedRequest[] = [];
  let origin = '';
  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', headers: request.headers });
    handle(request, response, origin);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
