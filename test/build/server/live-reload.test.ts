import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createLiveReloadHub, injectLiveReload, liveReloadClientScript } from '../../../build/server/live-reload.ts';
import type { LiveReloadHub } from '../../../build/server/live-reload.ts';
import { createStaticServer } from '../../../build/server/static-server.ts';
import { LIVE_RELOAD_PATH } from '../../../theme/lib/constants.ts';

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.useRealTimers();
});

async function startHub(): Promise<{ hub: LiveReloadHub; origin: string }> {
  const hub = createLiveReloadHub();
  const server: Server = createStaticServer({ root: '/nonexistent', extraHandler: hub.handler });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Streams never go idle, so close() alone would wait for the keep-alive timeout.
        server.closeAllConnections();
      }),
  );
  cleanups.push(() => hub.close());
  return { hub, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function openStream(origin: string) {
  const response = await fetch(origin + LIVE_RELOAD_PATH);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  cleanups.push(() => reader.cancel().catch(() => {}));
  return {
    response,
    async readUntil(text: string): Promise<string> {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value, { stream: true });
      }
      return received;
    },
    reader,
  };
}

describe('the live-reload hub', () => {
  test('streams events to every connected page as server-sent events', async () => {
    const { hub, origin } = await startHub();
    const first = await openStream(origin);
    const second = await openStream(origin);
    expect(first.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await first.readUntil('\n\n')).toBe('retry: 1000\n\n');
    expect(hub.clientCount()).toBe(2);

    hub.broadcast({ type: 'reload', changedRoutes: ['/docs/intro'] });
    hub.broadcast({ type: 'error', message: '语法错误', file: 'content/docs/intro.md', line: 3 });
    const text = await first.readUntil('event: error');
    expect(text).toContain('event: reload\ndata: {"type":"reload","changedRoutes":["/docs/intro"]}\n\n');
    expect(text).toContain('data: {"type":"error","message":"语法错误","file":"content/docs/intro.md","line":3}\n\n');
    expect(await second.readUntil('event: reload')).toContain('event: reload');
  });

  test('sends the current build error to a page that connects after it, until a good build clears it for every page', async () => {
    const { hub, origin } = await startHub();
    const before = await openStream(origin);
    hub.broadcast({ type: 'error', message: '语法错误', file: 'content/docs/intro.md', line: 3 });
    const late = await openStream(origin);
    expect(await late.readUntil('event: error')).toBe('retry: 1000\n\nevent: error\ndata: {"type":"error","message":"语法错误","file":"content/docs/intro.md","line":3}\n\n');
    hub.clearError();
    expect(await before.readUntil('event: ok')).toContain('event: ok\ndata: {"type":"ok"}\n\n');
    expect(await late.readUntil('event: ok')).toContain('event: ok\ndata: {"type":"ok"}\n\n');
    const afterwards = await openStream(origin);
    hub.broadcast({ type: 'css' });
    expect(await afterwards.readUntil('event: css')).toBe('retry: 1000\n\nevent: css\ndata: {"type":"css"}\n\n');
    // Clearing when no error is up sends nothing.
    hub.clearError();
    hub.broadcast({ type: 'reload', changedRoutes: ['*'] });
    expect(await afterwards.readUntil('event: reload')).not.toContain('event: ok');
  });

  test('forgets pages that disconnect and ends every stream on close', async () => {
    const { hub, origin } = await startHub();
    const leaving = await openStream(origin);
    const staying = await openStream(origin);
    await leaving.reader.cancel();
    await vi.waitFor(() => expect(hub.clientCount()).toBe(1));
    hub.close();
    expect(hub.clientCount()).toBe(0);
    await staying.readUntil('never arrives');
    expect((await staying.reader.read()).done).toBe(true);
  });

  test('sends a heartbeat comment every 15 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { origin } = await startHub();
    const stream = await openStream(origin);
    await stream.readUntil('retry');
    vi.advanceTimersByTime(15_000);
    expect(await stream.readUntil(': heartbeat\n\n')).toContain(': heartbeat\n\n');
  });

  test('sends an event at once, while the thread that broadcast it is still busy', async () => {
    const { hub, origin } = await startHub();
    // A page in another thread, so it can read while this one is busy (the dev server goes on building after a reload).
    const page = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
      fetch(workerData + '${LIVE_RELOAD_PATH}').then(async (response) => {
        const reader = response.body.getReader();
        let text = '';
        parentPort.postMessage('connected');
        while (!text.includes('event: reload')) text += new TextDecoder().decode((await reader.read()).value);
        parentPort.postMessage(performance.timeOrigin + performance.now());
      });`,
      { eval: true, workerData: origin },
    );
    cleanups.push(() => page.terminate().then(() => {}));
    const messages: unknown[] = [];
    const next = () => new Promise((resolve) => page.once('message', (message) => resolve(message)));
    messages.push(await next());
    await vi.waitFor(() => expect(hub.clientCount()).toBe(1));
    const received = next();
    hub.broadcast({ type: 'reload', changedRoutes: ['/docs/intro'], removedRoutes: [] });
    const busyUntil = performance.timeOrigin + performance.now() + 1_000;
    while (performance.timeOrigin + performance.now() < busyUntil) {
      // The rest of the build: this thread does not return to its event loop meanwhile.
    }
    expect(messages).toEqual(['connected']);
    expect(await received).toBeLessThan(busyUntil);
  });

  test('leaves other paths to the static server and refuses other methods', async () => {
    const { origin } = await startHub();
    expect((await fetch(`${origin}/`)).status).toBe(404);
    const post = await fetch(origin + LIVE_RELOAD_PATH, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});

class FakeElement {
  id = '';
  type = '';
  textContent = '';
  style = { cssText: '' };
  attributes: Record<string, string> = {};
  children: FakeElement[] = [];
  parent: FakeElement | undefined;
  onclick: (() => void) | null = null;
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  append(...children: FakeElement[]) {
    for (const child of children) {
      child.parent = this;
      this.children.push(child);
    }
  }
  appendChild(child: FakeElement) {
    this.append(child);
    return child;
  }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((child) => child !== this);
  }
}

// Runs the inline script against a minimal fake browser: an EventSource we can fire and a tiny DOM.
function runClientScript(pathname: string) {
  const listeners = new Map<string, (event: { data?: string }) => void>();
  const urls: string[] = [];
  const body = new FakeElement('body');
  const stylesheet = { href: 'http://127.0.0.1/assets/style.css' };
  const location = { pathname, reload: vi.fn() };
  const document = {
    body,
    createElement: (tagName: string) => new FakeElement(tagName),
    getElementById: (id: string) => body.children.find((child) => child.id === id) ?? null,
    querySelectorAll: () => [stylesheet],
  };
  class EventSource {
    constructor(url: string) {
      urls.push(url);
    }
    addEventListener(type: string, listener: (event: { data?: string }) => void) {
      listeners.set(type, listener);
    }
  }
  vm.runInNewContext(liveReloadClientScript(), { EventSource, document, location, URL, Date, JSON });
  const fire = (type: string, data?: unknown) =>
    listeners.get(type)?.(data === undefined ? {} : { data: JSON.stringify(data) });
  const overlay = () => document.getElementById('live-reload-overlay');
  return { urls, fire, overlay, location, stylesheet };
}

describe('the live-reload client script', () => {
  test('is small, has no innerHTML and connects to the live-reload path', () => {
    const script = liveReloadClientScript();
    expect(Buffer.byteLength(script)).toBeLessThan(1500);
    expect(script).not.toContain('innerHTML');
    expect(runClientScript('/').urls).toEqual([LIVE_RELOAD_PATH]);
  });

  test('reloads when the current page changed or everything changed (`*`), and not for a reload naming no route', () => {
    const page = runClientScript(`/docs/category/${encodeURIComponent('基础教程')}`);
    page.fire('reload', { type: 'reload', changedRoutes: ['/docs/intro'] });
    page.fire('reload', { type: 'reload', changedRoutes: [] });
    expect(page.location.reload).not.toHaveBeenCalled();
    page.fire('reload', { type: 'reload', changedRoutes: ['/docs/category/基础教程'] });
    page.fire('reload', { type: 'reload', changedRoutes: ['*'] });
    expect(page.location.reload).toHaveBeenCalledTimes(2);
  });

  test('reloads a page that was deleted or renamed away, so it shows the 404 page', () => {
    const page = runClientScript('/docs/old-name');
    page.fire('reload', { type: 'reload', changedRoutes: ['/docs/new-name'], removedRoutes: ['/docs/elsewhere'] });
    expect(page.location.reload).not.toHaveBeenCalled();
    page.fire('reload', { type: 'reload', changedRoutes: ['/docs/new-name'], removedRoutes: ['/docs/old-name'] });
    expect(page.location.reload).toHaveBeenCalledTimes(1);
  });

  test('shows a build error as plain text in an overlay until closed or reloaded', () => {
    const page = runClientScript('/docs/intro');
    const message = '<img src=x onerror=alert(1)> 意外的标记';
    page.fire('error', { type: 'error', message, file: 'content/docs/intro.md', line: 12 });
    const overlay = page.overlay();
    expect(overlay?.style.cssText).toContain('position:fixed');
    const texts = overlay?.children.map((child) => [child.tagName, child.textContent]);
    expect(texts).toEqual([
      ['h2', '构建出错'],
      ['div', 'content/docs/intro.md:12'],
      ['pre', message],
      ['button', '关闭'],
    ]);
    overlay?.children[3]?.onclick?.();
    expect(page.overlay()).toBeNull();

    page.fire('error', { type: 'error', message: 'again' });
    expect(page.overlay()).not.toBeNull();
    page.fire('reload', { type: 'reload', changedRoutes: ['/elsewhere'] });
    expect(page.overlay()).toBeNull();
  });

  test('ignores the connection errors EventSource reports on its own', () => {
    const page = runClientScript('/');
    page.fire('error');
    expect(page.overlay()).toBeNull();
  });

  test('refreshes stylesheets in place on a css event', () => {
    const page = runClientScript('/');
    page.fire('css', { type: 'css' });
    expect(page.stylesheet.href).toMatch(/style\.css\?t=\d+$/);
    expect(page.location.reload).not.toHaveBeenCalled();
  });
});

describe('injectLiveReload', () => {
  test('inserts the script just before the closing body tag', () => {
    const html = injectLiveReload('<html><body><p>正文</p></BODY></html>');
    expect(html).toMatch(/<p>正文<\/p><script>\(function\(\)\{.*<\/script><\/BODY><\/html>$/s);
  });

  test('a letter whose lower case is longer (İ) does not move the script into the page\'s text', () => {
    const html = injectLiveReload('<html><body><p>İstanbul İzmir</p></body></html>');
    expect(html).toMatch(/<p>İstanbul İzmir<\/p><script>\(function\(\)\{.*<\/script><\/body><\/html>$/s);
  });

  test('appends the script when the page has no closing body tag', () => {
    expect(injectLiveReload('<p>x</p>')).toMatch(/^<p>x<\/p><script>.*<\/script>$/s);
  });
});
