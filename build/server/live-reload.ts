// The dev server's live reload: a server-sent-events hub and the inline script that listens to it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LIVE_RELOAD_PATH } from '../../theme/lib/constants.ts';
import { strings } from '../../theme/lib/strings.ts';

/**
 * What the dev server tells open pages: reload (the re-rendered routes or `*`, and the routes that are gone,
 * whose open tabs reload into the 404 page), show a build error, clear it (a build succeeded, whether or not it
 * changed the page: a save that restores the last good text changes none), or refresh CSS.
 */
export type LiveReloadEvent =
  | { type: 'reload'; changedRoutes: string[]; removedRoutes?: string[] }
  | { type: 'error'; message: string; file?: string; line?: number }
  | { type: 'ok' }
  | { type: 'css' };

/**
 * The server side of live reload; `handler` plugs into `createStaticServer`'s `extraHandler`. The last build error
 * stays current until `clearError`: a tab that connects meanwhile (opened or reloaded after the error) is sent it.
 */
export interface LiveReloadHub {
  handler(request: IncomingMessage, response: ServerResponse): boolean;
  broadcast(event: LiveReloadEvent): void;
  /** After a good build: tells every tab to take its overlay down, if an error was up. */
  clearError(): void;
  clientCount(): number;
  close(): void;
}

// Proxies and browsers drop connections that stay silent for about 30–60 s; a comment line keeps them open.
const HEARTBEAT_INTERVAL_MS = 15_000;
// After a dev-server restart, browsers reconnect after this long (the SSE `retry` field).
const RECONNECT_DELAY_MS = 1_000;

/** Returns a hub that streams {@link LiveReloadEvent}s to every page connected to LIVE_RELOAD_PATH. */
export function createLiveReloadHub(): LiveReloadHub {
  const clients = new Set<ServerResponse>();
  let currentError: string | undefined;
  const frame = (event: LiveReloadEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
  const send = (frame: string) => {
    for (const client of clients) {
      client.write(frame);
      // Node corks a response's socket on write until the current tick ends, and a reload is sent while the build
      // goes on (twins, feeds, search): uncorked, the frame leaves at once.
      client.socket?.uncork();
    }
  };
  const heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_INTERVAL_MS);
  heartbeat.unref(); // The heartbeat alone must not keep a finished dev process alive.

  return {
    handler(request, response) {
      if ((request.url ?? '').split('?', 1)[0] !== LIVE_RELOAD_PATH) return false;
      if (request.method !== 'GET') {
        response.writeHead(405, { Allow: 'GET' }).end();
        return true;
      }
      request.socket.setTimeout(0);
      request.socket.setNoDelay(true);
      response.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
      });
      response.write(`retry: ${RECONNECT_DELAY_MS}\n\n${currentError ?? ''}`);
      clients.add(response);
      response.on('close', () => clients.delete(response));
      response.on('error', () => clients.delete(response));
      return true;
    },
    broadcast(event) {
      if (event.type === 'error') currentError = frame(event);
      send(frame(event));
    },
    clearError() {
      if (currentError === undefined) return;
      currentError = undefined;
      send(frame({ type: 'ok' }));
    },
    clientCount: () => clients.size,
    close() {
      clearInterval(heartbeat);
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}

// Embeds a value in an inline script; `<` is escaped so a string can never close the <script> element.
function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

// Not yet in the shared string table (theme/lib/strings.ts); the label of the overlay's close button.
const CLOSE_LABEL = '关闭';

/** Returns the inline browser script (ES2019, no dependencies) that reacts to live-reload events. */
export function liveReloadClientScript(): string {
  // EventSource fires its own `error` event on connection loss (no `data`), so build errors are told apart by `data`.
  return `(function(){var I='live-reload-overlay',d=document,s=new EventSource(${scriptLiteral(LIVE_RELOAD_PATH)});
function rm(){var o=d.getElementById(I);if(o)o.remove()}
function el(t,x){var e=d.createElement(t);e.textContent=x;return e}
s.addEventListener('reload',function(e){var m=JSON.parse(e.data),c=m.changedRoutes||[],r=c.concat(m.removedRoutes||[]),p=location.pathname;rm();
try{p=decodeURIComponent(p)}catch(x){}
if(r.indexOf('*')>=0||r.indexOf(p)>=0)location.reload()});
s.addEventListener('ok',rm);
s.addEventListener('css',function(){d.querySelectorAll('link[rel=stylesheet]').forEach(function(l){var u=new URL(l.href);u.searchParams.set('t',Date.now());l.href=u.href})});
s.addEventListener('error',function(e){if(!e.data)return;var m=JSON.parse(e.data),o=el('div',''),b=el('button',${scriptLiteral(CLOSE_LABEL)});rm();
o.id=I;o.setAttribute('role','alertdialog');
o.style.cssText='position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2em;background:rgba(0,0,0,.88);color:#f5f5f5;font:14px/1.6 monospace;white-space:pre-wrap';
b.type='button';b.onclick=rm;
o.append(el('h2',${scriptLiteral(strings.liveReloadError)}),el('div',m.file?m.file+(m.line?':'+m.line:''):''),el('pre',m.message),b);
d.body.appendChild(o)})})();`;
}

/** Returns the HTML with the live-reload script inserted before `</body>` (or appended when there is none). */
export function injectLiveReload(html: string): string {
  const tag = `<script>${liveReloadClientScript()}</script>`;
  // Only ASCII letters are lower-cased: a letter whose lower case is longer (İ → i̇) would shift every index after it.
  const bodyEnd = html.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()).lastIndexOf('</body>');
  return bodyEnd === -1 ? html + tag : html.slice(0, bodyEnd) + tag + html.slice(bodyEnd);
}
