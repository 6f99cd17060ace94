// Starts an HTTP server listening and reports its address.
import type http from 'node:http';

// How many ports after the asked one are tried when it is taken (a few servers of other projects at most).
const PORTS_TRIED = 20;

/** Where a server ended up listening. */
export interface Listening {
  url: string;
  port: number;
}

/**
 * Listens on host:port (port 0 picks a free one) and resolves to the server's base URL. A port that is taken moves
 * on to the next free one, as other development servers do, calling `onPortTaken` with both so the caller can say
 * so; without it a taken port is an error.
 */
export async function listen(server: http.Server, port: number, host: string, onPortTaken?: (taken: number, used: number) => void): Promise<string> {
  return (await listenOnFreePort(server, port, host, onPortTaken)).url;
}

/** Like `listen`, also returning the port. */
export async function listenOnFreePort(server: http.Server, port: number, host: string, onPortTaken?: (taken: number, used: number) => void): Promise<Listening> {
  for (let candidate = port; ; candidate++) {
    try {
      const listening = await listenOnce(server, candidate, host);
      if (candidate !== port) onPortTaken?.(port, candidate);
      return listening;
    } catch (error) {
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!taken || !onPortTaken || port === 0 || candidate >= Math.min(65535, port + PORTS_TRIED)) throw error;
    }
  }
}

/** What the CLI says when the asked port was taken and the server moved on. */
export function portTakenMessage(taken: number, used: number): string {
  return `端口 ${taken} 已被占用，改用 ${used}`;
}

function listenOnce(server: http.Server, port: number, host: string): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({ url: `http://${shownHost}:${actualPort}/`, port: actualPort });
    });
  });
}
