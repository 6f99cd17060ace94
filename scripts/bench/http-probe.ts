// Minimal HTTP helpers for probing the dev server.
import http from 'node:http';
import net from 'node:net';

/** Returns a TCP port that was free a moment ago (the OS picks it; the dev server binds it next). */
export function findFreePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves to the status of a GET, or 0 when nothing answers yet (connection refused). */
export function getStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    // agent: false — a fresh connection per probe, so a half-started server cannot leave one hanging.
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    request.once('error', () => resolve(0));
  });
}

/** Waits for `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
