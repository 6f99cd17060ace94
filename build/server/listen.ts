// Starts an HTTP server listening and reports its address.
import type http from 'node:http';

/** Listens on host:port (port 0 picks a free one) and resolves to the server's base URL. */
export function listen(server: http.Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve(`http://${shownHost}:${actualPort}/`);
    });
  });
}
