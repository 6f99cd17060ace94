// Minimal HTTP helpers for probing the dev server.
import { randomInt } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';

// Below Linux's ephemeral range (32768–60999): a port the OS hands to someone else's `listen(0)` while
// the dev server is still building would make the dev server fail with EADDRINUSE.
const PORT_RANGE = { from: 20_000, to: 30_000 } as const;

function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Returns a TCP port that was free a moment ago, picked at random outside the ephemeral range. */
export async function findFreePort(host: string): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = randomInt(PORT_RANGE.from, PORT_RANGE.to);
    if (await isFree(port, host)) return port;
  }
  throw new Error(`no free port in ${PORT_RANGE.from}–${PORT_RANGE.to}`);
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
