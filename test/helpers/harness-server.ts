// Serves a test harness (a page built into a temporary folder) on 127.0.0.1 and removes the folder on close.
import fs from 'node:fs/promises';
import http from 'node:http';
import { listen } from '../../build/server/listen.ts';

/** A served harness. */
export interface HarnessServer {
  url: string;
  close(): Promise<void>;
}

/** Listens on a free 127.0.0.1 port with `handler`; `close` ends every connection and deletes `dir`. */
export async function serveHarness(dir: string, handler: http.RequestListener): Promise<HarnessServer> {
  const server = http.createServer(handler);
  const url = await listen(server, 0, '127.0.0.1');
  return {
    url,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
